import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { protectionMessages } from '../messages.protection.ts';
import { breakConfirmations, breakUntil, exclusionRequest } from './break.ts';
import { readDeviceSettings } from './device-settings.ts';
import { elapsedLabel } from './elapsed.ts';
import { effectiveLimits, NO_LIMITS, setLimit } from './limit-state.ts';
import {
  applyLimitForm,
  checkLimitForm,
  type DepositRow,
  depositRefusal,
  limitChanges,
  limitFormOf,
  limitRefusalText,
  limitsFromServer,
  pendingText,
  readLimitText,
} from './limits.ts';
import { effectiveInterval, intervalOptions, protectionProfileOf } from './profile.ts';
import { bandOf, connectSelfCheck, SELF_CHECK_QUESTIONS, scoreSelfCheck, selfCheckMachine } from './self-check.ts';
import { sessionTotals } from './session-totals.ts';
import { chinaTime, signInRefusal } from './sign-in.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 28, 2, 0, 0); // 2026-11-28 10:00 in China
const yuan = (value: number) => `¥${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

describe('the profile', () => {
  it('offers off only in standard, and reads a saved off as the default in strict', () => {
    expect(protectionProfileOf('strict')).toBe('strict');
    expect(protectionProfileOf(undefined)).toBe('standard');
    expect(protectionProfileOf('STRICT')).toBe('standard');
    expect(intervalOptions('standard')).toEqual([null, 15, 30, 60, 90, 120]);
    expect(intervalOptions('strict')).toEqual([15, 30, 60, 90, 120]);
    expect(effectiveInterval(undefined, 'standard')).toBe(60);
    expect(effectiveInterval(null, 'standard')).toBeNull();
    expect(effectiveInterval(null, 'strict')).toBe(60);
    expect(effectiveInterval(45, 'standard')).toBe(60);
    expect(effectiveInterval(15, 'strict')).toBe(15);
  });
});

describe('deposit limits', () => {
  it('lower at once, and raise or remove only 24 hours later', () => {
    const set = setLimit(NO_LIMITS, 'day', 100_000, NOW);
    expect(set.day).toEqual({ cents: 100_000, pending: null });

    const raised = setLimit(set, 'day', 300_000, NOW);
    expect(raised.day).toEqual({ cents: 100_000, pending: { cents: 300_000, at: NOW + 24 * HOUR } });
    expect(effectiveLimits(raised, NOW + 24 * HOUR - 1).day.cents).toBe(100_000);
    expect(effectiveLimits(raised, NOW + 24 * HOUR).day).toEqual({ cents: 300_000, pending: null });

    // A raise of one cent waits too; the same limit again changes nothing.
    expect(setLimit(set, 'day', 100_001, NOW).day.pending).toEqual({ cents: 100_001, at: NOW + 24 * HOUR });
    expect(setLimit(raised, 'day', 100_000, NOW).day).toEqual({ cents: 100_000, pending: null });
    const lowered = setLimit(raised, 'day', 50_000, NOW + HOUR);
    expect(lowered.day).toEqual({ cents: 50_000, pending: null });

    const removed = setLimit(lowered, 'day', null, NOW + HOUR);
    expect(removed.day).toEqual({ cents: 50_000, pending: { cents: null, at: NOW + 25 * HOUR } });
    expect(setLimit(removed, 'day', 50_000, NOW + 2 * HOUR).day).toEqual({ cents: 50_000, pending: null });
    expect(removed.week).toEqual(NO_LIMITS.week);
  });

  it('say what waits and when, in China time', () => {
    const raised = setLimit(setLimit(NO_LIMITS, 'week', 100_000, NOW), 'week', 250_050, NOW);
    expect(pendingText('week', raised.week, yuan)).toBe('7天存款限额将于 2026-11-29 10:00 调整为 ¥2,500.50');
    const removed = setLimit(setLimit(NO_LIMITS, 'month', 100_000, NOW), 'month', null, NOW);
    expect(pendingText('month', removed.month, yuan)).toBe('30天存款限额将于 2026-11-29 10:00 取消');
    expect(pendingText('day', NO_LIMITS.day, yuan)).toBeNull();
  });

  it('read what is typed: blank removes, at most two decimals, more than 0', () => {
    expect(readLimitText('')).toEqual({ ok: true, cents: null });
    expect(readLimitText(' 1000 ')).toEqual({ ok: true, cents: 100_000 });
    expect(readLimitText('1000.5')).toEqual({ ok: true, cents: 100_050 });
    const invalid = { ok: false, message: protectionMessages['protection.limit.invalid'] };
    for (const text of ['0', '0.00', '-5', '1.234', 'abc', '1e3', '1,000'])
      expect(readLimitText(text), text).toEqual(invalid);
  });

  it("refuse a deposit that would pass the first limit, counting the window's deposits that were not refused", () => {
    const limits = setLimit(setLimit(NO_LIMITS, 'day', 100_000, NOW - 48 * HOUR), 'week', 150_000, NOW - 48 * HOUR);
    // The backend's deposit rows, server time (UTC+8): NOW is 2026-11-28 10:00:00 there.
    const deposits: DepositRow[] = [
      { amount: 300, state: 1, createdAt: '2026-11-28 09:00:00' }, // pending: counts
      { amount: 500, state: 3, createdAt: '2026-11-28 08:00:00' }, // refused: does not count
      { amount: 400.5, state: 2, createdAt: '2026-11-27 04:00:00' }, // approved, in the week, not the day
      { amount: 0.01, state: 2, createdAt: '2026-11-27 10:00:00' }, // 24 hours ago exactly: the week only
      { amount: 999, state: 2, createdAt: '2026-11-20 10:00:00' }, // before the week
      { amount: 50, state: 2, createdAt: '2026-11-28 9:00' }, // unreadable time: not counted
    ];
    expect(depositRefusal(700, deposits, limits, NOW)).toBeNull();
    const overDay = depositRefusal(700.01, deposits, limits, NOW);
    expect(overDay).toEqual({ period: 'day', limitCents: 100_000, leftCents: 70_000 });
    expect(overDay && limitRefusalText(overDay, yuan)).toBe('已超出您设置的24小时存款限额 ¥1,000.00，剩余可存 ¥700.00');

    const weekOnly = setLimit(limits, 'day', null, NOW - 47 * HOUR);
    expect(depositRefusal(799.49, deposits, weekOnly, NOW)).toBeNull();
    expect(depositRefusal(799.5, deposits, weekOnly, NOW)).toEqual({
      period: 'week',
      limitCents: 150_000,
      leftCents: 79_949,
    });
  });
});

describe('a break', () => {
  it('refuses sign-in until it ends, saying until when in China time', () => {
    const until = breakUntil(7, NOW);
    expect(until).toBe(NOW + 7 * 24 * HOUR);
    expect(chinaTime(until)).toBe('2026-12-05 10:00');
    expect(signInRefusal(until, NOW + HOUR)).toBe('您已选择暂停至 2026-12-05 10:00，期间无法登录');
    expect(signInRefusal(until, until)).toBeNull();
    expect(signInRefusal(null, NOW)).toBeNull();
  });

  it('asks twice, naming the length, and prefills a self-exclusion request', () => {
    expect(breakConfirmations(1)).toEqual([
      '确定要暂停24小时吗？暂停期间将无法在本设备登录。',
      '请再次确认：暂停24小时，到期前无法撤销。',
    ]);
    expect(breakConfirmations(30)[0]).toBe('确定要暂停30天吗？暂停期间将无法在本设备登录。');
    expect(exclusionRequest('cash0001')).toContain('账号：cash0001');
  });
});

describe('the elapsed time', () => {
  it('reads minutes and seconds under an hour, hours and minutes after', () => {
    expect(elapsedLabel(NOW, NOW + 5 * 60_000 + 12_000)).toBe('05分12秒');
    expect(elapsedLabel(NOW, NOW + HOUR + 5 * 60_000 + 59_000)).toBe('1小时05分');
    expect(elapsedLabel(NOW, NOW + 26 * HOUR)).toBe('26小时00分');
    expect(elapsedLabel(NOW, NOW - 1000)).toBe('00分00秒');
  });
});

describe('the self-check', () => {
  it('asks the nine PGSI questions and scores them into its four bands', () => {
    expect(SELF_CHECK_QUESTIONS).toHaveLength(9);
    expect([0, 1, 2, 3, 7, 8, 27].map(bandOf)).toEqual([
      'none',
      'low',
      'low',
      'moderate',
      'moderate',
      'problem',
      'problem',
    ]);
    const answers = [0, 1, 0, 2, 0, 0, 0, 0, 0];
    expect(scoreSelfCheck(answers)).toEqual({
      ok: true,
      score: 3,
      band: 'moderate',
      text: protectionMessages['protection.selfCheck.moderate'],
      scoreText: '得分 3/27',
    });
    expect(scoreSelfCheck(Array(9).fill(0))).toMatchObject({ ok: true, band: 'none' });
  });

  it('gives no result until every question is answered', () => {
    const unanswered = { ok: false, message: protectionMessages['protection.selfCheck.unanswered'] };
    expect(scoreSelfCheck([0, 1, 2])).toEqual(unanswered);
    expect(scoreSelfCheck([0, 1, undefined, 0, 0, 0, 0, 0, 0])).toEqual(unanswered);
    expect(scoreSelfCheck([0, 1, 4, 0, 0, 0, 0, 0, 0])).toEqual(unanswered);
  });
});

describe('the limits form', () => {
  it('checks each limit in the page order, and starts from the limits in force', () => {
    expect(checkLimitForm({ day: '', week: '1000', month: '2000.5' })).toEqual({ ok: true });
    expect(checkLimitForm({ day: 'x', week: '0', month: '' })).toEqual({
      ok: false,
      field: 'day',
      message: protectionMessages['protection.limit.invalid'],
    });
    expect(checkLimitForm({ day: '', week: '0', month: '1.001' })).toMatchObject({ ok: false, field: 'week' });
    const limits = setLimit(setLimit(NO_LIMITS, 'week', 100_050, NOW), 'week', 300_000, NOW);
    expect(limitFormOf(limits, NOW)).toEqual({ day: '', week: '1000.5', month: '' });
    expect(limitFormOf(limits, NOW + 24 * HOUR)).toEqual({ day: '', week: '3000', month: '' });
  });

  it('sets only what changed, and keeps a waiting raise typed again waiting', () => {
    const limits = setLimit(setLimit(NO_LIMITS, 'week', 100_000, NOW), 'week', 300_000, NOW);
    const later = NOW + HOUR;
    const same = applyLimitForm(limits, { day: '', week: '3000', month: '' }, later);
    expect(same.week).toEqual({ cents: 100_000, pending: { cents: 300_000, at: NOW + 24 * HOUR } });
    const lowered = applyLimitForm(limits, { day: '500', week: '800', month: '' }, later);
    expect(lowered.day).toEqual({ cents: 50_000, pending: null });
    expect(lowered.week).toEqual({ cents: 80_000, pending: null });
    expect(lowered.month).toEqual(NO_LIMITS.month);
  });

  it('asks a backend for each changed period only: a new value, a removal, the value in force over a waiting raise', () => {
    const limits = setLimit(setLimit(NO_LIMITS, 'week', 100_000, NOW), 'week', 300_000, NOW);
    const later = NOW + HOUR;
    expect(limitChanges(limits, { day: '', week: '3000', month: '' }, later)).toEqual([]);
    expect(limitChanges(limits, { day: '500.5', week: '1000', month: 'x' }, later)).toEqual([
      { period: 'day', cents: 50_050 },
      { period: 'week', cents: 100_000 },
    ]);
    expect(limitChanges(setLimit(NO_LIMITS, 'month', 9_900, NOW), limitFormOf(NO_LIMITS, NOW), later)).toEqual([
      { period: 'month', cents: null },
    ]);
  });

  it('reads a backend’s limits in whole cents, its waiting change at its server time (UTC+8)', () => {
    const none = { amount: null, pending: null };
    const limits = limitsFromServer({
      day: { amount: 700.1, pending: { amount: null, at: '2026-11-29 10:00:00' } },
      week: { amount: 1000, pending: { amount: 3000, at: 'soon' } },
      month: none,
    });
    expect(limits.day).toEqual({ cents: 70_010, pending: { cents: null, at: Date.UTC(2026, 10, 29, 2) } });
    expect(limits.week).toEqual({ cents: 100_000, pending: null });
    expect(limits.month).toEqual(NO_LIMITS.month);
  });
});

describe('the settings a device keeps', () => {
  it('reads back what was kept, and anything it cannot trust as not set', () => {
    const limits = setLimit(NO_LIMITS, 'week', 100_000, NOW);
    expect(readDeviceSettings({ interval: 30, limits, breakUntil: NOW })).toEqual({
      interval: 30,
      limits,
      breakUntil: NOW,
    });
    expect(readDeviceSettings({ interval: null })).toEqual({ interval: null, limits: NO_LIMITS, breakUntil: null });
    for (const kept of [
      null,
      'x',
      { interval: -5, limits: { ...limits, day: { cents: -1, pending: null } }, breakUntil: 'soon' },
      { limits: { ...limits, month: { cents: 1, pending: { cents: 2, at: 'later' } } } },
    ]) {
      expect(readDeviceSettings(kept), JSON.stringify(kept)).toEqual({ limits: NO_LIMITS, breakUntil: null });
    }
  });
});

describe('selfCheckMachine', () => {
  it('scores only when every question is answered, and hides a result an answer changed', () => {
    const actor = createActor(selfCheckMachine).start();
    const vm = () => connectSelfCheck(actor.getSnapshot(), actor.send);
    vm().answer(0, 2);
    vm().score();
    expect(vm().result).toEqual({ ok: false, message: protectionMessages['protection.selfCheck.unanswered'] });
    for (let index = 1; index < 9; index += 1) vm().answer(index, 0);
    vm().score();
    expect(vm().result).toMatchObject({ ok: true, score: 2, band: 'low' });
    expect(vm().questions[0]).toEqual({ text: SELF_CHECK_QUESTIONS[0], answer: 2 });
    vm().answer(3, 3);
    expect(vm().result).toBeNull();
    vm().score();
    expect(vm().result).toMatchObject({ ok: true, score: 5, band: 'moderate' });
  });
});

describe("the session's totals from the bet records", () => {
  it('count the bets since sign-in that were not cancelled; a settled one gives back its stake and result', () => {
    const since = NOW; // 2026-11-28 10:00:00 in China
    const bets = [
      { betTime: '2026-11-28 10:00:00', betAmount: 100, winLoss: 50.1, status: 1 }, // won 50.10
      { betTime: '2026-11-28 10:30:00', betAmount: 200.2, winLoss: -200.2, status: 1 }, // lost
      { betTime: '2026-11-28 11:00:00', betAmount: 30, winLoss: 0, status: 0 }, // unsettled: staked, nothing back yet
      { betTime: '2026-11-28 11:10:00', betAmount: 999, winLoss: 0, status: 2 }, // cancelled
      { betTime: '2026-11-28 09:59:59', betAmount: 500, winLoss: 10, status: 1 }, // before sign-in
      { betTime: 'soon', betAmount: 7, winLoss: 0, status: 1 }, // unreadable time
    ];
    expect(sessionTotals(bets, since)).toEqual({ stakes: 330.2, wins: 150.1 });
    expect(sessionTotals([], since)).toEqual({ stakes: 0, wins: 0 });
  });
});
