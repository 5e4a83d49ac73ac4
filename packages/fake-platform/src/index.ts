export type { HandlerOptions } from './handlers.ts';
export { createHandlers } from './handlers.ts';
export { centsToDecimal, decimalToCents } from './money.ts';
export type { Scenario, Scenarios } from './scenarios.ts';
export {
  createScenarios,
  DEFAULT_SLOW_MS,
  parseScenario,
  playScenario,
  SCENARIO_HEADER,
  SCENARIO_QUERY,
} from './scenarios.ts';
export type { FakeUser, LoginFailure, NewUser, SiteConfig, Store, StoreOptions, StoreSnapshot } from './store.ts';
export {
  BLACKLISTED_ACCOUNT,
  createStore,
  DEMO_ACCOUNT,
  DEMO_ACCOUNTS,
  DISABLED_ACCOUNT,
  randomToken,
  SEED_CONFIG,
  seedSnapshot,
} from './store.ts';
