// Every toast a page shows, recorded as it comes: a toast leaves after 2 s (ui-kit's TOAST_DURATION), and on a
// loaded machine the check that looks for it can come later than that (a no-network answer on home was gone before
// CI's check saw it). Each browser context of the suites records from its first document on (e2e/fixtures.ts); a
// check takes the first recorded toast with its text, or one showing now on a page that records nothing.
import type { BrowserContext, Page } from '@playwright/test';

/** The window's list of the toasts shown in this document, oldest first: each one's text, and whether a check took it. */
const SHOWN = '__lobbyToasts';

type Shown = { text: string; taken: boolean }[];

/** Has every document of `context` record the text of each toast it shows. */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript((shown) => {
    if (shown in window) return;
    const seen: Shown = [];
    Object.defineProperty(window, shown, { value: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          // A toast added on its own, or inside the first render of the whole app (a toast raised before it).
          const toasts = node.matches('.lb-toast') ? [node] : Array.from(node.querySelectorAll('.lb-toast'));
          for (const toast of toasts) seen.push({ text: toast.textContent ?? '', taken: false });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, SHOWN);
}

/**
 * Whether a toast with `text` in it has shown in the page's document: the first such record is taken, so a second
 * check of the same text needs a second toast; on a page that records nothing, one in the live region now.
 */
export function takeToast(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    ({ shown, text }) => {
      const seen = (window as unknown as Record<string, Shown | undefined>)[shown];
      const first = seen?.find((entry) => !entry.taken && entry.text.includes(text));
      if (first) {
        first.taken = true;
        return true;
      }
      const showing = Array.from(document.querySelectorAll('[role="status"] .lb-toast'));
      return showing.some((toast) => toast.textContent?.includes(text));
    },
    { shown: SHOWN, text },
  );
}

/** The text of every toast the page's document has shown so far, taken by a check or not. */
export function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(
    (shown) => ((window as unknown as Record<string, Shown | undefined>)[shown] ?? []).map((entry) => entry.text),
    SHOWN,
  );
}
