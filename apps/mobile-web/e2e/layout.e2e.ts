import { devices } from '@playwright/test';
import { type Session, screens } from '../quality/routes.ts';
import { expect, type Page, test } from './fixtures.ts';
import { layoutProblems } from './layout-check.ts';
import { Lobby } from './lobby.page.ts';
import { testOnPages } from './one-page.ts';

// Every screen at the widths players' phones have: nothing runs past the right edge of the page, and no button
// or field cuts its text or breaks it onto a second line. Carousels and tab strips scroll sideways on purpose:
// what sits inside a horizontally scrolling box may lie beyond the edge, never cut inside its own box.

const WIDTHS = [320, 360, 390, 430] as const;

test.describe('layout at 320, 360, 390 and 430 px', () => {
  const cases = screens.map((screen) => {
    const session: Session = screen.requireAuth || screen.shell ? 'in' : 'out';
    return {
      title: `${screen.key} (${screen.path}), logged ${session}`,
      run: async (page: Page) => {
        const lobby = new Lobby(page);
        // Each case starts at the phone size the suites open with; the one before left its widest.
        await page.setViewportSize(devices['Pixel 7'].viewport);
        await lobby.visit(screen, session);
        const found: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 780 });
          await expect(lobby.landmark(screen.ready[session])).toBeVisible();
          // Two frames: the resize's layout and anything that measures itself after it.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          for (const problem of await page.evaluate(layoutProblems)) found.push(`${width} px: ${problem}`);
        }
        expect(found).toEqual([]);
      },
    };
  });
  // Six screens a page, one after another (e2e/one-page.ts): a page each cost 36 sign-ins.
  testOnPages(cases);
});
