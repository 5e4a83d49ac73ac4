import type { Config } from 'dompurify';
import { type ComponentPropsWithoutRef, useEffect, useLayoutEffect, useRef, useState } from 'react';
import './safe-html.css';

/** Writes untrusted HTML into an element so that none of it can run script. */
export type WriteSafeHtml = (into: HTMLElement, html: string) => void;

// Server HTML is rich text (notices, articles, the welcome text): HTML only, so no SVG or MathML and their
// mutation tricks; no forms or controls, which could pose as the app's own; no <style>, which would restyle the app.
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'option'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  // Prefixes ids and names, so server HTML cannot shadow globals such as window.someFlag (DOM clobbering).
  SANITIZE_NAMED_PROPS: true,
};

// The same rich text for the platform's sanitiser (`Element.setHTML`, whose safe mode removes whatever can run
// script whatever the list says): DOMPurify's HTML elements and attributes less the forms and controls, the
// document and component parts and <style>; no ids or names (DOMPurify prefixes them instead); no data
// attributes, no comments. Only what is listed stays: SVG and MathML go.
const PLATFORM_ELEMENTS = [
  ...['a', 'abbr', 'acronym', 'address', 'article', 'aside', 'audio', 'b', 'bdi', 'bdo', 'big', 'blockquote'],
  ...['br', 'caption', 'center', 'cite', 'code', 'col', 'colgroup', 'data', 'dd', 'del', 'details', 'dfn', 'dir'],
  ...['div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['header', 'hgroup', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'main', 'mark', 'menu', 'nav', 'nobr', 'ol', 'p'],
  ...['picture', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small', 'source', 'span', 'strike'],
  ...['strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'track'],
  ...['tt', 'u', 'ul', 'var', 'video', 'wbr'],
];
const PLATFORM_ATTRIBUTES = [
  ...['align', 'alt', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'cite', 'class', 'clear', 'color'],
  ...['colspan', 'controls', 'datetime', 'dir', 'face', 'headers', 'height', 'href', 'hreflang', 'lang', 'loop'],
  ...['muted', 'noshade', 'nowrap', 'open', 'playsinline', 'poster', 'preload', 'reversed', 'rowspan', 'scope'],
  ...['size', 'sizes', 'span', 'src', 'srcset', 'start', 'style', 'summary', 'target', 'title', 'type', 'valign'],
  'width',
];

/** A value as an engine reads it: without the whitespace and control characters it skips, in lower case. */
const squeezed = (value: string): string =>
  Array.from(value)
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();

/** Old engines ran script from CSS (expression(), behavior, -moz-binding, url(javascript:)). */
const CSS_SCRIPT = /expression\(|javascript:|vbscript:|behavior:|-moz-binding/;
/** Addresses that are script, not places; no engine the app meets runs them from these attributes, none stays. */
const SCRIPT_URL = /^(?:javascript|vbscript):/;
const URL_ATTRIBUTES = ['href', 'src', 'poster', 'cite'];

/**
 * What both ways do after cleaning: a style that names one of the old script hooks goes whole (no server style
 * needs them), as does a script address in a link or source, and a link that opens elsewhere gets no handle on
 * this window through window.opener.
 */
function finish(element: Node): void {
  if (!(element instanceof Element)) return;
  if (CSS_SCRIPT.test(squeezed(element.getAttribute('style') ?? ''))) element.removeAttribute('style');
  for (const name of URL_ATTRIBUTES) {
    if (SCRIPT_URL.test(squeezed(element.getAttribute(name) ?? ''))) element.removeAttribute(name);
  }
  if (element instanceof HTMLAnchorElement && element.hasAttribute('target')) {
    element.setAttribute('rel', 'noopener noreferrer');
  }
}

/** The platform's sanitiser, as far as TypeScript's DOM types do not know it yet. */
type PlatformSanitizer = new (config: object) => object;
type SetHtml = (html: string, options: { sanitizer: object }) => void;

/**
 * The platform's sanitiser where the engine has one (`Sanitizer` and `Element.setHTML`): no code to fetch. Null
 * where it has none, or refuses the configuration.
 */
function platformWriter(): WriteSafeHtml | null {
  const Sanitizer = (globalThis as { Sanitizer?: PlatformSanitizer }).Sanitizer;
  if (typeof Sanitizer !== 'function' || typeof Element === 'undefined' || !('setHTML' in Element.prototype)) {
    return null;
  }
  let sanitizer: object;
  try {
    sanitizer = new Sanitizer({
      elements: PLATFORM_ELEMENTS,
      attributes: PLATFORM_ATTRIBUTES,
      dataAttributes: false,
      comments: false,
    });
  } catch {
    return null;
  }
  return (into, html) => {
    (into as unknown as { setHTML: SetHtml }).setHTML(html, { sanitizer });
    for (const element of Array.from(into.querySelectorAll('*'))) finish(element);
  };
}

let writer: WriteSafeHtml | null = platformWriter();
let loading: Promise<WriteSafeHtml> | null = null;

/**
 * The sanitiser: the platform's at once where the engine has one; elsewhere DOMPurify (its own chunk, fetched the
 * first time server HTML shows). Later calls share the same load; a failed load is forgotten so the next call
 * tries again.
 */
export function loadSanitizer(): Promise<WriteSafeHtml> {
  if (writer) return Promise.resolve(writer);
  loading ??= import('dompurify').then(
    ({ default: purify }) => {
      purify.addHook('afterSanitizeAttributes', finish);
      const write: WriteSafeHtml = (into, html) => {
        into.innerHTML = purify.sanitize(html, CONFIG);
      };
      writer = write;
      return write;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Props of {@link SafeHtml}: a `<div>`'s props, with the HTML to show instead of children. */
export interface SafeHtmlProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server; it reaches the page only through the sanitiser. */
  html: string;
}

/**
 * Shows server HTML, sanitised: the only component that writes HTML into the page. It writes it through the
 * platform's sanitiser where the engine has one, and otherwise through DOMPurify, which loads with the first
 * SafeHtml (routes without server HTML never pay for it); until it is ready the box stays empty and `aria-busy`.
 */
export function SafeHtml({ html, className, ...rest }: SafeHtmlProps) {
  const [ready, setReady] = useState(writer !== null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSanitizer().then(
      () => {
        if (live) setReady(true);
      },
      // The chunk failed to load (offline): the box stays empty rather than showing unchecked HTML.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [ready]);
  // Before the paint: the box never shows empty once the sanitiser is there.
  useLayoutEffect(() => {
    if (ready && writer && box.current) writer(box.current, html);
  }, [ready, html]);
  const classes = className ? `lb-safe-html ${className}` : 'lb-safe-html';
  return <div {...rest} ref={box} className={classes} aria-busy={ready ? undefined : 'true'} />;
}
