// The journeys that carry money and sign-in, written once for every engine (engine.ts): each starts from nothing,
// moves money only as a player of its own that the fake's back office opens, and checks the money in the fake's
// own state to the cent. Chromium runs the full Playwright suites (e2e/*.e2e.ts), which hold the same journeys
// and many more; these are what WebKit and Firefox must pass too, at every width the runner gives them.
import { messages } from '@lobby/domain/messages';
import { type Session, screens } from '../../quality/routes.ts';
import type { Query } from './engine.ts';
import { newUsdtAddress, newUsername, type Player, re, role } from './player.ts';

export type Journey = { name: string; run: (player: Player) => Promise<void> };

/** Fails with both values when they differ. */
function same<T>(actual: T, wanted: T, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(wanted)) {
    throw new Error(`${what}: ${JSON.stringify(actual)}, wanted ${JSON.stringify(wanted)}`);
  }
}

/** A new player with a USDT address bound through the api, as lobby.page.ts's signInNewDepositor makes one. */
async function signInNewDepositor(p: Player) {
  const player = await p.fake.registerPlayer(newUsername(p.engine.name), async (account) => {
    await p.signIn(account);
    return p.token;
  });
  await p.fake.bindUsdt(player, newUsdtAddress());
}

/** The layout check (layout-check.ts) on the screen as it is now, inside a journey: a sheet open, a form filled. */
async function layoutHolds(p: Player, where: string) {
  const problems = await p.layoutProblems();
  if (problems.length > 0) throw new Error(`the layout ${where}: ${problems.join('; ')}`);
}

type Row = { out_trade_no: string; amount: number | string; state: number };

async function depositsToday(p: Player): Promise<Row[]> {
  return (await p.fake.api<{ data: Row[] }>(p.token, 'gettransrecord', { type: 1, date: 1, page: 1 })).data;
}

const choose = (name: string): Query => role('radio', name, { within: role('group', '存款方式') });

