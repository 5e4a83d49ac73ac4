// The concise unit's entry: exactly what code outside src/concise/ uses of it.
export { type ConciseViewModel, connectConcise } from './concise.connect.ts';
export {
  type ConciseCode,
  type ConciseContext,
  type ConciseGame,
  createConciseMachine,
  type FetchConciseInput,
} from './concise.machine.ts';
