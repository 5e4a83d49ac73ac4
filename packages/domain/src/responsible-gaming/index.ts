// The responsible-gaming unit's entry: exactly what code outside src/responsible-gaming/ uses of it.
export { connectResponsibleGaming, type ResponsibleGamingViewModel } from './responsible-gaming.connect.ts';
export {
  type ResponsibleGamingEvent,
  type ResponsibleGamingInput,
  responsibleGamingMachine,
} from './responsible-gaming.machine.ts';
