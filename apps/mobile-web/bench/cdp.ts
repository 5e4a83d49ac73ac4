// The main-thread part's own line to Chromium: the DevTools protocol over a WebSocket, with no domain on but those
// it asks for. Playwright (and Puppeteer) turn on the `Runtime` domain of every page they drive; with it on, V8
// keeps detailed stack traces, and the start chunk's evaluation re-parses the whole chunk for its source positions
// (`V8.CollectSourcePositions` in a trace, 97-147 ms of a 131-203 ms `v8.evaluateModule` at 4x). No player's
// browser does that: the React-only page had a long task of 109-182 ms in each of 6 loads with `Runtime` on, and none
// over 50 ms in 6 loads without it (same machine, one run after the other). So what is measured here is driven from
// this file, and `Runtime` is used only for `Runtime.evaluate`, which does not turn the domain on.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Message = {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: unknown;
  sessionId?: string;
};

/** One page in a browser context of its own, and the protocol on it. */
export type CdpPage = {
  send: <T = Record<string, unknown>>(method: string, params?: Record<string, unknown>) => Promise<T>;
  /** Calls `listener` with the parameters of each of this page's `method` events; returns the unsubscribe. */
  on: (method: string, listener: (params: never) => void) => () => void;
  /** The value of `expression` in the page, a promise awaited (`Runtime.evaluate`; the domain stays off). */
  evaluate: <T>(expression: string) => Promise<T>;
  /** Goes to `url` and resolves at its load event (needs `Page.enable`). */
  navigate: (url: string) => Promise<void>;
  /**
   * Resolves once `expression` is true in the page, asked every 50 ms (60 s at most). Playwright's own waits
   * inject its script into the page first: a task of 40-55 ms at 4x that the page never runs for a player.
   */
  waitFor: (expression: string) => Promise<void>;
  close: () => Promise<void>;
};

export type CdpBrowser = { newPage: () => Promise<CdpPage>; close: () => Promise<void> };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `executable` with `args` and a fresh profile, and connects to it on a port it picks itself. */
export async function launchCdp(executable: string, args: readonly string[]): Promise<CdpBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'lobby-bench-cdp-'));
  const child: ChildProcess = spawn(
    executable,
    [...args, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`${executable} did not open its debugging port`);
    await pause(50);
  }
  const [port, path] = readFileSync(portFile, 'utf8').trim().split('\n');
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });

  let lastId = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Set<{ sessionId: string; method: string; listener: (params: never) => void }>();
  // A browser that went away answers nothing more: every call still waiting fails instead of hanging the bench.
  socket.addEventListener('close', () => {
    for (const call of waiting.values()) call.reject(new Error('the browser closed its debugging connection'));
    waiting.clear();
  });
  socket.addEventListener('message', ({ data }) => {
    const message = JSON.parse(String(data)) as Message;
    if (message.id !== undefined) {
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) call?.reject(new Error(JSON.stringify(message.error)));
      else call?.resolve(message.result);
      return;
    }
    for (const entry of listeners) {
      if (entry.sessionId === message.sessionId && entry.method === message.method)
        entry.listener(message.params as never);
    }
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, { resolve: resolve as (value: unknown) => void, reject });
      socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
    });

  return {
    async newPage() {
      const { browserContextId } = await send<{ browserContextId: string }>('Target.createBrowserContext');
      const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
      const on: CdpPage['on'] = (method, listener) => {
        const entry = { sessionId, method, listener };
        listeners.add(entry);
        return () => listeners.delete(entry);
      };
      const evaluate = async <T>(expression: string): Promise<T> => {
        const { result, exceptionDetails } = await send<{ result: { value: T }; exceptionDetails?: unknown }>(
          'Runtime.evaluate',
          { expression, awaitPromise: true, returnByValue: true },
          sessionId,
        );
        if (exceptionDetails) throw new Error(`the page threw: ${JSON.stringify(exceptionDetails)}`);
        return result.value;
      };
      return {
        send: (method, params) => send(method, params, sessionId),
        on,
        evaluate,
        async navigate(url) {
          const loaded = new Promise<void>((resolve) => {
            const off = on('Page.loadEventFired', () => {
              off();
              resolve();
            });
          });
          await send('Page.navigate', { url }, sessionId);
          await loaded;
        },
        async waitFor(expression) {
          const deadline = Date.now() + 60_000;
          while (!(await evaluate<boolean>(expression))) {
            if (Date.now() > deadline) throw new Error(`the page never met ${expression}`);
            await pause(50);
          }
        },
        async close() {
          await send('Target.closeTarget', { targetId });
          await send('Target.disposeBrowserContext', { browserContextId });
        },
      };
    },
    async close() {
      socket.close();
      child.kill();
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
