import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import * as platformModule from './safe-html.tsx';
import { scriptVectorsIn, XSS_FLAG, xssPayloads } from './testing/xss/index.ts';

// Long enough for every asynchronous trigger in the corpus to fire: image and media errors, <details> toggles,
// SVG animation begins, autofocus, frames loading.
const SETTLE_MS = 1500;

const DIALOGS = ['alert', 'confirm', 'prompt', 'print'] as const;

type Record = { fired: Set<number>; dialogs: string[] };

/** Makes `target` note which payload set the flag or opened a dialog, instead of letting it happen unseen. */
function watch(target: Window, index: number, record: Record) {
  Object.defineProperty(target, XSS_FLAG, {
    configurable: true,
    get: () => undefined,
    set: () => record.fired.add(index),
  });
  for (const name of DIALOGS) {
    Object.defineProperty(target, name, {
      configurable: true,
      writable: true,
      value: () => {
        record.fired.add(index);
        record.dialogs.push(`${name} (payload ${index})`);
      },
    });
  }
}

const saved = Object.fromEntries(DIALOGS.map((name) => [name, window[name]]));
afterEach(() => {
  Reflect.deleteProperty(window, XSS_FLAG);
  for (const name of DIALOGS)
    Object.defineProperty(window, name, { configurable: true, writable: true, value: saved[name] });
  for (const frame of Array.from(document.querySelectorAll('iframe[data-control]'))) frame.remove();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

describe('the XSS corpus', () => {
  it('holds at least 100 distinct payloads', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
    expect(new Set(xssPayloads.map((entry) => entry.payload)).size).toBe(xssPayloads.length);
  });

  // The control: the same payloads written raw into throwaway same-origin frames do run, which proves the flag,
  // the dialog watch and the vector scan would notice if SafeHtml let one through.
  it('runs when written into a page without SafeHtml', async () => {
    const record: Record = { fired: new Set(), dialogs: [] };
    xssPayloads.forEach(({ payload }, index) => {
      const frame = document.createElement('iframe');
      frame.dataset.control = '';
      document.body.append(frame);
      const frameWindow = frame.contentWindow;
      if (!frameWindow) throw new Error('no frame window');
      watch(frameWindow, index, record);
      frameWindow.document.body.innerHTML = payload;
    });
    // Polled rather than timed: on a busy machine the frames take seconds to load and fire.
    await expect.poll(() => record.fired.size, { timeout: 20_000 }).toBeGreaterThanOrEqual(50);
    await expect.poll(() => record.dialogs.length, { timeout: 20_000 }).toBeGreaterThan(0);

    const scanned = xssPayloads.filter(({ payload }) => {
      const inert = document.createElement('template');
      inert.innerHTML = payload;
      return scriptVectorsIn(inert.content).length > 0;
    });
    expect(scanned.length).toBeGreaterThanOrEqual(150);
  });
});

type SafeHtmlModule = typeof platformModule;

/**
 * The module as an engine without the platform's sanitiser (no `Element.setHTML`) loads it: its own instance
 * (the query makes it a module of its own), which looks for the platform's sanitiser as it loads and so takes
 * DOMPurify.
 */
async function withoutPlatformSanitizer(): Promise<SafeHtmlModule> {
  const saved = Object.getOwnPropertyDescriptor(Element.prototype, 'setHTML');
  Reflect.deleteProperty(Element.prototype, 'setHTML');
  const instance = './safe-html.tsx?without-platform-sanitizer';
  try {
    return (await import(/* @vite-ignore */ instance)) as SafeHtmlModule;
  } finally {
    if (saved) Object.defineProperty(Element.prototype, 'setHTML', saved);
  }
}

/** Whether DOMPurify's code has been fetched by this page. */
const purifyFetched = () =>
  performance.getEntriesByType('resource').some((entry) => /dompurify|purify/i.test(entry.name));

describe('SafeHtml with the platform sanitiser (this Chromium has Element.setHTML)', () => {
  const { SafeHtml } = platformModule;

  it('writes at once, before any paint, and never fetches DOMPurify', async () => {
    expect('setHTML' in Element.prototype).toBe(true);
    const screen = await render(<SafeHtml html="<p>欢迎来到<strong>Lobby娱乐城</strong>！</p>" />);
    const box = screen.container.querySelector('.lb-safe-html');
    expect(box).not.toHaveAttribute('aria-busy');
    expect(box?.querySelector('strong')?.textContent).toBe('Lobby娱乐城');
    expect(purifyFetched()).toBe(false);
  });

  it('drops SVG, MathML, forms, styles, ids, names and data attributes', async () => {
    const screen = await render(
      <SafeHtml
        html={
          '<p id="top" name="n" data-x="1" class="note">文<svg><circle r="1"/></svg><math><mi>x</mi></math></p>' +
          '<form><input value="假"><button>提交</button></form><style>p{}</style><!-- 注释 -->'
        }
      />,
    );
    const box = screen.container.querySelector('.lb-safe-html');
    expect(box?.innerHTML).toBe('<p class="note">文</p>');
  });

  defineSafeHtmlChecks(async () => platformModule);
});

describe('SafeHtml with DOMPurify (engines without the platform sanitiser)', () => {
  it('stays empty and busy until DOMPurify has loaded, then shows the cleaned HTML', async () => {
    const { SafeHtml } = await withoutPlatformSanitizer();
    const screen = await render(<SafeHtml html="<p>欢迎来到<strong>Lobby娱乐城</strong>！</p>" />);
    const box = screen.container.querySelector('.lb-safe-html');
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(box?.textContent).toBe('');
    await expect.element(screen.getByText('Lobby娱乐城')).toBeVisible();
    const shown = screen.container.querySelector('.lb-safe-html');
    expect(shown).not.toHaveAttribute('aria-busy');
    expect(shown?.querySelector('strong')?.textContent).toBe('Lobby娱乐城');
    expect(purifyFetched()).toBe(true);
  });

  defineSafeHtmlChecks(withoutPlatformSanitizer);
});

/** What either sanitiser must do: keep rich text, run none of the corpus. */
function defineSafeHtmlChecks(load: () => Promise<SafeHtmlModule>) {
  it('keeps rich text, and links that open elsewhere cannot reach back through window.opener', async () => {
    const { SafeHtml } = await load();
    const screen = await render(
      <SafeHtml
        html={
          '<h3>公告</h3><p style="color: red">充值<em>优惠</em></p><ul><li>一</li></ul>' +
          '<img src="/banner.png" alt="活动"><a href="https://example.com/" target="_blank">详情</a>'
        }
      />,
    );
    await expect.element(screen.getByRole('heading', { name: '公告' })).toBeVisible();
    await expect.element(screen.getByRole('img', { name: '活动' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '详情' });
    await expect.element(link).toHaveAttribute('href', 'https://example.com/');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.container.querySelector('p')?.getAttribute('style')).toBe('color: red');
  });

  it('runs none of the corpus: the flag stays unset, no dialog opens, no script vector survives', async () => {
    const { SafeHtml } = await load();
    const record: Record = { fired: new Set(), dialogs: [] };
    watch(window, -1, record);
    const screen = await render(
      <div>
        {xssPayloads.map(({ payload }, index) => (
          <SafeHtml key={payload} data-payload={index} html={payload} />
        ))}
      </div>,
    );
    await expect.poll(() => screen.container.querySelectorAll('[aria-busy]').length).toBe(0);
    // Images that survived (without handlers) have settled, so any error or load handler would have run by now.
    await expect
      .poll(() => Array.from(screen.container.querySelectorAll('img')).every((image) => image.complete), {
        timeout: 20_000,
      })
      .toBe(true);
    await settle();

    expect(record.fired.size).toBe(0);
    expect(record.dialogs).toEqual([]);
    const survivors = xssPayloads.flatMap(({ payload }, index) => {
      const box = screen.container.querySelector(`[data-payload="${index}"]`);
      if (!box) return [`${payload}: not rendered`];
      return scriptVectorsIn(box).map((vector) => `${payload} -> ${vector}`);
    });
    expect(survivors).toEqual([]);
    // DOM clobbering: server HTML cannot name an element after a global.
    expect(document.getElementById(XSS_FLAG)).toBeNull();
    expect(document.getElementsByName(XSS_FLAG)).toHaveLength(0);
    expect(location.href).not.toMatch(/^(javascript|data):/);
  });
}
