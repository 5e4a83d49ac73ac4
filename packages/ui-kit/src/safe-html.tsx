import type { Config } from 'dompurify';
import { type ComponentPropsWithoutRef, useEffect, useMemo, useState } from 'react';
import './safe-html.css';

/** Turns untrusted HTML into HTML that cannot run script. */
export type Sanitize = (html: string) => string;

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

let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * Loads DOMPurify (its own chunk, fetched the first time server HTML shows) and returns the configured sanitiser.
 * Later calls share the same load; a failed load is forgotten so the next call tries again.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => {
      purify.addHook('afterSanitizeAttributes', (node) => {
        // A link that opens elsewhere must not get a handle on this window through window.opener.
        if (node instanceof HTMLAnchorElement && node.hasAttribute('target')) {
          node.setAttribute('rel', 'noopener noreferrer');
        }
      });
      purify.addHook('uponSanitizeAttribute', (_node, data) => {
        // Old engines ran script from CSS (expression(), behavior, -moz-binding, url(javascript:)); no server style
        // needs them, so a style that names one goes whole.
        if (data.attrName !== 'style') return;
        const squeezed = Array.from(data.attrValue)
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (/expression\(|javascript:|vbscript:|behavior:|-moz-binding/.test(squeezed)) data.keepAttr = false;
      });
      const sanitize: Sanitize = (html) => purify.sanitize(html, CONFIG);
      sanitizer = sanitize;
      return sanitize;
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
  /** HTML from the server; it reaches the page only after DOMPurify has cleaned it. */
  html: string;
}

/**
 * Shows server HTML, sanitised with DOMPurify: the only component that writes HTML into the page. DOMPurify loads
 * with the first SafeHtml, so routes without server HTML never pay for it; until it is ready the box stays empty
 * and `aria-busy`.
 */
export function SafeHtml({ html, className, ...rest }: SafeHtmlProps) {
  const [ready, setReady] = useState(sanitizer !== null);
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
  const clean = useMemo(() => (ready && sanitizer ? sanitizer(html) : null), [ready, html]);
  const classes = className ? `lb-safe-html ${className}` : 'lb-safe-html';
  if (clean === null) return <div {...rest} className={classes} aria-busy="true" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the one door for server HTML, and it passes DOMPurify first.
  return <div {...rest} className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
