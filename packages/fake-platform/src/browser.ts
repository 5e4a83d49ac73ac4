import { setupWorker } from 'msw/browser';
import { createAssetHandlers, createHandlers } from './handlers.ts';
import { createScenarios } from './scenarios.ts';
import { createStore, type StoreOptions, type StoreSnapshot } from './store.ts';

/**
 * A fake platform for a browser page whose worker someone else owns (Storybook's msw addon): a store in memory
 * (the seed unless `seed` is given), its scenarios, and the handlers of every call plus the generated pictures
 * under /fake-assets/, to hand to that worker (`worker.use(...handlers)`).
 */
export function createFakeHandlers(seed?: StoreSnapshot, options?: StoreOptions) {
  const store = createStore(seed, options);
  const scenarios = createScenarios();
  const handlers = [...createHandlers(store, { scenarios }), ...createAssetHandlers()];
  return { store, scenarios, handlers };
}

/**
 * A fake platform in the browser with a service worker of its own over {@link createFakeHandlers}. The caller
 * starts the worker (`worker.start()`).
 */
export function createFakeWorker(seed?: StoreSnapshot, options?: StoreOptions) {
  const fake = createFakeHandlers(seed, options);
  return { ...fake, worker: setupWorker(...fake.handlers) };
}

/** A fake platform in the browser. */
export type FakeWorker = ReturnType<typeof createFakeWorker>;

/** The fake's store, scenarios and handlers for a worker owned elsewhere. */
export type FakeHandlers = ReturnType<typeof createFakeHandlers>;
