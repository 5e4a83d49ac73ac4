import { describe, expect, it } from 'vitest';
import { ACTIVITIES, ACTIVITY_TYPES, ARTICLES, BANNERS, MESSAGES, VIP_LEVELS } from '../catalogue/content.ts';
import { CODE_GAMES, GAMES, LIST_CODES, VENUES } from '../catalogue/games.ts';
import { BANKS, PAY_CHANNELS, RECEIVING_CARDS } from '../catalogue/payments.ts';
import {
  BENCH_ACCOUNT,
  BENCH_BET_COUNT,
  createStore,
  DEMO_ACCOUNT,
  type FakeUser,
  seedBets,
  seedSnapshot,
} from '../store.ts';
import { dateWindow } from '../time.ts';
import { CASH_ACCOUNTS } from './seed.ts';

const NOW = Date.parse('2026-11-22T04:00:00Z');

describe('seedSnapshot', () => {
  it('is the same for the same seed and moment, and differs for another seed', () => {
    expect(seedSnapshot({ now: NOW })).toEqual(seedSnapshot({ now: NOW }));
    expect(seedBets({ seed: 1, epoch: NOW })).toEqual(seedBets({ seed: 1, epoch: NOW }));
    expect(seedSnapshot({ now: NOW, seed: 7 }).deposits).not.toEqual(seedSnapshot({ now: NOW }).deposits);
  });

  it("dates demo01's history before the seed's moment, with enough of every kind to page through", () => {
    const snapshot = seedSnapshot({ now: NOW });
    const logs = snapshot.transferLogs;
    const times = [
      ...snapshot.deposits.map((row) => row.createdAt),
      ...snapshot.withdrawals.map((row) => row.createdAt),
      ...logs.map((row) => row.createdAt),
      ...snapshot.redPackets.map((row) => row.createdAt),
      ...snapshot.applications.map((row) => row.createdAt),
    ];

    expect(seedBets(snapshot).length).toBeGreaterThanOrEqual(300);
    expect(snapshot.deposits.length).toBeGreaterThanOrEqual(100);
    expect(snapshot.withdrawals.length).toBeGreaterThanOrEqual(100);
    expect(logs.filter((row) => row.kind === 1).length).toBeGreaterThanOrEqual(100);
    expect(logs.filter((row) => row.kind === 2 || row.kind === 3).length).toBeGreaterThanOrEqual(100);
    expect(logs.filter((row) => row.kind === 6).length).toBeGreaterThanOrEqual(100);
    expect(logs.filter((row) => row.kind === 6 && row.state === 0).length).toBeGreaterThan(0);
    expect(snapshot.redPackets).toHaveLength(15);
    expect(snapshot.applications).toHaveLength(12);
    expect(
      snapshot.cards
        .filter((card) => card.userId === 1)
        .map((card) => card.type)
        .sort(),
    ).toEqual([1, 1, 2, 4]);
    expect(Math.max(...times, ...seedBets(snapshot).map((bet) => bet.time))).toBeLessThanOrEqual(NOW);
  });

  it('seeds the cash accounts with money, venues and one account of each kind, and no history', () => {
    const snapshot = seedSnapshot({ now: NOW });
    const cash = snapshot.users.filter((user) => user.username.startsWith('cash'));
    expect(cash).toHaveLength(CASH_ACCOUNTS.length);
    for (const user of cash) {
      expect(user.balanceCents).toBe(1_000_000);
      expect(user.venues).toEqual({ ag: 10_010, pg: 2_005 });
      const cards = snapshot.cards.filter((card) => card.userId === user.id);
      expect(cards.map((card) => card.type)).toEqual([1, 2, 4]);
      expect(snapshot.withdrawals.some((row) => row.userId === user.id)).toBe(false);
    }
    expect(new Set(snapshot.cards.map((card) => card.id)).size).toBe(snapshot.cards.length);
    expect(Math.max(...snapshot.users.map((user) => user.id))).toBe(snapshot.nextUserId - 1);
  });

  it('gives the bench account 3,000 bets of the last 30 days, each id once, leaving demo01 its own 320', () => {
    const snapshot = seedSnapshot({ now: NOW });
    const bench = snapshot.users.find((user) => user.username === BENCH_ACCOUNT.username);
    const bets = seedBets(snapshot);
    const benchBets = bets.filter((bet) => bet.userId === bench?.id);
    const window = dateWindow(4, NOW);
    expect(benchBets).toHaveLength(BENCH_BET_COUNT);
    expect(benchBets.every((bet) => bet.time >= window.from && bet.time < window.to)).toBe(true);
    expect(new Set(bets.map((bet) => bet.betId)).size).toBe(bets.length);
    expect(bets.filter((bet) => bet.userId === 1)).toHaveLength(320);
    expect(snapshot.nextUserId).toBeGreaterThan(bench?.id ?? Number.POSITIVE_INFINITY);
  });

  it('leaves no deposit for the fake to approve, so the demo wallet shows what the README says', () => {
    const snapshot = seedSnapshot({ now: NOW });

    expect(snapshot.deposits.some((deposit) => deposit.state === 1)).toBe(false);
    expect(snapshot.users.find((user) => user.username === DEMO_ACCOUNT.username)?.balanceCents).toBe(888_800);
  });

  it('lets the demo player withdraw at once (turnover covers the deposits since the last payout)', () => {
    const store = createStore(undefined, { now: () => new Date(NOW) });
    const demo = store.userByName(DEMO_ACCOUNT.username) as FakeUser;

    const result = store.requestWithdrawal(demo, {
      amountCents: 20_000,
      cardId: store.cards(demo, 1)[0]?.id ?? -1,
      payPassword: DEMO_ACCOUNT.payPassword,
    });

    expect(result.ok).toBe(true);
  });

  it('persists the history but derives the bets, which never change', () => {
    const store = createStore(undefined, { now: () => new Date(NOW) });
    const demo = store.userByName(DEMO_ACCOUNT.username) as FakeUser;
    const snapshot = store.snapshot();

    expect(JSON.stringify(snapshot)).not.toContain('bet_id');
    expect(Object.keys(snapshot)).not.toContain('bets');
    const restored = createStore(undefined, { now: () => new Date(NOW + 86_400_000) });
    restored.restore(JSON.parse(JSON.stringify(snapshot)));
    expect(restored.bets(demo)).toEqual(store.bets(demo));
  });
});

