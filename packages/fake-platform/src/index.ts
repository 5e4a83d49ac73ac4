export type { Asset } from './assets.ts';
export { ASSET_PREFIX, assetUrl, generatedAsset, generatedAssetNames } from './assets.ts';
export type { MoneyAudit } from './audit.ts';
export { auditMoney } from './audit.ts';
export {
  IDEMPOTENCY_INVALID_KEY_MESSAGE,
  IDEMPOTENCY_KEY_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MISMATCH_MESSAGE,
  IDEMPOTENCY_REFUSED_CODE,
} from './handlers/idempotency.ts';
export type { HandlerOptions } from './handlers.ts';
export { createAssetHandlers, createHandlers } from './handlers.ts';
export type { FakeKind } from './kind.ts';
export { DEFAULT_FAKE_KIND, FAKE_KINDS, parseFakeKind } from './kind.ts';
export { amountToCents, centsToDecimal, decimalToCents } from './money.ts';
export type { Scenario, Scenarios } from './scenarios.ts';
export {
  createScenarios,
  DEFAULT_SLOW_MS,
  parseScenario,
  playScenario,
  SCENARIO_HEADER,
  SCENARIO_QUERY,
} from './scenarios.ts';
export type {
  CardType,
  FakeApplication,
  FakeBet,
  FakeCard,
  FakeDeposit,
  FakeRedPacket,
  FakeTransferLog,
  FakeUser,
  FakeWithdrawal,
  LoginFailure,
  NewUser,
  SeedOptions,
  SiteConfig,
  Store,
  StoreOptions,
  StoreSnapshot,
} from './store.ts';
export {
  BENCH_ACCOUNT,
  BENCH_BET_COUNT,
  BLACKLISTED_ACCOUNT,
  createStore,
  DEFAULT_APPROVE_AFTER_MS,
  DEFAULT_SEED,
  DEMO_ACCOUNT,
  DEMO_ACCOUNTS,
  DISABLED_ACCOUNT,
  PLATFORM_WALLET,
  randomToken,
  SEED_CONFIG,
  seedSnapshot,
} from './store.ts';
