// `@lobby/fake-platform/testing`: what tests use to ask the fake for something, outside the app (faults, players of
// their own, the back office). Never imported by the app's source.
export type { Fault, FaultPage, FaultRoute } from './testing/faults.ts';
export { aggregatorRefusing, codeFault, continueWithFault, routeFault, withFault } from './testing/faults.ts';
export type { Envelope, FakeTransport, NewPlayer, TestAccount } from './testing/players.ts';
export { FakeClient, fetchTransport, TEST_PAY_PASSWORD, uniqueNames } from './testing/players.ts';
