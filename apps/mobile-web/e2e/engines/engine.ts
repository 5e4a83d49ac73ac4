// The one small interface the engine journeys drive a browser through. Each engine implements only these
// primitives (WebKit over W3C WebDriver classic, Firefox over WebDriver BiDi); finding elements the way a player
// does (role and name, label, text) happens inside the page with `findElements` below, so every engine finds the
// same element and the journeys are written once (journeys.ts).

/** An accessible name, or a pattern for one (`{ re: '^选择' }`). */
export type Name = string | { re: string; flags?: string };

/** Roles the journeys look for. */
export type Role =
  | 'alert'
  | 'alertdialog'
  | 'button'
  | 'dialog'
  | 'form'
  | 'group'
  | 'heading'
  | 'img'
  | 'link'
  | 'list'
  | 'listitem'
  | 'navigation'
  | 'radio'
  | 'region'
  | 'status'
  | 'switch'
  | 'tab'
  | 'table'
  | 'textbox'
  | 'timer';

/** What a player looks for, as Playwright's locators say it: by role and name, by label, or by its text. */
export type Query = {
  role?: Role;
  name?: Name;
  /** A form field by its label's text (exact). */
  label?: string;
  /** The innermost element whose own text is this (or matches it). */
  text?: Name;
  /** Keeps the elements whose text contains this. */
  hasText?: string;
  /** Only inside the first element this finds. */
  within?: Query;
  /** Also elements that are not shown (by default only shown ones count, as with Playwright's roles). */
  hidden?: boolean;
  /** Which of the matches (0 unless said). */
  nth?: number;
};

/** A browser engine the journeys can drive. */
export interface Engine {
  readonly name: string;
  /** Loads a whole URL. */
  goto(url: string): Promise<void>;
  /** Runs `(source)(arg)` in the page (a function's source text, sync or async) and answers its JSON result. */
  run<T>(source: string, arg?: unknown): Promise<T>;
  /** A real click (the engine's own pointer input) on the element `(source)(arg)` answers. */
  click(source: string, arg: unknown): Promise<void>;
  /** Real key presses into the element `(source)(arg)` answers (it takes focus first). */
  type(source: string, arg: unknown, text: string): Promise<void>;
  /** The layout viewport's size in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every element a query finds, in document order. Runs inside the page: one self-contained function (its source
 * text is sent to the page), an approximation of the accessible role and name that covers the app's markup.
 */
export function findElements(query: Query): Element[] {
  const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
  const matches = (value: string, name: Name | undefined) =>
    name === undefined || (typeof name === 'string' ? value === name : new RegExp(name.re, name.flags).test(value));
  const shown = (element: Element): boolean => {
    if (element.closest('[hidden], [aria-hidden="true"]')) return false;
    const withCheck = element as Element & { checkVisibility?: (options?: object) => boolean };
    if (withCheck.checkVisibility) return withCheck.checkVisibility({ visibilityProperty: true });
    return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const contentName = (node: Node): string => {
    let text = '';
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
      else if (child instanceof Element) {
        if (child.getAttribute('aria-hidden') === 'true' || child.hasAttribute('hidden')) continue;
        const label = child.getAttribute('aria-label');
        if (label) text += ` ${label} `;
        else if (child instanceof HTMLImageElement) text += child.alt;
        else if (getComputedStyle(child).display.startsWith('inline')) text += contentName(child);
        else text += ` ${contentName(child)} `;
      }
    }
    return text;
  };
  const byIds = (ids: string) =>
    norm(
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return byIds(labelledBy);
    const label = element.getAttribute('aria-label');
    if (label) return norm(label);
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      const labels = Array.from(element.labels ?? []).map((item) => contentName(item));
      if (labels.length > 0) return norm(labels.join(' '));
      if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type))
        return element.value;
      return norm(element.getAttribute('title') ?? element.getAttribute('placeholder') ?? '');
    }
    if (element instanceof HTMLFieldSetElement) return norm(element.querySelector('legend')?.textContent ?? '');
    if (element instanceof HTMLImageElement) return norm(element.alt);
    if (element instanceof HTMLTableElement) return norm(element.querySelector('caption')?.textContent ?? '');
    return norm(contentName(element));
  };
  const roleOf = (element: Element): string => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(/\s+/)[0] ?? '';
    const tag = element.tagName.toLowerCase();
    if (tag === 'button') return 'button';
    if (tag === 'a') return element.hasAttribute('href') ? 'link' : '';
    if (tag === 'input') {
      const type = (element as HTMLInputElement).type;
      if (type === 'radio' || type === 'checkbox') return type;
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'hidden' || type === 'file') return '';
      return 'textbox';
    }
    if (tag === 'textarea') return 'textbox';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'section' || tag === 'aside') return nameOf(element) ? 'region' : '';
    if (tag === 'form') return nameOf(element) ? 'form' : '';
    if (tag === 'nav') return 'navigation';
    if (tag === 'ul' || tag === 'ol') return 'list';
    if (tag === 'li') return 'listitem';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'fieldset') return 'group';
    if (tag === 'table') return 'table';
    if (tag === 'img') return (element as HTMLImageElement).alt ? 'img' : '';
    if (tag === 'output') return 'status';
    return '';
  };
  let scope: ParentNode = document;
  if (query.within) {
    const outer = findElements(query.within)[0];
    if (!outer) return [];
    scope = outer;
  }
  let found = Array.from(scope.querySelectorAll('*'));
  if (query.role)
    found = found.filter((element) => roleOf(element) === query.role && matches(nameOf(element), query.name));
  if (query.label !== undefined) {
    found = found.filter(
      (element) =>
        (element instanceof HTMLInputElement ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement) &&
        nameOf(element) === query.label,
    );
  }
  if (query.text !== undefined) {
    const text = query.text;
    const own = found.filter((element) => matches(norm(element.textContent ?? ''), text));
    found = own.filter((element) => !own.some((other) => other !== element && element.contains(other)));
  }
  if (query.hasText !== undefined) {
    const part = query.hasText;
    found = found.filter((element) => norm(element.textContent ?? '').includes(part));
  }
  if (!query.hidden) found = found.filter(shown);
  return found;
}

/** The source of a page function answering the query's `nth` element, or null: what `Engine.click` and `type` take. */
export const FIND_ONE = `(query) => (${findElements.toString()})(query)[query.nth ?? 0] ?? null`;

/** The source of `findElements` itself, for the page. */
export const FIND_ALL = findElements.toString();
