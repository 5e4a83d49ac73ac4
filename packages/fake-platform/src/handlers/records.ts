import type { HttpHandler } from 'msw';
import { activityTitle, MESSAGES } from '../catalogue/content.ts';
import { sameVenue } from '../catalogue/games.ts';
import { RED_PACKET_TIERS } from '../catalogue/payments.ts';
import { centsToDecimal, centsToNumber, decimalToCents } from '../money.ts';
import { redPacketPeriod } from '../store.ts';
import { type DateCodes, dateWindow, laravelDate, parseLaravelDate, type Window } from '../time.ts';
import { envelope, type Form, field, integerField, invalid, type Kit, ok, paginate, refused } from './http.ts';
import {
  betRow,
  catalogueDate,
  depositPayWay,
  PAY_TYPE_LABELS,
  rebateRow,
  sum,
  transferRow,
  withdrawalPayWay,
} from './wire.ts';

const within = (window: Window, at: number) => at >= window.from && at < window.to;

/** Newest first, the order of every record list. */
function newestFirst<T>(rows: ReadonlyArray<T>, at: (row: T) => number): T[] {
  return rows.toSorted((a, b) => at(b) - at(a));
}

/**
 * The backend's order of its record lists: `orderBy('id', 'desc')`, the latest row written first. Rows are
 * written as things happen (the seed writes its history in time order too), so this is newest first by creation,
 * not by any date a row shows.
 */
function latestWrittenFirst<T extends { id: number }>(rows: ReadonlyArray<T>): T[] {
  return rows.toSorted((a, b) => b.id - a.id);
}

