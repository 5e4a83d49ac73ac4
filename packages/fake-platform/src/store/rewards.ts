import { ACTIVITIES } from '../catalogue/content.ts';
import { RED_PACKET_PERIOD_DAYS, RED_PACKET_TIERS, type RedPacketTier } from '../catalogue/payments.ts';
import { beijingDayStart, DAY_MS } from '../time.ts';
import type { FakeApplication, FakeUser, Refusal, StoreContext } from './state.ts';
import { refuse } from './state.ts';

/** Whether the red-packet activity has not started, is running or has ended. */
export type RedPacketPhase = 'READY' | 'STARTING' | 'END';

/** A member's red-packet standing today. */
export type RedPacketStanding = {
  phase: RedPacketPhase;
  /** Approved deposits today. */
  depositCents: number;
  /** The tier today's deposits reach; undefined below the first. */
  tier: RedPacketTier | undefined;
  /** Grabs made today. */
  acquired: number;
  /** Grabs left today (can go below 0 if a tier's grabs shrink). */
  remaining: number;
  /** The most grabs any tier gives. */
  maxTimes: number;
};

/** The activity's period, from the seed's moment. */
export function redPacketPeriod(epoch: number): { start: number; end: number } {
  const day = beijingDayStart(epoch);
  return {
    start: day - RED_PACKET_PERIOD_DAYS.before * DAY_MS,
    end: day + RED_PACKET_PERIOD_DAYS.after * DAY_MS - 1000,
  };
}

/** Rebates, red packets and promotion applications: what the platform gives back. */
export function rewardOperations(ctx: StoreContext, creditBonus: (user: Readonly<FakeUser>, cents: number) => void) {
  function standing(user: Readonly<FakeUser>): RedPacketStanding {
    const now = ctx.now();
    const today = beijingDayStart(now);
    const state = ctx.state();
    const depositCents = state.deposits
      .filter((deposit) => deposit.userId === user.id && deposit.state === 2 && deposit.createdAt >= today)
      .reduce((sum, deposit) => sum + deposit.amountCents, 0);
    // The tier whose deposit range holds today's deposits, both ends included; above the last one, none.
    const tier: RedPacketTier | undefined = RED_PACKET_TIERS.find(
      (candidate) =>
        depositCents >= Math.round(candidate.deposit * 100) && depositCents <= Math.round(candidate.depositTo * 100),
    );
    const acquired = state.redPackets.filter((packet) => packet.userId === user.id && packet.createdAt >= today).length;
    const { start, end } = redPacketPeriod(state.epoch);
    return {
      phase: now < start ? 'READY' : now > end ? 'END' : 'STARTING',
      depositCents,
      tier,
      acquired,
      remaining: (tier?.grabs ?? 0) - acquired,
      maxTimes: Math.max(...RED_PACKET_TIERS.map((candidate) => candidate.grabs)),
    };
  }

  return {
    /** The member's unclaimed and claimed rebates, in cents. */
    rebateSums(user: Readonly<FakeUser>): { claimed: number; unclaimed: number } {
      let claimed = 0;
      let unclaimed = 0;
      for (const row of ctx.state().transferLogs) {
        if (row.userId !== user.id || row.kind !== 6) continue;
        if (row.state === 1) claimed += row.amountCents;
        else unclaimed += row.amountCents;
      }
      return { claimed, unclaimed };
    },

    /**
     * Claims every unclaimed rebate into the wallet; 202 when there is none. Only rebate rows are settled (the
     * backend settled every pending transfer-log row of the member).
     */
    claimRebates(user: Readonly<FakeUser>): { ok: true; cents: number } | Refusal {
      const rows = ctx
        .state()
        .transferLogs.filter((row) => row.userId === user.id && row.kind === 6 && row.state === 0);
      const cents = rows.reduce((sum, row) => sum + row.amountCents, 0);
      if (rows.length === 0 || cents <= 0) return refuse(202, '没有可领取的返水');
      const now = ctx.now();
      for (const row of rows) {
        row.state = 1;
        row.updatedAt = now;
      }
      creditBonus(user, cents);
      ctx.changed();
      return { ok: true, cents };
    },

    /** The member's red-packet standing today. */
    redPacketStanding: standing,

    /**
     * Grabs a red packet worth 1 yuan up to the tier's percentage of today's deposits, credited at once.
     * 500 when the switch is off, 202 outside the activity's period, 203 below the first tier or without grabs.
     */
    grabRedPacket(
      user: Readonly<FakeUser>,
    ): { ok: true; cents: number; remaining: number; acquired: number } | Refusal {
      if (ctx.state().config.redpacket_switch !== '1') return refuse(500, '暂无红包可抢');
      const now = standing(user);
      if (now.phase !== 'STARTING') return refuse(202, '不在活动时间内');
      if (!now.tier) return refuse(203, '您还未达到领取条件，快去完成吧！');
      if (now.remaining <= 0) return refuse(203, '今日抢红包次数已用完');
      const most = Math.max(100, Math.floor((now.depositCents * now.tier.maxPercent) / 100));
      const cents = 100 + Math.floor(ctx.random() * (most - 100 + 1));
      ctx.state().redPackets.push({
        id: ctx.nextId(),
        userId: user.id,
        tierId: now.tier.id,
        depositCents: now.depositCents,
        amountCents: cents,
        createdAt: ctx.now(),
      });
      creditBonus(user, cents);
      ctx.changed();
      return { ok: true, cents, remaining: now.remaining - 1, acquired: now.acquired + 1 };
    },

    /**
     * Applies for a promotion. 202 when it is missing or taken down, takes no applications, or the member
     * already applied (the text says whether that application is pending, approved or rejected).
     */
    applyActivity(user: Readonly<FakeUser>, activityId: number, amount: string): { ok: true } | Refusal {
      const activity = ACTIVITIES.find((candidate) => candidate.id === activityId && candidate.state === 1);
      if (!activity) return refuse(202, '活动不存在');
      if (!activity.canApply) return refuse(202, '该活动无需申请');
      const earlier = ctx
        .state()
        .applications.find((application) => application.userId === user.id && application.activityId === activityId);
      if (earlier?.state === 1) return refuse(202, '您已申请过该活动，请耐心等待审核');
      if (earlier?.state === 2) return refuse(202, '您已申请过该活动，审核已通过');
      if (earlier?.state === 3) return refuse(202, '您已申请过该活动，审核未通过');
      const application: FakeApplication = {
        id: ctx.nextId(),
        userId: user.id,
        activityId,
        amount,
        state: 1,
        createdAt: ctx.now(),
        checkedAt: null,
      };
      ctx.state().applications.push(application);
      ctx.changed();
      return { ok: true };
    },
  };
}
