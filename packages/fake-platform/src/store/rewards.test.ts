import { describe, expect, it } from 'vitest';
import { createStore, DEMO_ACCOUNT, type FakeUser } from '../store.ts';

const NOW = new Date('2026-11-22T04:00:00Z');

function setup(now: () => Date = () => NOW) {
  const store = createStore(undefined, { now, approveAfterMs: null });
  return { store, demo: store.userByName(DEMO_ACCOUNT.username) as FakeUser };
}

describe('rebates', () => {
  it('claim every unclaimed rebate into the wallet, and only rebates', () => {
    const { store, demo } = setup();
    const logs = () => store.transferLogs(demo);
    const unclaimed = logs().filter((row) => row.kind === 6 && row.state === 0);
    const failedTransfers = logs()
      .filter((row) => row.kind !== 6 && row.state === 0)
      .map((row) => row.id);
    const expected = unclaimed.reduce((sum, row) => sum + row.amountCents, 0);
    const wallet = demo.balanceCents;

    expect(unclaimed.length).toBeGreaterThan(0);
    expect(store.claimRebates(demo)).toEqual({ ok: true, cents: expected });
    expect(demo.balanceCents).toBe(wallet + expected);
    expect(store.rebateSums(demo).unclaimed).toBe(0);
    // Failed transfers keep their state: the backend's claim settled every pending row of the member.
    expect(
      logs()
        .filter((row) => failedTransfers.includes(row.id))
        .every((row) => row.state === 0),
    ).toBe(true);
    expect(logs().at(-1)).toMatchObject({ kind: 3, platform: 'web', amountCents: expected });
    expect(store.claimRebates(demo)).toEqual({ ok: false, code: 202, message: '没有可领取的返水' });
  });
});

describe('red packets', () => {
  it("give the grabs of the tier today's deposits reach, each credited at once", () => {
    const { store, demo } = setup();
    const standing = store.redPacketStanding(demo);
    const wallet = demo.balanceCents;

    expect(standing).toMatchObject({
      phase: 'STARTING',
      depositCents: 150_000,
      remaining: 3,
      acquired: 0,
      maxTimes: 8,
    });
    const grabs = [store.grabRedPacket(demo), store.grabRedPacket(demo), store.grabRedPacket(demo)];
    const amounts = grabs.map((grab) => (grab.ok ? grab.cents : -1));

    // Between 1 yuan and tier 3's 5 % of the 1500 deposited today.
    expect(amounts.every((cents) => cents >= 100 && cents <= 7_500)).toBe(true);
    expect(grabs.at(-1)).toMatchObject({ ok: true, remaining: 0, acquired: 3 });
    expect(demo.balanceCents).toBe(wallet + amounts.reduce((sum, cents) => sum + cents, 0));
    expect(store.grabRedPacket(demo)).toEqual({ ok: false, code: 203, message: '今日抢红包次数已用完' });
  });

  it('draw the same amounts from the same seed', () => {
    const grab = () => {
      const { store, demo } = setup();
      return [store.grabRedPacket(demo), store.grabRedPacket(demo)];
    };

    expect(grab()).toEqual(grab());
  });

  it('refuse members without deposits today, a closed switch and days outside the activity', () => {
    const { store } = setup();
    const registered = store.register({
      username: 'newbie01',
      password: 'pass1234',
      realname: '李四',
      payPassword: '123456',
    });
    const newbie = registered.ok ? registered.user : undefined;
    if (!newbie) throw new Error('registration works');

    expect(store.grabRedPacket(newbie)).toMatchObject({ code: 203, message: '您还未达到领取条件，快去完成吧！' });
    store.setConfig({ redpacket_switch: '0' });
    expect(store.grabRedPacket(newbie)).toEqual({ ok: false, code: 500, message: '暂无红包可抢' });

    let now = NOW;
    const later = setup(() => now);
    now = new Date(NOW.getTime() + 400 * 86_400_000);
    expect(later.store.redPacketStanding(later.demo).phase).toBe('END');
    expect(later.store.grabRedPacket(later.demo)).toMatchObject({ code: 202 });
  });
});

describe('promotion applications', () => {
  it('take one application per promotion that accepts them', () => {
    const { store, demo } = setup();

    expect(store.applyActivity(demo, 1, '100')).toEqual({ ok: true });
    expect(store.applications(demo).at(-1)).toMatchObject({ activityId: 1, state: 1, amount: '100' });
    expect(store.applyActivity(demo, 1, '100')).toMatchObject({
      code: 202,
      message: '您已申请过该活动，请耐心等待审核',
    });
    expect(store.applyActivity(demo, 5, '100')).toMatchObject({ code: 202, message: '您已申请过该活动，审核已通过' });
  });

  it('refuse missing and taken-down promotions, and those without applications', () => {
    const { store, demo } = setup();

    expect(store.applyActivity(demo, 404, '')).toEqual({ ok: false, code: 202, message: '活动不存在' });
    expect(store.applyActivity(demo, 9, '')).toMatchObject({ message: '活动不存在' });
    expect(store.applyActivity(demo, 2, '')).toMatchObject({ message: '该活动无需申请' });
  });
});
