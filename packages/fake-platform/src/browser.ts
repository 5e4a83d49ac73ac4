import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers.ts';
import { createScenarios } from './scenarios.ts';
import { createStore, type StoreSnapshot } from './store.ts';

/**
 * A fake platform in the browser (Storybook, a dev page): a store, its scenarios, the handlers and a service
 * worker over them. The caller starts the worker (`worker.start()`).
 */
export function createFakeWorker(seed?: StoreSnapshot) {
  const store = createStore(seed);
  const scenarios = createScenarios();
  const handlers = createHandlers(store, { scenarios });
  const worker = setupWorker(...handlers);
  return { store, scenarios, handlers, worker };
}

/** A fake platform in the browser. */
export type FakeWorker = ReturnType<typeof createFakeWorker>;