/** Messages, records, rebates, red packets and promotion applications. */
export function recordHandlers({ store, member }: Kit): HttpHandler[] {
  const real = store.kind === 'real';
  const windowOf = (form: Form, codes: DateCodes = 'records') =>
    dateWindow(integerField(form, 'date') ?? 0, store.now(), codes);

  return [
    member('post', '/api/noticeList', (_user, request, form) => {
      // The backend ignores `type`: both of /message's tabs list every message.
      const type = real ? undefined : integerField(form, 'type');
      const rows = MESSAGES.filter((message) => type === undefined || type === 0 || message.type === type).map(
        (message) => ({
          id: message.id,
          type: message.type,
          title: message.title,
          content: message.content,
          created_at: catalogueDate(store, message.daysAgo),
          updated_at: catalogueDate(store, message.daysAgo),
        }),
      );
      return ok(paginate(rows, form, request, 10));
    }),

    member('post', '/api/betrecord', (user, request, form) => {
      const window = windowOf(form, 'bets');
      const platform = field(form, 'api_type');
      const bets = store
        .bets(user)
        .filter((bet) => within(window, bet.time) && (!platform || sameVenue(bet.platform, platform)));
      // Bets are written as they are placed, so the backend's id order is their time order.
      const rows = newestFirst(bets, (bet) => bet.time).map((bet) => betRow(bet, store.kind));
      return ok(paginate(rows, form, request, 15));
    }),

    member('post', '/api/gettransrecord', (user, request, form) => {
      const type = integerField(form, 'type');
      if (type !== 1 && type !== 2 && type !== 3 && type !== 4) return invalid('类型错误');
      const window = windowOf(form);
      const platform = field(form, 'api_type');
      let rows: Array<Record<string, unknown>>;
      if (type === 1) {
        const deposits = store.deposits(user).filter((deposit) => within(window, deposit.createdAt));
        rows = latestWrittenFirst(deposits).map((deposit) => ({
          // abs($v['amount']): PHP turns the DECIMAL text into a float, so a number.
          amount: centsToNumber(deposit.amountCents),
          created_at: laravelDate(deposit.createdAt),
          state: deposit.state,
          pay_way: real ? depositPayWay(deposit) : PAY_TYPE_LABELS[deposit.payType],
          out_trade_no: deposit.orderNo,
        }));
      } else if (type === 2) {
        const withdrawals = store.withdrawals(user).filter((withdrawal) => within(window, withdrawal.createdAt));
        rows = latestWrittenFirst(withdrawals).map((withdrawal) => ({
          real_money: withdrawal.realMoney,
          created_at: laravelDate(withdrawal.createdAt),
          state: withdrawal.state,
          out_trade_no: withdrawal.orderNo,
          type: withdrawal.cardType,
          pay_way: real ? withdrawalPayWay(withdrawal) : withdrawal.payWay,
          // abs($v['real_money']): what arrives (USDT for a USDT withdrawal), as a float; the spec's reading
          // showed the yuan asked for.
          amount: real ? centsToNumber(decimalToCents(withdrawal.realMoney)) : centsToDecimal(withdrawal.amountCents),
        }));
      } else {
        const kinds = type === 3 ? [1] : [2, 3];
        const logs = store
          .transferLogs(user)
          .filter(
            (row) =>
              kinds.includes(row.kind) &&
              within(window, row.createdAt) &&
              (!platform || sameVenue(row.platform, platform)),
          );
        rows = latestWrittenFirst(logs).map((row) => transferRow(row, store.kind));
      }
      return ok(paginate(rows, form, request, 15));
    }),

    member('post', '/api/getfanshui', (user, request, form) => {
      // The backend needs `api_type` and `type` present (a PHP error otherwise); the fake reads them as empty.
      const window = windowOf(form);
      const platform = field(form, 'api_type');
      const claimed = integerField(form, 'type') ?? 0;
      const rebates = store
        .transferLogs(user)
        .filter(
          (row) =>
            row.kind === 6 &&
            within(window, row.createdAt) &&
            (!platform || sameVenue(row.platform, platform)) &&
            (claimed === 0 || (claimed === 1 ? row.state === 0 : row.state === 1)),
        );
      const all = store.transferLogs(user).filter((row) => row.kind === 6);
      const sums = store.rebateSums(user);
      return ok({
        list: paginate(latestWrittenFirst(rebates).map(rebateRow), form, request, 15),
        jisuan: sum(sums.claimed, all.filter((row) => row.state === 1).length),
        nojisuan: sum(sums.unclaimed, all.filter((row) => row.state === 0).length),
      });
    }),

    member('post', '/api/dofanshui', (user) => {
      const result = store.claimRebates(user);
      if (real) return result.ok ? ok('', 'success') : envelope(202, 'No eligible records', '');
      return result.ok ? ok('', '成功领取') : refused(result);
    }),

    member('post', '/api/redpacket', (user, request, form) => {
      const range = Array.isArray(form.time) ? form.time.map(String) : [];
      const from = parseLaravelDate(range[0] ?? '');
      const to = parseLaravelDate(range[1] ?? '');
      const packets = store
        .redPackets(user)
        .filter(
          (packet) =>
            (Number.isNaN(from) || packet.createdAt >= from) &&
            (Number.isNaN(to) || packet.createdAt < to + 86_400_000),
        );
      const rows = newestFirst(packets, (packet) => packet.createdAt).map((packet) => ({
        id: packet.id,
        redpacketid: packet.tierId,
        redpacketfee: '0.00',
        uid: packet.userId,
        money: centsToDecimal(packet.depositCents),
        status: 1,
        redpacketmoney: centsToDecimal(packet.amountCents),
        usetime: laravelDate(packet.createdAt),
        isuse: 1,
        amount: centsToDecimal(packet.amountCents),
        created_at: laravelDate(packet.createdAt),
        updated_at: laravelDate(packet.createdAt),
      }));
      return ok(paginate(rows, { ...form, pagesize: 10 }, request, 10));
    }),

    member('get', '/api/userredpacket', (user) => {
      const standing = store.redPacketStanding(user);
      const period = redPacketPeriod(store.epoch());
      return ok({
        sendnums: standing.remaining,
        acquirednum: standing.acquired,
        redPacketStatus: standing.phase,
        rules: RED_PACKET_TIERS.map((tier) => ({
          id: tier.id,
          // The backend's columns: day_flow to flow_money the deposit range, recharge the grabs, money the percent.
          day_flow: centsToDecimal(Math.round(tier.deposit * 100)),
          recharge: centsToDecimal(tier.grabs * 100),
          flow_money: centsToDecimal(Math.round(tier.depositTo * 100)),
          money: centsToDecimal(tier.maxPercent * 100),
          start_time: laravelDate(period.start),
          end_time: laravelDate(period.end),
          status: 1,
          created_at: laravelDate(period.start),
          updated_at: laravelDate(period.start),
        })),
        max_times: standing.maxTimes,
      });
    }),

    member('post', '/api/douserredpacket', (user) => {
      const result = store.grabRedPacket(user);
      if (!result.ok) return envelope(result.code, result.message, result.code === 500 ? [] : '');
      return ok(
        { redpacketmoney: centsToNumber(result.cents), sendnums: result.remaining, acquirednum: result.acquired },
        '成功领取',
      );
    }),

    member('post', '/api/activityApplyLog', (user, request, form) => {
      const rows = newestFirst(store.applications(user), (application) => application.createdAt).map((application) => ({
        id: application.id,
        activity_id: application.activityId,
        user_id: application.userId,
        state: application.state,
        check_time: application.checkedAt === null ? null : laravelDate(application.checkedAt),
        created_at: laravelDate(application.createdAt),
        updated_at: laravelDate(application.checkedAt ?? application.createdAt),
        activity_name: activityTitle(application.activityId),
      }));
      return ok(paginate(rows, form, request, 10));
    }),

    member('post', '/api/doactivityapply', (user, _request, form) => {
      const activityId = integerField(form, 'activityid');
      if (activityId === undefined) return invalid('活动ID不能为空');
      const result = store.applyActivity(user, activityId, field(form, 'amount'));
      // doactivityapply words every refusal alike (unknown, closed, already applied).
      if (real) return result.ok ? ok('', 'activity apply success') : envelope(202, 'No eligible records', '');
      return result.ok ? ok('', '申请成功') : refused(result);
    }),
  ];
}
