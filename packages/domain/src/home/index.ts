// The home unit's entry: exactly what code outside src/home/ uses of it.
export { connectHome, type HomeViewModel } from './home.connect.ts';
export {
  createHomeMachine,
  type DismissedPopup,
  type HomeCache,
  type HomeSave,
  type HomeSite,
} from './home.machine.ts';
export type { HomeNotice } from './home.rules.ts';
