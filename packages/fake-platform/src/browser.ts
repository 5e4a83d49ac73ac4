import { setupWorker } from 'msw/browser';
import { createAssetHandlers, createHandlers } from './handlers.ts';
import { createScenarios } from './scenarios.ts';
import { createStore, type StoreOptions, type StoreSnapshot } from './store.ts';

/**
 * A fake platform in the browser (Storybook, a dev page): a store, its scenarios, the handlers (and the generated
 * pictures under /fake-assets/) and a service worker over them. The caller starts the worker (`worker.start()`).
 */
export function createFakeWorker(seed?: StoreSnapshot, options?: StoreOptions) {
  const store = createStore(seed, options);
  const scenarios = createScenarios();
  const handlers = [...createHandlers(store, { scenarios }), ...createAssetHandlers()];
  const worker = setupWorker(...handlers);
  return { store, scenarios, handlers, worker };
}

/** A fake platform in the browser. */
export type FakeWorker = ReturnType<typeof createFakeWorker>;
