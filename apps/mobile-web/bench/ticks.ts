// The renders-per-balance-tick part: in the bench build, which React components each balance poll tick renders.
import { chromium } from '@playwright/test';
import type { BenchProbe, CommitRecord } from '../src/ground/bench/render-probe.ts';
import { CHROME, CHROME_ARGS, DEMO, log, PHONE, tokenOf } from './setup.ts';

/** What one balance poll tick re-rendered. */
export type TickFigures = { changed: boolean; commits: number; rendered: string[]; outsideBalance: string[] };

/**
 * Opens home in the bench build as the demo player and watches balance poll ticks: the fake's balance answer is
 * raised on each tick but the last, which repeats the previous value (a tick that must render nothing).
 */
export async function countRenders(origin: string, ticks: number): Promise<TickFigures[]> {
  const token = await tokenOf(origin, DEMO);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  try {
    const page = await browser.newPage({ viewport: PHONE, locale: 'zh-CN' });
    const balances: number[] = [8888];
    for (let tick = 1; tick <= ticks; tick += 1) balances.push(8888 + tick);
    balances.push(8888 + ticks);
    let answered = 0;
    await page.route('**/api/balance', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const balance = balances[Math.min(answered, balances.length - 1)] ?? 8888;
      answered += 1;
      await route.fulfill({ response, json: { ...body, data: { ...body.data, balance: balance.toFixed(2) } } });
    });
    await page.goto(new URL('favicon.svg', origin).href);
    // The welcome popup stays closed (the app's own remembered dismissal): its opening is no tick's doing.
    await page.evaluate((value) => {
      sessionStorage.setItem('token', value);
      localStorage.setItem('welcomeClosed', '1');
    }, token);
    const firstTick = page.waitForResponse((response) => response.url().endsWith('/api/balance'));
    await page.goto(`${origin}#/`);
    await firstTick;
    await page.getByText('¥8,888.00').first().waitFor();
    // What the page does on its own is not the tick's either: the carousel's autoplay is paused (its own button),
    // and the game area and the first lists have landed before counting starts.
    await page.getByRole('button', { name: '暂停' }).click();
    await page.getByRole('list', { name: '热门游戏' }).getByRole('button').first().waitFor();
    await page.waitForLoadState('networkidle');

    const figures: TickFigures[] = [];
    for (let tick = 1; tick <= ticks + 1; tick += 1) {
      await page.evaluate(() => {
        const probe = (window as unknown as { __lobbyBench?: BenchProbe }).__lobbyBench;
        if (probe) probe.commits.length = 0;
      });
      await page.waitForResponse((response) => response.url().endsWith('/api/balance'), { timeout: 15_000 });
      // Let React commit what the tick changed.
      await page.waitForTimeout(500);
      const commits = await page.evaluate(
        () => (window as unknown as { __lobbyBench?: BenchProbe }).__lobbyBench?.commits ?? null,
      );
      if (commits === null) throw new Error('the page is not a bench build (no window.__lobbyBench)');
      const all = commits as CommitRecord[];
      figures.push({
        changed: tick <= ticks,
        commits: all.length,
        rendered: all.flatMap((commit) => commit.rendered),
        outsideBalance: all.flatMap((commit) => commit.outsideBalance),
      });
      log(`tick ${tick}: ${all.length} commit(s), rendered ${all.flatMap((c) => c.rendered).join(', ') || 'nothing'}`);
    }
    return figures;
  } finally {
    await browser.close();
  }
}