describe('the catalogue', () => {
  it('has about forty games over every category, some hidden and some hot', () => {
    expect(GAMES.length).toBeGreaterThanOrEqual(36);
    expect(new Set(GAMES.map((game) => game.category))).toEqual(
      new Set(['realbet', 'joker', 'gaming', 'sport', 'lottery', 'concise', 'fishing']),
    );
    expect(GAMES.some((game) => !game.shown)).toBe(true);
    expect(GAMES.filter((game) => game.hot).length).toBeGreaterThanOrEqual(8);
    expect(new Set(GAMES.map((game) => game.code)).size).toBe(GAMES.length);
    for (const game of GAMES) expect(VENUES.map((venue) => venue.code)).toContain(game.platform);
  });

  it('has a game list for every category code, on venues a member can hold money in', () => {
    expect(LIST_CODES).toEqual(['obgdy', 'pp', 'fgdz', 'pg', 'fgfish', 'ae']);
    for (const code of LIST_CODES) {
      expect(CODE_GAMES[code]?.length, code).toBeGreaterThanOrEqual(5);
      expect(VENUES.map((venue) => venue.code)).toContain(code);
    }
  });

  it('has the content the screens need', () => {
    expect(VENUES).toHaveLength(12);
    expect(BANNERS).toHaveLength(8);
    expect(ACTIVITIES).toHaveLength(10);
    expect(new Set(ACTIVITIES.map((activity) => activity.type))).toEqual(
      new Set(ACTIVITY_TYPES.map((type) => type.id)),
    );
    expect(ACTIVITY_TYPES).toHaveLength(3);
    expect(ARTICLES.map((article) => article.cateid).sort()).toEqual([1, 2, 3, 4, 5, 7, 8, 9]);
    expect(MESSAGES).toHaveLength(30);
    expect(new Set(MESSAGES.map((message) => message.type))).toEqual(new Set([1, 2]));
    expect(VIP_LEVELS).toHaveLength(10);
    expect(BANKS).toHaveLength(20);
    expect(RECEIVING_CARDS.length).toBeGreaterThanOrEqual(2);
    expect(PAY_CHANNELS.map((channel) => channel.type).sort()).toEqual(
      ['alipay', 'antoken', 'bank', 'ebpay', 'usdt-erc20', 'usdt-trc20', 'wechat'].sort(),
    );
  });
});
