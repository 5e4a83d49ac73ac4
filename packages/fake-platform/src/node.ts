import { setupServer } from 'msw/node';
import { createHandlers } from './handlers.ts';
import { createScenarios } from './scenarios.ts';
import { createStore, type StoreOptions, type StoreSnapshot } from './store.ts';

/**
 * A fake platform for Vitest: a store, its scenarios, the handlers and an msw/node server over them. The caller
 * starts and stops the server (`server.listen()`, `server.close()`).
 */
export function createFakePlatform(seed?: StoreSnapshot, options?: StoreOptions) {
  const store = createStore(seed, options);
  const scenarios = createScenarios();
  const handlers = createHandlers(store, { scenarios });
  const server = setupServer(...handlers);
  return { store, scenarios, handlers, server };
}

/** A fake platform for Vitest. */
export type FakePlatform = ReturnType<typeof createFakePlatform>;