export const journeys: Journey[] = [
  {
    name: 'cold start of home: banners, notices, tabs, hot grid',
    async run(p) {
      await p.open('/');
      await p.waitVisible(role('link', '活动 1', { within: role('region', '活动横幅') }));
      await p.waitVisible(role('button', re('^公告：')));
      await p.waitVisible(role('tab', '热门'));
      same(
        await p.engine.run('() => document.querySelector("[role=tab][aria-selected=true]")?.textContent'),
        '热门',
        'the selected tab',
      );
      await p.waitVisible(role('button', undefined, { within: role('list', '热门游戏') }));
      for (const name of ['电子', '棋牌', '真人', '体育', '彩票']) {
        await p.click(role('tab', name));
        await p.waitVisible(role('button', undefined, { within: role('region', `${name}游戏`) }));
        await layoutHolds(p, `on the ${name} tab`);
      }
      await p.click(role('tab', '热门'));
      await p.waitVisible(role('button', undefined, { within: role('list', '热门游戏') }));
      // The notice opens the announcement.
      await p.click(role('button', re('^公告：')));
      await p.waitVisible(role('dialog', re('公告')));
      await layoutHolds(p, 'with the announcement open');
    },
  },
  {
    name: 'login with the captcha (a wrong one is refused first)',
    async run(p) {
      await p.open('/login');
      await p.waitVisible(role('button', '登录'));
      await p.fill('用户名', 'demo01');
      await p.fill('密码', 'demo1234');
      const first = await p.captchaText();
      same(/^[A-Za-z0-9]{4}$/.test(first), true, `the captcha ${first}`);
      await p.fill('验证码', first === 'ab12' ? 'cd34' : 'ab12');
      await p.tap('登录');
      await p.toast('验证码错误！');
      await p.until('a new captcha', async () => (await p.captchaText()) !== first);
      await p.fill('验证码', await p.captchaText());
      await layoutHolds(p, 'of the filled login form');
      await p.tap('登录');
      await p.waitUrl(/#\/$/);
      await p.waitText(role('region', '账户'), 'demo01');
      await p.waitVisible({ text: '¥8,888.00' });
    },
  },
  {
    name: 'registration',
    async run(p) {
      const username = newUsername(p.engine.name);
      await p.open('/login');
      await p.tap('立即注册');
      await p.waitVisible(role('button', '注册'));
      await p.fill('用户名', username);
      await p.fill('密码', 'abc12345');
      await p.fill('确认密码', 'abc12345');
      await p.fill('真实姓名', '李四');
      await p.fill('支付密码', '123456');
      await p.fill('验证码', (await p.captchaText()).toLowerCase());
      await layoutHolds(p, 'of the filled registration form');
      await p.tap('注册');
      await p.waitUrl(/#\/$/);
      await p.waitText(role('region', '账户'), username);
      await p.waitVisible({ text: '¥0.00' });
    },
  },
  {
    name: "a USDT deposit's payment page counts its 60 minutes down (right values, never NaN)",
    async run(p) {
      await signInNewDepositor(p);
      await p.open('/recharge');
      await p.click(choose('USDT'));
      await p.fill('存款金额', '1000');
      await p.waitVisible({ text: '预计支付 138.88 USDT' });
      await p.tap('立即存款');
      await p.waitUrl(/#\/payInfo\?deposit_no=CZ\d+$/);
      const [order] = await depositsToday(p);
      same((await p.url()).endsWith(`deposit_no=${order?.out_trade_no}`), true, 'the payment page is the order');
      await p.waitText(role('region', '支付金额'), '¥1,000.00');
      await p.waitVisible({ text: '≈ 138.88 USDT' });
      const timer = role('timer', '剩余支付时间');
      const first = await p.waitText(timer, /^(59:[0-5]\d|60:00)$/);
      await layoutHolds(p, 'of the payment page');
      const seconds = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));
      // It ticks once a second: two seconds on, it shows two or three seconds less.
      await new Promise((done) => setTimeout(done, 2_000));
      const later = await p.waitText(timer, /^\d\d:\d\d$/);
      const fell = seconds(first) - seconds(later);
      if (fell < 1 || fell > 4) throw new Error(`the countdown went from ${first} to ${later} in 2 s`);
      same((await p.texts({ text: re('NaN') })).length, 0, 'NaN on the page');
    },
  },
  {
    name: 'a bank deposit of 499: pending, then approved and credited to the cent',
    async run(p) {
      await signInNewDepositor(p);
      same(await p.fake.walletCents(p.token), 0, 'the new wallet');
      await p.open('/recharge');
      await p.click(choose('网银转账'));
      await p.waitVisible({ text: '6212260200012345678' });
      await p.fill('存款人姓名', '李四');
      await p.click(role('button', re('开户银行')));
      await p.waitVisible(role('dialog', '选择银行'));
      await layoutHolds(p, 'with the bank picker open');
      await p.click(role('button', '中国银行', { within: role('dialog', '选择银行') }));
      await p.fill('银行卡号', '6222020200112233445');
      await p.fill('开户行地址', '北京市朝阳支行');
      await p.click(role('button', '499', { within: role('list', '快捷金额') }));
      same(await p.value('存款金额'), '499', 'the amount');
      await layoutHolds(p, 'of the filled bank deposit');
      await p.tap('立即存款');
      await p.toast(messages['deposit.bankSubmitted']);
      await p.waitUrl(/#\/transRecord/);
      same(await p.fake.walletCents(p.token), 0, 'the wallet before the review');
      const [pending] = await depositsToday(p);
      same([pending?.state, Number(pending?.amount)], [1, 499], 'the pending deposit');
      await p.fake.approveDeposit(pending?.out_trade_no ?? '');
      same(await p.fake.walletCents(p.token), 49_900, 'the wallet after the approval');
      await p.open('/mine');
      await p.waitVisible({ text: '¥499.00' });
    },
  },
  {
    name: 'a withdrawal of exactly 100 moves the wallet by exactly 100',
    async run(p) {
      await p.signIn(await p.fake.openPlayer('cash'));
      const before = await p.fake.walletCents(p.token);
      await p.open('/withdrawal');
      const form = role('form', '取款');
      await p.waitVisible(form);
      await p.click(role('button', re('^选择银行卡'), { within: form }));
      const picker = role('dialog', '选择银行卡');
      await p.waitVisible(picker);
      await layoutHolds(p, 'with the card picker open');
      await p.click({ role: 'button', within: { role: 'list', within: picker } });
      await p.waitGone(picker);
      await p.fill('取款金额', '99');
      await p.tap('立即取款');
      await p.toast(messages['withdraw.minAmount']);
      await p.fill('取款金额', '100');
      await p.fill('支付密码', '123456');
      await layoutHolds(p, 'of the filled withdrawal');
      await p.tap('立即取款');
      await p.toast(messages['withdraw.submitted']);
      await p.waitUrl(/#\/transRecord\?type=2$/);
      same(await p.fake.walletCents(p.token), before - 10_000, 'the wallet');
      const [record] = (await p.fake.api<{ data: Row[] }>(p.token, 'gettransrecord', { type: 2, date: 4, page: 1 }))
        .data;
      same([record?.amount, record?.state], ['100.00', 1], 'the withdrawal record');
    },
  },
  {
    name: 'a transfer into a venue and recover-all: totals to the cent',
    async run(p) {
      await p.signIn(await p.fake.openPlayer('cash'));
      const wallet = await p.fake.walletCents(p.token);
      const venues = await p.fake.venueCents(p.token);
      const total = wallet + Object.values(venues).reduce((sum, cents) => sum + cents, 0);
      same(total, 1_012_015, 'the money before');
      await p.open('/transfer');
      const list = role('region', '游戏钱包');
      await p.waitText(role('listitem', undefined, { within: list }), '¥10,000.00');
      // The platform wallet's row is the session's and shows first; the venues come in a call of their own. Their
      // rows with 展开 pushed the form 47 px down until the screen kept their place (transfer.e2e.ts checks it), and
      // WebDriver's click aims first and clicks after: aimed before the venues came, it landed where the button had
      // been and opened nothing. The journey still taps only once the venues show, as a player would.
      await p.waitText(role('listitem', undefined, { within: list, nth: 1 }), '¥100.10');
      const form = role('form', '转账');
      await p.click(role('button', re('^转入钱包'), { within: form }));
      await p.waitVisible(role('dialog', '选择钱包'));
      await layoutHolds(p, 'with the wallet picker open');
      await p.click(role('button', 'AG真人', { within: role('dialog', '选择钱包') }));
      await p.fill('转账金额', '50');
      await p.tap('立即转账');
      await p.toast('转账成功');
      same(await p.fake.walletCents(p.token), wallet - 5_000, 'the wallet after the transfer');
      same((await p.fake.venueCents(p.token)).ag, (venues.ag ?? 0) + 5_000, 'AG真人 after the transfer');
      await p.waitText(role('listitem', undefined, { within: list, nth: 1 }), '¥150.10');
      await p.waitText(role('region', '中心钱包'), '¥9,950.00');
      await p.tap('一键回收');
      await p.toast('回收成功');
      same(await p.fake.walletCents(p.token), total, 'the wallet after recover-all');
      same(
        Object.values(await p.fake.venueCents(p.token)).every((cents) => cents === 0),
        true,
        'every venue emptied',
      );
      await p.waitText(role('region', '中心钱包'), '¥10,120.15');
      await layoutHolds(p, 'after recover-all');
    },
  },
  {
    name: 'the bet record scrolled to its end shows every bet once, in order',
    async run(p) {
      await p.signIn({ username: 'demo01', password: 'demo1234' });
      await p.open('/betRecord');
      const list = role('region', '投注记录');
      await p.waitVisible(role('listitem', undefined, { within: list }));
      // What the server holds for this month (本月, the default: from the 1st, Beijing time, as the app narrows a
      // wider code's rows to the label's window), every page of the 30 days that hold it.
      type Page = { data: Array<{ bet_id: string; bet_time: string }>; last_page: number; total: number };
      const monthStart = `${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 8)}01 00:00:00`;
      const first = await p.fake.api<Page>(p.token, 'betrecord', { date: 4, page: 1 });
      const bets = [...first.data];
      for (let page = 2; page <= first.last_page; page += 1) {
        const next = await p.fake.api<Page>(p.token, 'betrecord', { date: 4, page });
        bets.push(...next.data);
      }
      const sent = bets.filter((bet) => bet.bet_time >= monthStart).map((bet) => bet.bet_id);
      // (Early in a month the list is short: it is still read to its end, each row once.)
      if (sent.length === 0) throw new Error('demo01 has no bets this month');
      // Each step's rows are a window onto the list, joined to what came before where they overlap. The list
      // redraws its window after the scroll, on the page's own time: the rows are read once the window has moved
      // and overlaps what was seen (a gap between two windows fails here, saying where).
      const ids: string[] = [];
      const shownIds = async () =>
        (await p.texts({ text: re('^注单号 '), within: list })).map((text) => text.replace('注单号 ', '').trim());
      for (let step = 0; ; step += 1) {
        if (step > 1200) throw new Error(`the list never said 没有更多 (${ids.length} rows seen)`);
        const shown = await p.until(
          `the rows after ${ids.at(-1) ?? 'the top'} to overlap those seen`,
          async () => {
            const now = await shownIds();
            return ids.length === 0 || ids.includes(now[0] ?? '') ? now : undefined;
          },
          5_000,
        );
        const at = ids.lastIndexOf(shown[0] ?? '');
        ids.push(...shown.slice(at === -1 ? 0 : ids.length - at));
        const atEnd = await p.engine.run<boolean>(
          '() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1',
        );
        if (atEnd && (await p.visible({ text: '没有更多', within: list }))) break;
        // Half a screen a step: well inside the rows the list keeps drawn beyond the viewport.
        await p.engine.run(
          '() => new Promise((done) => { window.scrollBy(0, 400); requestAnimationFrame(() => requestAnimationFrame(done)); })',
        );
      }
      same(ids.length, sent.length, 'rows seen');
      same(new Set(ids).size, ids.length, 'distinct rows');
      same(ids, sent, 'the rows in order');
      const drawn = await p.count(role('listitem', undefined, { within: list, hidden: true }));
      if (drawn >= 60) throw new Error(`${drawn} rows drawn at once: the list does not window`);
      await layoutHolds(p, 'at the end of the list');
    },
  },
  {
    name: 'a red-packet grab',
    async run(p) {
      await p.signIn(await p.fake.openPlayer('history'));
      await p.open('/hongbao');
      await p.waitVisible(role('heading', '抢红包'));
      const left = async () =>
        p.engine.run<string>(`() => {
          const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent.trim() === '剩余次数');
          return term?.nextElementSibling?.textContent.trim() ?? '';
        }`);
      const before = Number(await p.until('the grabs left', async () => /^\d+$/.test(await left()) && left()));
      if (!(before > 0)) throw new Error(`no grabs left (${before})`);
      const balance = await p.fake.walletCents(p.token);
      await p.tap('立即抢红包');
      const popup = role('dialog', '恭喜您抢到红包');
      const won = await p.waitText(popup, /¥\d[\d,]*\.\d{2}/);
      await layoutHolds(p, 'with the won popup open');
      const cents = Math.round(Number(/¥([\d,]+\.\d{2})/.exec(won)?.[1]?.replaceAll(',', '')) * 100);
      await p.click(role('button', '确定', { within: popup }));
      await p.waitGone(popup);
      await p.until('the grabs left to fall by one', async () => (await left()) === String(before - 1));
      same(await p.fake.walletCents(p.token), balance + cents, 'the wallet after the grab');
    },
  },
];

/**
 * The layout check of every route (one journey per screen of quality/routes.ts), at each of `widths`: nothing
 * past the right edge, nothing cut inside a button or field (layout-check.ts, the Chromium layout suite's check).
 * The maintenance screen needs its settings answer rewritten in flight, which WebDriver classic cannot do; the
 * Chromium layout suite checks it.
 */
export function layoutJourneys(widths: readonly number[]): Journey[] {
  return screens
    .filter((screen) => !screen.maintenance)
    .map((screen) => {
      const session: Session = screen.requireAuth || screen.shell ? 'in' : 'out';
      return {
        name: `layout of ${screen.key} (${screen.path}), logged ${session}`,
        async run(p: Player) {
          if (session === 'in') await p.signIn({ username: 'demo01', password: 'demo1234' });
          await p.open(screen.path);
          const ready = screen.ready[session];
          const found: string[] = [];
          for (const width of widths) {
            await p.engine.setViewport(width, 780);
            await p.waitVisible(role(ready.role, ready.name));
            for (const problem of await p.layoutProblems()) found.push(`${width} px: ${problem}`);
          }
          if (found.length > 0) throw new Error(found.join('\n'));
        },
      };
    });
}
