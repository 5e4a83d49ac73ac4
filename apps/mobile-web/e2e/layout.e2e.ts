import { expect, type Page, test } from '@playwright/test';
import { type Session, screens } from '../quality/routes.ts';
import { Lobby } from './lobby.page.ts';

// Every screen at the widths players' phones have: nothing runs past the right edge of the page, and no button
// or field cuts its text or breaks it onto a second line. Carousels and tab strips scroll sideways on purpose:
// what sits inside a horizontally scrolling box may lie beyond the edge, never cut inside its own box.

const WIDTHS = [320, 360, 390, 430] as const;

/** What is wrong with the layout now, in words a failure message can show. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const root = document.documentElement;
    if (root.scrollWidth > width + 1) problems.push(`the page is ${root.scrollWidth} px wide in ${width} px`);
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 24)}"`;
    const scrollsSideways = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return true;
      }
      return false;
    };
    const controls = document.querySelectorAll('button, a.lb-button, input, select, textarea');
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      // Visually hidden controls (a file input behind its label) are 1 px on purpose.
      if (box.width <= 1 || box.height <= 1 || element.closest('[hidden]')) continue;
      if (!scrollsSideways(element) && (box.right > width + 1 || box.left < -1)) {
        problems.push(`${name(element)} runs past the edge (${Math.round(box.left)}..${Math.round(box.right)})`);
      }
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') {
        problems.push(`${name(element)} cuts its content (${element.scrollWidth} in ${element.clientWidth})`);
      }
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) continue;
      // A label that breaks onto a second line: one text node whose line boxes do not share a line. (A picture
      // above a name, or a name above a hint, is a layout, not a break.)
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if ((text.textContent ?? '').trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const tops = new Set<number>();
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        if (tops.size > 1)
          problems.push(`${name(element)} breaks "${text.textContent?.trim()}" onto ${tops.size} lines`);
      }
    }
    return problems;
  });
}

test.describe('layout at 320, 360, 390 and 430 px', () => {
  for (const screen of screens) {
    const session: Session = screen.requireAuth || screen.shell ? 'in' : 'out';
    test(`${screen.key} (${screen.path}), logged ${session}`, async ({ page }) => {
      const lobby = new Lobby(page);
      await lobby.visit(screen, session);
      const found: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 780 });
        await expect(lobby.landmark(screen.ready[session])).toBeVisible();
        // Two frames: the resize's layout and anything that measures itself after it.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        for (const problem of await layoutProblems(page)) found.push(`${width} px: ${problem}`);
      }
      expect(found).toEqual([]);
    });
  }
});
