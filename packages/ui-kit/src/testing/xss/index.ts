import payloads from './xss-payloads.json' with { type: 'json' };

/** One payload of the XSS corpus and the family of attack it belongs to. */
export type XssPayload = { category: string; payload: string };

/** The XSS corpus (see LICENSE beside it): every payload tries to set {@link XSS_FLAG} or to open a dialog. */
export const xssPayloads: readonly XssPayload[] = payloads;

/** The global the payloads set (`window.__xss = 1`, or `parent.__xss = 1` from inside a frame). */
export const XSS_FLAG = '__xss';

/**
 * Lists what in `root` could still run script: script-capable elements, `on*` handlers, `srcdoc`, and attribute
 * values that hold a `javascript:` or `vbscript:` URL once the whitespace and control characters browsers skip
 * are removed. Self-contained (no outer references), so Playwright can run it in a page through `evaluate`.
 */
export function scriptVectorsIn(root: ParentNode): string[] {
  const dangerousTags = new Set([
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'portal',
    'meta',
    'base',
    'link',
    'style',
    'form',
  ]);
  const textOnly = new Set(['title', 'alt', 'aria-label', 'aria-description']);
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName;
    if (dangerousTags.has(tag)) found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers skip ASCII whitespace and control characters inside URL schemes, so "java\tscript:" still runs.
      const squeezed = Array.from(attribute.value)
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
      else if (name === 'srcdoc') found.push(`<${tag} srcdoc>`);
      else if (!textOnly.has(name) && (squeezed.includes('javascript:') || squeezed.includes('vbscript:')))
        found.push(`<${tag} ${name}="${attribute.value}">`);
      else if (name === 'style' && squeezed.includes('expression(')) found.push(`<${tag} style="${attribute.value}">`);
    }
  }
  return found;
}
