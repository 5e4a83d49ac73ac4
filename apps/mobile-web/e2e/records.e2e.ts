import { DATE_BUTTON_OPTIONS, DEFAULT_RECORD_FILTER, dateRequest } from '@lobby/domain/records';
import { expect, type Locator, type Page, test } from './fixtures.ts';
import { Lobby } from './lobby.page.ts';

// The record screens: the bet record scrolled to its end through the windowed list (every bet the server sent,
// once, in its order, then 没有更多), what each date label sends the real backend and shows (its own window), and
// every transaction tab.

type WireBet = { bet_id: string };
type WirePage<Row> = { data: Row[]; total: number; current_page: number; last_page: number };

/**
 * Every page of `path` the server answers, in arrival order. A body is read after its response event, which the
 * test may hear after the page has already shown the rows: `settled()` waits for the bodies of every response
 * heard so far, and callers poll for the count they expect instead of reading a list that may still be filling.
 */
function recordPages<Row>(page: Page, path: string): { settled(): Promise<WirePage<Row>[]> } {
  const bodies: Promise<WirePage<Row>>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith(path)) return;
    bodies.push(response.json().then((body: { data: WirePage<Row> }) => body.data));
  });
  return { settled: () => Promise.all(bodies) };
}

/** The next answer to `path`, read whole: set up before the action that asks for it. */
function nextPage<Row>(page: Page, path: string): Promise<WirePage<Row>> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname.endsWith(path))
    .then((response) => response.json())
    .then((body: { data: WirePage<Row> }) => body.data);
}

/** The bet ids the list shows right now, top to bottom. */
async function shownIds(list: Locator): Promise<string[]> {
  const texts = await list.getByText(/^注单号 /).allTextContents();
  return texts.map((text) => text.replace('注单号 ', '').trim());
}

/**
 * Scrolls the page to the list's end and returns the ids it showed, in order: each step's rows are a window
 * onto the list, so each is joined to what came before where they overlap. A row shown twice or a gap between
 * two windows shows up in the result.
 */
async function scrollToEnd(page: Page, list: Locator): Promise<string[]> {
  const ids: string[] = [];
  for (let step = 0; step < 400; step += 1) {
    const shown = await shownIds(list);
    const at = shown.length > 0 ? ids.lastIndexOf(shown[0] ?? '') : -1;
    const overlap = at === -1 ? 0 : ids.length - at;
    ids.push(...shown.slice(overlap));
    const atBottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (atBottom && (await list.getByText('没有更多').isVisible())) return ids;
    // A step shorter than the rows kept beyond the viewport, so consecutive windows overlap.
    await page.evaluate(() => window.scrollBy(0, 800));
    await page.waitForTimeout(50);
  }
  throw new Error('the list never said 没有更多');
}

