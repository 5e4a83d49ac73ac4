// The update bar's offer and its 刷新 (issue 31), on a page of its own in node: the platform's service worker
// objects are event targets whose state the test moves as the browser would, the reload is counted. Driven
// through the public surface only: registerServiceWorker() and the appUpdate store the bar reads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type WorkerState = ServiceWorker['state'];

class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  state: WorkerState;
  constructor(state: WorkerState) {
    super();
    this.state = state;
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  /** The browser moves the worker on: its state first, then `statechange`. */
  become(state: WorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  updates = 0;
  async update() {
    this.updates += 1;
  }
  /** A new worker starts installing (the browser found a new sw.js). */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  /** The installing worker finished installing: it waits (replacing any worker that waited before it). */
  installed() {
    const worker = this.installing;
    if (!worker) throw new Error('nothing installing');
    this.installing = null;
    const replaced = this.waiting;
    this.waiting = worker;
    worker.become('installed');
    replaced?.become('redundant');
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  private readonly registration: FakeRegistration;
  constructor(registration: FakeRegistration) {
    super();
    this.registration = registration;
  }
  register = vi.fn(async () => this.registration);
  /**
   * The waiting worker skipped waiting: it controls the page (controllerchange) and activates, unless `activating`
   * keeps it there (its activate handler still deleting the old build's files from the cache).
   */
  takeOver(worker: FakeWorker, { activating = false } = {}) {
    const registration = this.registration;
    if (registration.waiting === worker) registration.waiting = null;
    registration.active?.become('redundant');
    registration.active = worker;
    worker.become('activating');
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
    if (!activating) worker.become('activated');
  }
}

let registration: FakeRegistration;
let container: FakeContainer;
let reloads: number;

/** Loads register.ts and update.ts afresh (the store is module state), registers and lets the promise settle. */
async function register() {
  const { registerServiceWorker } = await import('./register.ts');
  const { appUpdate } = await import('./update.ts');
  registerServiceWorker();
  await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
  await Promise.resolve();
  await Promise.resolve();
  return appUpdate;
}

/** A page controlled by `old`, as a returning player's page is. */
function controlledBy(old: FakeWorker) {
  registration.active = old;
  container.controller = old;
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  registration = new FakeRegistration();
  container = new FakeContainer(registration);
  reloads = 0;
  vi.stubGlobal('navigator', { serviceWorker: container, onLine: true });
  vi.stubGlobal('location', { reload: () => (reloads += 1) });
  vi.stubGlobal('document', { hidden: false, addEventListener: () => {} });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SKIP_WAITING = { type: 'SKIP_WAITING' };

describe('the update offered', () => {
  it('a worker waiting at registration is offered; 刷新 messages it and reloads once it controls the page', async () => {
    const old = new FakeWorker('activated');
    controlledBy(old);
    const next = new FakeWorker('installed');
    registration.waiting = next;
    const update = await register();
    expect(update.getSnapshot()).toBe(true);

    update.accept();
    expect(next.messages).toEqual([SKIP_WAITING]);
    expect(reloads).toBe(0);
    container.takeOver(next);
    // controllerchange and the worker's own `activated` both tell: one reload.
    expect(reloads).toBe(1);
  });

  it('the page reloads as soon as the new worker controls it, before its activation ends', async () => {
    controlledBy(new FakeWorker('activated'));
    const next = new FakeWorker('installed');
    registration.waiting = next;
    const update = await register();
    update.accept();
    container.takeOver(next, { activating: true });
    expect(reloads).toBe(1);
    next.become('activated');
    expect(reloads).toBe(1);
  });

  it('a worker found installing is offered only once installed, never before', async () => {
    controlledBy(new FakeWorker('activated'));
    const next = new FakeWorker('installing');
    registration.installing = next;
    const update = await register();
    expect(update.getSnapshot()).toBe(false);
    registration.installed();
    expect(update.getSnapshot()).toBe(true);
    update.accept();
    expect(next.messages).toEqual([SKIP_WAITING]);
  });

  it('a new build found later (updatefound) is offered once it waits', async () => {
    controlledBy(new FakeWorker('activated'));
    const update = await register();
    expect(update.getSnapshot()).toBe(false);
    const next = new FakeWorker('installing');
    registration.found(next);
    expect(update.getSnapshot()).toBe(false);
    registration.installed();
    expect(update.getSnapshot()).toBe(true);
  });

  it('the first worker of all is not offered: nothing controls the page, it takes over by itself', async () => {
    const update = await register();
    const first = new FakeWorker('installing');
    registration.found(first);
    registration.installed();
    expect(update.getSnapshot()).toBe(false);
  });

  it('a newer build that replaced the one offered is the one 刷新 asks', async () => {
    controlledBy(new FakeWorker('activated'));
    const update = await register();
    const first = new FakeWorker('installing');
    registration.found(first);
    registration.installed();
    const second = new FakeWorker('installing');
    registration.found(second);
    registration.installed();
    expect(first.state).toBe('redundant');

    update.accept();
    expect(first.messages).toEqual([]);
    expect(second.messages).toEqual([SKIP_WAITING]);
    container.takeOver(second);
    expect(reloads).toBe(1);
  });

  it('a worker another tab already took reloads at once, with no message', async () => {
    controlledBy(new FakeWorker('activated'));
    const next = new FakeWorker('installed');
    registration.waiting = next;
    const update = await register();
    // Another tab's 刷新: the worker took over every tab, this one's controllerchange came before any tap.
    container.takeOver(next);
    expect(reloads).toBe(0);

    update.accept();
    expect(next.messages).toEqual([]);
    expect(reloads).toBe(1);
  });

  it('a worker that goes redundant after the tap still reloads the page (the reloaded page offers what waits)', async () => {
    controlledBy(new FakeWorker('activated'));
    const next = new FakeWorker('installed');
    registration.waiting = next;
    const update = await register();
    update.accept();
    next.become('redundant');
    expect(reloads).toBe(1);
  });
});
