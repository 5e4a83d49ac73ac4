// The poller unit's entry: exactly what code outside src/poller/ uses of it.
export { BALANCE_POLL_MS, createPollerMachine } from './poller.machine.ts';