test('demo01 scrolls the bet record to its end: every bet once, in order, through a window of rows', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  await lobby.open('/betRecord');
  await expect(page.getByRole('heading', { name: '投注记录', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: '投注记录' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('group', { name: '日期' }).getByRole('button', { name: '本月' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await lobby.expectAccessible();
  // 近30日 is the backend's own window (code 4): every row the server sends is shown, whatever the day of the month.
  const recorded = recordPages<WireBet>(page, '/api/betrecord');
  const first = nextPage<WireBet>(page, '/api/betrecord');
  await page.getByRole('button', { name: /^更多日期/ }).click();
  await page.getByRole('dialog', { name: '更多日期' }).getByRole('button', { name: '近30日' }).click();
  await first;
  await expect(list.getByRole('listitem').first()).toBeVisible();

  test.setTimeout(120_000);
  const ids = await scrollToEnd(page, list);
  // Every page the list asked for, once the last body has been read.
  await expect.poll(async () => (await recorded.settled()).length).toBe((await recorded.settled())[0]?.last_page ?? -1);
  const pages = await recorded.settled();
  const sent = pages.flatMap((answer) => answer.data.map((bet) => bet.bet_id));
  const total = pages[0]?.total ?? 0;
  // demo01 has hundreds of bets in thirty days: enough for the list to window.
  expect(total).toBeGreaterThan(200);
  expect(pages.map((answer) => answer.current_page)).toEqual(
    Array.from({ length: pages[0]?.last_page ?? 0 }, (_, n) => n + 1),
  );
  expect(sent).toHaveLength(total);
  expect(new Set(sent).size).toBe(total);
  expect(ids).toEqual(sent);
  // Past 200 rows only those near the viewport are in the document.
  expect(await list.getByRole('listitem').count()).toBeLessThan(60);
  await expect(list.getByText('没有更多')).toBeVisible();
  await lobby.expectAccessible();
  expect(lobby.errors).toEqual([]);
});

test("every date label sends the bets' code that means it and lights only its own control", async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  const requests = lobby.countRequests('/api/betrecord');
  await lobby.open('/betRecord');
  const list = page.getByRole('region', { name: '投注记录' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // 本月: the smallest of the backend's windows that holds this month (which one depends on the day).
  const month = dateRequest(DEFAULT_RECORD_FILTER.date, 'bets', Date.now()).code;
  expect(requests.requests[0]?.postDataJSON()).toMatchObject({ date: month, page: 1, api_type: '' });
  const row = page.getByRole('group', { name: '日期' });

  const sentDate = async (choose: () => Promise<void>) => {
    const request = page.waitForRequest((sent) => new URL(sent.url()).pathname.endsWith('/api/betrecord'));
    await choose();
    return (await request).postDataJSON() as { date: number; page: number; api_type: string };
  };

  // The backend's betRecord reads 1 today, 5 yesterday, 2 seven days back and today; 本月 as above.
  for (const [label, code] of [
    ['今日', 1],
    ['昨日', 5],
    ['近7日', 2],
    ['本月', month],
  ] as const) {
    // 本月 is pressed at first: start from 今日 so every button sends.
    expect(await sentDate(() => row.getByRole('button', { name: label }).click())).toMatchObject({
      date: code,
      page: 1,
    });
    await expect(row.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await expect(row.getByRole('button', { pressed: true })).toHaveCount(1);
  }

  for (const [label, code] of [
    ['今日', 1],
    ['近7日', 2],
    ['近15日', 3],
    ['近30日', 4],
  ] as const) {
    const body = await sentDate(async () => {
      await page.getByRole('button', { name: /^更多日期/ }).click();
      await page.getByRole('dialog', { name: '更多日期' }).getByRole('button', { name: label }).click();
    });
    expect(body).toMatchObject({ date: code, page: 1 });
    await expect(page.getByRole('button', { name: `更多日期 ${label}` })).toBeVisible();
    await expect(row.getByRole('button', { pressed: true })).toHaveCount(0);
  }

  // The platform filter: a venue narrows the list to its bets, 全部平台 brings every venue back.
  const body = await sentDate(async () => {
    await page.getByRole('button', { name: /^游戏平台/ }).click();
    const sheet = page.getByRole('dialog', { name: '游戏平台' });
    await expect(sheet.getByRole('button', { name: '全部平台', pressed: true })).toBeVisible();
    await sheet.getByRole('button').filter({ hasText: 'pg' }).first().click();
  });
  expect(body).toMatchObject({ date: 4, page: 1, api_type: 'pg' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(DATE_BUTTON_OPTIONS.map((option) => option.label)).toEqual(['今日', '昨日', '近7日', '本月']);
  await lobby.expectAccessible();
  expect(lobby.errors).toEqual([]);
});

test('a bet list with nothing in it shows its placeholder; a failed one says why and 重试 loads it', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signInNewPlayer();
  await lobby.open('/betRecord');
  await expect(page.getByText('暂无投注记录')).toBeVisible();
  await lobby.fault('/api/betrecord', 'offline');
  await page.getByRole('group', { name: '日期' }).getByRole('button', { name: '今日' }).click();
  await expect(page.getByRole('alert')).toContainText('网络异常');
  await page.unrouteAll();
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByText('暂无投注记录')).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

type WireTransaction = { out_trade_no?: string; state: number };

test('every transaction tab loads its kind with its labels; deposits and withdrawals show order numbers', async ({
  page,
}) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  const requests = lobby.countRequests('/api/gettransrecord');
  let answered = nextPage<WireTransaction>(page, '/api/gettransrecord');
  await lobby.open('/transRecord');
  await expect(page.getByRole('heading', { name: '交易记录', level: 1 })).toBeVisible();
  const tabs = [
    { label: '存款', type: 1, ordered: true, states: ['未定义', '待审核', '审核通过', '审核拒绝'] },
    { label: '取款', type: 2, ordered: true, states: ['未定义', '待审核', '审核通过', '审核拒绝'] },
    { label: '转入', type: 3, ordered: false, states: ['失败', '成功', '待结算', '未定义'] },
    { label: '转出', type: 4, ordered: false, states: ['失败', '成功', '待结算', '未定义'] },
  ];
  for (const tab of tabs) {
    if (tab.type !== 1) {
      answered = nextPage<WireTransaction>(page, '/api/gettransrecord');
      await page.getByRole('tab', { name: tab.label }).click();
    }
    const answer = await answered;
    await expect(page).toHaveURL(new RegExp(`#/transRecord${tab.type === 1 ? '' : `\\?type=${tab.type}`}$`));
    await expect(page.getByRole('tab', { name: tab.label, selected: true })).toBeVisible();
    const list = page.getByRole('region', { name: `${tab.label}记录` });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect(requests.requests.at(-1)?.postDataJSON()).toMatchObject({
      type: tab.type,
      date: dateRequest(DEFAULT_RECORD_FILTER.date, 'transactions', Date.now()).code,
      page: 1,
    });
    const first = list.getByRole('listitem').first();
    const statuses = await list.locator('.records__status').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(tab.states).toContain(status);
    if (tab.ordered) {
      await expect(first).toContainText(`订单号 ${answer.data[0]?.out_trade_no}`);
    } else {
      await expect(list.getByText(/^订单号/)).toHaveCount(0);
    }
    await lobby.expectAccessible();
  }

  // A tab keeps the date chosen: the popup's 近7日 on the transfers out, then the deposits again.
  await page.getByRole('button', { name: /^更多日期/ }).click();
  await page.getByRole('dialog', { name: '更多日期' }).getByRole('button', { name: '近7日' }).click();
  await expect.poll(() => requests.requests.at(-1)?.postDataJSON()).toMatchObject({ type: 4, date: 2 });
  await page.getByRole('tab', { name: '存款' }).click();
  await expect.poll(() => requests.requests.at(-1)?.postDataJSON()).toMatchObject({ type: 1, date: 2, page: 1 });
  await expect(page.getByRole('button', { name: '更多日期 近7日' })).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

test('the type query opens its tab; a visitor logs in first', async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.open('/transRecord?type=2');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await lobby.signIn();
  await lobby.open('/transRecord?type=2');
  await expect(page.getByRole('tab', { name: '取款', selected: true })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: '取款记录' })
      .getByText(/^订单号/)
      .first(),
  ).toBeVisible();
  expect(lobby.errors).toEqual([]);
});

/** The Beijing calendar date (YYYY-MM-DD) `days` before now. */
function beijingDate(days = 0): string {
  return new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * What each label means, in plain calendar terms (Beijing dates): the rows a player must see under it. 近N日 is the
 * backend's own reading of its codes (the popup's labels are its names for them): N days back, and today.
 */
const LABEL_DAYS: ReadonlyArray<[label: string, popup: boolean, holds: (day: string) => boolean]> = [
  ['今日', false, (day) => day === beijingDate()],
  ['昨日', false, (day) => day === beijingDate(1)],
  ['近7日', false, (day) => day >= beijingDate(7) && day <= beijingDate()],
  ['本月', false, (day) => day.slice(0, 7) === beijingDate().slice(0, 7) && day <= beijingDate()],
  ['近15日', true, (day) => day >= beijingDate(15) && day <= beijingDate()],
  ['近30日', true, (day) => day >= beijingDate(30) && day <= beijingDate()],
];

/** Every row of the signed-in player's records of `type`, all dates, from the fake itself (newest written first). */
async function everyTransaction(lobby: Lobby, type: number): Promise<string[]> {
  const times: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await lobby.api<WirePage<{ created_at: string }>>('/api/gettransrecord', {
      type,
      page,
      pagesize: 100,
    });
    times.push(...answer.data.data.map((row) => row.created_at));
    if (page >= answer.data.last_page) return times;
  }
}

/** The times the list shows once it has loaded to its end (没有更多, or its empty placeholder). */
async function shownTimes(page: Page, list: Locator, empty: string): Promise<string[]> {
  for (let step = 0; step < 100; step += 1) {
    if (await page.getByText(empty).isVisible()) return [];
    if (await list.getByText('没有更多').isVisible()) return list.locator('time').allTextContents();
    await page.evaluate(() => window.scrollBy(0, 800));
    await page.waitForTimeout(50);
  }
  throw new Error('the list never ended');
}

test("each date label shows its own window on the real backend: the transfers in of a player's own history", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lobby = new Lobby(page);
  await lobby.signInOwnPlayer('history');
  const all = await everyTransaction(lobby, 3);
  expect(all.length).toBeGreaterThan(60);
  const sent = lobby.countRequests('/api/gettransrecord');
  await lobby.open('/transRecord?type=3');
  const list = page.getByRole('region', { name: '转入记录' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  for (const [label, popup, holds] of LABEL_DAYS) {
    const before = sent.count;
    if (popup) {
      await page.getByRole('button', { name: /^更多日期/ }).click();
      await page.getByRole('dialog', { name: '更多日期' }).getByRole('button', { name: label }).click();
    } else {
      // 本月 is pressed at first: 今日 comes before it, so every button sends.
      await page.getByRole('group', { name: '日期' }).getByRole('button', { name: label }).click();
    }
    await expect.poll(() => sent.count, { message: label }).toBeGreaterThan(before);
    const expected = all.filter((time) => holds(time.slice(0, 10)));
    await expect
      .poll(async () => (await shownTimes(page, list, '暂无转入记录')).toSorted(), { message: label, timeout: 20_000 })
      .toEqual(expected.toSorted());
  }
  // 昨日 has no code of its own in transRecord: it asked the eight days of code 2 and kept yesterday's rows.
  const codes = sent.requests.map((request) => (request.postDataJSON() as { date: number }).date);
  expect(codes).toContain(2);
  expect(codes).not.toContain(5);
  await lobby.expectAccessible();
  expect(lobby.errors).toEqual([]);
});

test("昨日 on the bet record asks betRecord's own yesterday (5) and shows yesterday's bets only", async ({ page }) => {
  const lobby = new Lobby(page);
  await lobby.signIn();
  const everyBet: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await lobby.api<WirePage<{ bet_time: string }>>('/api/betrecord', { page, pagesize: 100 });
    everyBet.push(...answer.data.data.map((row) => row.bet_time));
    if (page >= answer.data.last_page) break;
  }
  await lobby.open('/betRecord');
  const list = page.getByRole('region', { name: '投注记录' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const request = page.waitForRequest((sent) => new URL(sent.url()).pathname.endsWith('/api/betrecord'));
  await page.getByRole('group', { name: '日期' }).getByRole('button', { name: '昨日' }).click();
  expect((await request).postDataJSON()).toMatchObject({ date: 5, page: 1 });
  const yesterday = everyBet.filter((time) => time.startsWith(beijingDate(1)));
  await expect
    .poll(async () => (await shownTimes(page, list, '暂无投注记录')).toSorted(), { timeout: 20_000 })
    .toEqual(yesterday.toSorted());
  expect(lobby.errors).toEqual([]);
});
