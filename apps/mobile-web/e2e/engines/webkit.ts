// WebKit: Debian's webkit2gtk-driver (WebKitWebDriver) driving WebKitGTK's MiniBrowser on a private Xvfb display,
// over W3C WebDriver classic through a thin client of plain fetch calls (no client library to install).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Engine } from './engine.ts';
import { freePort, requirePackages } from './processes.ts';

/** The element reference key of the W3C protocol. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** Where Debian's libwebkit2gtk installs the MiniBrowser (its multiarch folder). */
function miniBrowser(): string | undefined {
  const lib = '/usr/lib';
  for (const arch of existsSync(lib) ? readdirSync(lib) : []) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
      const path = join(lib, arch, api, 'MiniBrowser');
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

/**
 * MiniBrowser's window keeps its toolbar, whose widgets make the window at least 447 px wide; this user style
 * sheet for GTK (read from XDG_CONFIG_HOME) shrinks the browser's own widgets to nothing so the window, and the
 * page's viewport inside it, can be as narrow as a phone. It styles GTK's widgets only, never the web page.
 */
const GTK_CSS =
  '* { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border: 0; -gtk-icon-transform: scale(0.01); }\n';

/** Starts Xvfb on a display it picks itself (`-displayfd`), answering the display and the process. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const fd = xvfb.stdio[3] as NodeJS.ReadableStream;
    fd.on('data', (chunk) => {
      text += String(chunk);
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    setTimeout(() => reject(new Error('Xvfb did not start within 10 s')), 10_000);
  });
  return { display, process: xvfb };
}

type Answer = { value: unknown };

export async function launchWebKit(): Promise<Engine> {
  requirePackages('WebKit', [
    ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
    ['/usr/bin/Xvfb', 'xvfb'],
  ]);
  const binary = miniBrowser();
  if (!binary) throw new Error('WebKit cannot start: no MiniBrowser. Install it: apt-get install -y webkit2gtk-driver');
  const xvfb = await startXvfb();
  const config = mkdtempSync(join(tmpdir(), 'lobby-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config, GDK_BACKEND: 'x11' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    driver.kill();
    xvfb.process.kill();
    rmSync(config, { recursive: true, force: true });
  };

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as Answer;
    if (!response.ok) {
      const error = answer.value as { error?: string; message?: string };
      throw new Error(`WebDriver ${method} ${path}: ${error.error}: ${error.message}`);
    }
    return answer.value;
  }

  // The driver answers once it listens.
  let session = '';
  for (let tries = 0; ; tries += 1) {
    try {
      const value = (await call('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary, args: ['--automation'] },
          },
        },
      })) as { sessionId: string };
      session = value.sessionId;
      break;
    } catch (error) {
      if (tries > 50) {
        stop();
        throw new Error(`WebKit did not start: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const at = (path: string) => `/session/${session}${path}`;
  await call('POST', at('/timeouts'), { script: 30_000, pageLoad: 30_000, implicit: 0 });

  async function element(source: string, arg: unknown): Promise<string> {
    const value = (await call('POST', at('/execute/sync'), {
      script: `return (${source})(arguments[0]);`,
      args: [arg],
    })) as Record<string, string> | null;
    const id = value?.[ELEMENT];
    if (!id) throw new Error(`no element for ${JSON.stringify(arg)}`);
    return id;
  }

  const engine: Engine = {
    name: 'webkit',
    async goto(url) {
      await call('POST', at('/url'), { url });
    },
    async run<T>(source: string, arg?: unknown) {
      const answer = (await call('POST', at('/execute/async'), {
        script: `const done = arguments[arguments.length - 1];
          Promise.resolve().then(() => (${source})(arguments[0])).then(
            (value) => done({ value: value === undefined ? null : value }),
            (error) => done({ error: String(error && error.stack || error) }));`,
        args: [arg ?? null],
      })) as { value?: T; error?: string };
      if (answer.error) throw new Error(answer.error);
      return answer.value as T;
    },
    async click(source, arg) {
      await call('POST', at(`/element/${await element(source, arg)}/click`), {});
    },
    async type(source, arg, text) {
      const id = await element(source, arg);
      await call('POST', at(`/element/${id}/value`), { text });
    },
    async setViewport(width, height) {
      // The window's frame (and what is left of the toolbar) takes some pixels: measure, then ask again.
      let inner: [number, number] = [0, 0];
      for (let tries = 0; tries < 5; tries += 1) {
        const rect = (await call('GET', at('/window/rect'))) as { width: number; height: number };
        inner = await engine.run<[number, number]>('() => [innerWidth, innerHeight]');
        if (inner[0] === width && inner[1] === height) return;
        await call('POST', at('/window/rect'), {
          width: rect.width + width - inner[0],
          height: rect.height + height - inner[1],
        });
        await engine.run('() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
      }
      if (inner[0] !== width) throw new Error(`WebKit's viewport is ${inner[0]} px wide, not ${width}`);
    },
    async screenshot(path) {
      const data = (await call('GET', at('/screenshot'))) as string;
      writeFileSync(path, Buffer.from(data, 'base64'));
    },
    async close() {
      await call('DELETE', at('')).catch(() => {});
      stop();
    },
  };
  return engine;
}
