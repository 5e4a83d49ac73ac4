import { vipForDeposits } from '../catalogue/content.ts';
import { venueByCode } from '../catalogue/games.ts';
import { channelOf, PAY_WAYS, type PayChannelType, RATES, WITHDRAW_LIMITS } from '../catalogue/payments.ts';
import type { FakeKind } from '../kind.ts';
import { centsToDecimal, decimalToCents } from '../money.ts';
import { beijingDayStart, laravelDate } from '../time.ts';
import { passwordMatches } from './secrets.ts';
import {
  type DepositPayType,
  type FakeBet,
  type FakeDeposit,
  type FakeTransferLog,
  type FakeUser,
  type FakeWithdrawal,
  orderNumber,
  type Refusal,
  refuse,
  type StoreContext,
} from './state.ts';

/** The platform wallet's name as a transfer source or target. */
export const PLATFORM_WALLET = 'userbalance';

/** A deposit order as the member fills it in. */
export type NewDeposit = {
  payType: string;
  amountCents: number;
  protocol: string;
  bank: string;
  bankNo: string;
  bankOwner: string;
  bankAddress: string;
};

const PAY_TYPES: ReadonlyArray<DepositPayType> = ['bank', 'alipay', 'wxpay', 'usdt', 'ebpay', 'antoken'];

/** The channel (and its range) a deposit is paid through. */
export function channelTypeOf(deposit: Pick<FakeDeposit, 'payType' | 'protocol'>): PayChannelType {
  switch (deposit.payType) {
    case 'bank':
      return 'bank';
    case 'alipay':
      return 'alipay';
    case 'wxpay':
      return 'wechat';
    case 'usdt':
      return deposit.protocol === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20';
    case 'ebpay':
      return 'ebpay';
    case 'antoken':
      return 'antoken';
  }
}

/** What a USDT withdrawal pays out: the amount at the withdrawal rate, floored to cents, less the network fee. */
export function usdtPayout(amountCents: number, protocol: string): string {
  const rateCents = decimalToCents(RATES.withdrawusdtrate);
  const feeCents = decimalToCents(protocol === 'ERC20' ? RATES.withdrawcashfee : RATES.withdrawfeeusdttrc);
  const usdtCents = Math.floor((amountCents * 100) / rateCents) - feeCents;
  return centsToDecimal(Math.max(0, usdtCents));
}

/**
 * The game aggregator's answer to the backend's call for a venue (its register, balance, deposit or withdrawal):
 * null when it agrees, else the words it refuses with. The fake has no aggregator; tests stand one in with the
 * `aggregator` scenario.
 */
export type AggregatorRefusal = string | null;

/**
 * A refused transfer. `upstream` is set when the aggregator refused after the backend had logged the transfer:
 * the row stays as failed (state 0), the wallet as it was, and the backend answers what it still knows.
 */
export type TransferRefusal = Refusal & { upstream?: { direction: 'in' | 'out'; balanceCents: number } };

/** A transfer that went through: the platform wallet after it, and which way the money went. */
export type TransferDone = { ok: true; balanceCents: number; direction: 'in' | 'out' };

/** What recover-all did: the cents brought back (0: nothing to bring back) and the wallet after. */
export type RecoverAllDone = { ok: true; movedCents: number; balanceCents: number };

/**
 * The words of the transfer refusals. `real`: the backend's `safeUserTransfer` (its literal English, the
 * validator's 1000 never reached past the required keys); `spec`: the Chinese the fake spoke before.
 */
const TRANSFER_WORDS = {
  real: {
    invalidAmount: [209, 'invalid transfer amount'],
    same: [209, 'source and target are the same'],
    venueToVenue: [209, 'cross-platform transfer is disabled'],
    unknownVenue: [201, '游戏平台不存在'],
    tooLittle: [210, 'insufficient balance'],
  },
  spec: {
    invalidAmount: [1000, '请输入正确的金额'],
    same: [209, '转出和转入钱包不能相同'],
    venueToVenue: [209, '场馆之间不能互转'],
    unknownVenue: [209, '游戏平台不存在'],
    tooLittle: [210, '余额不足'],
  },
} as const satisfies Record<FakeKind, Record<string, readonly [number, string]>>;

/** The refusal a {@link TRANSFER_WORDS} entry names. */
function refuseWith([code, message]: readonly [number, string]): Refusal {
  return refuse(code, message);
}

/**
 * What the fake's aggregator says when a venue holds less than the backend asks it to withdraw (the backend does
 * not check the venue's balance itself; the aggregator's real wording is not in the backend's source).
 */
export const VENUE_SHORT_MESSAGE = '场馆余额不足';

/** Deposits, withdrawals, venue wallets and transfers: every operation that moves money between wallets. */
export function walletOperations(ctx: StoreContext, approveAfterMs: number | null, kind: FakeKind = 'real') {
  const live = (user: Readonly<FakeUser>): FakeUser => {
    const found = ctx.state().users.find((candidate) => candidate.id === user.id);
    if (!found) throw new Error(`No member ${user.id}`);
    return found;
  };

  function log(
    user: FakeUser,
    logKind: FakeTransferLog['kind'],
    platform: string,
    amountCents: number,
    beforeCents: number,
    state: 0 | 1 = 1,
  ): void {
    const at = ctx.now();
    const id = ctx.nextId();
    ctx.state().transferLogs.push({
      id,
      orderNo: orderNumber(logKind === 3 ? 'HD' : 'ZZ', laravelDate(at), id),
      userId: user.id,
      kind: logKind,
      platform,
      amountCents,
      beforeCents,
      afterCents: user.balanceCents,
      state,
      createdAt: at,
      updatedAt: at,
    });
  }

  /**
   * Moves whole yuan between the wallet and a venue once every check passed, as the backend's
   * safeAccountToGameTransfer / safeGameToAccountTransfer do: the row is logged first, and an aggregator
   * refusal leaves it failed (state 0) with the money where it was. A venue holding too little is the
   * aggregator's refusal too: the backend does not look before it asks.
   */
  function move(
    member: FakeUser,
    venue: string,
    cents: number,
    direction: 'in' | 'out',
    aggregator: AggregatorRefusal,
  ): TransferDone | TransferRefusal {
    const before = member.balanceCents;
    const logKind = direction === 'in' ? 1 : 2;
    // safeUserTransfer logs strtoupper(venue); the wallets stay keyed by the catalogue's code.
    const logged = kind === 'real' ? venue.toUpperCase() : venue;
    const held = member.venues[venue] ?? 0;
    const refusal = aggregator ?? (direction === 'out' && held < cents ? VENUE_SHORT_MESSAGE : null);
    if (refusal !== null) {
      log(member, logKind, logged, cents, before, 0);
      ctx.changed();
      return { ...refuse(209, refusal), upstream: { direction, balanceCents: member.balanceCents } };
    }
    if (direction === 'in') {
      member.balanceCents -= cents;
      member.venues[venue] = held + cents;
    } else {
      member.venues[venue] = held - cents;
      member.balanceCents += cents;
    }
    log(member, logKind, logged, cents, before);
    ctx.changed();
    return { ok: true, balanceCents: member.balanceCents, direction };
  }

  /** The venue of the member's latest transfer in (any state, as the backend reads it); undefined when none. */
  function latestVenueIn(member: Readonly<FakeUser>): string | undefined {
    let latest: FakeTransferLog | undefined;
    for (const row of ctx.state().transferLogs) {
      if (row.userId === member.id && row.kind === 1 && (latest === undefined || row.id > latest.id)) latest = row;
    }
    return latest ? (venueByCode(latest.platform)?.code ?? latest.platform) : undefined;
  }

  function approve(deposit: FakeDeposit): void {
    const user = ctx.state().users.find((candidate) => candidate.id === deposit.userId);
    deposit.state = 2;
    deposit.updatedAt = ctx.now();
    if (!user) return;
    user.balanceCents += deposit.amountCents;
    const total = ctx
      .state()
      .deposits.filter((candidate) => candidate.userId === user.id && candidate.state === 2)
      .reduce((sum, candidate) => sum + candidate.amountCents, 0);
    user.vip = Math.max(user.vip, vipForDeposits(total));
  }

  function lastApprovedWithdrawalAt(user: Readonly<FakeUser>): number {
    let at = Number.NEGATIVE_INFINITY;
    for (const withdrawal of ctx.state().withdrawals) {
      if (withdrawal.userId === user.id && withdrawal.state === 2 && withdrawal.createdAt > at)
        at = withdrawal.createdAt;
    }
    return at;
  }

  return {
    /**
     * Approves the deposits whose review delay has passed, crediting their wallets. Called before every answer,
     * so approval needs no timer and follows whatever clock the store runs on.
     */
    settleDeposits(): void {
      if (approveAfterMs === null) return;
      const due = ctx.now() - approveAfterMs;
      const pending = ctx.state().deposits.filter((deposit) => deposit.state === 1 && deposit.createdAt <= due);
      for (const deposit of pending) approve(deposit);
      if (pending.length > 0) ctx.changed();
    },

    /** Approves one pending deposit now; false when there is none with this number. */
    approveDeposit(orderNo: string): boolean {
      const deposit = ctx.state().deposits.find((candidate) => candidate.orderNo === orderNo && candidate.state === 1);
      if (!deposit) return false;
      approve(deposit);
      ctx.changed();
      return true;
    },

    /** Rejects one pending deposit; nothing is credited. */
    rejectDeposit(orderNo: string): boolean {
      const deposit = ctx.state().deposits.find((candidate) => candidate.orderNo === orderNo && candidate.state === 1);
      if (!deposit) return false;
      deposit.state = 3;
      deposit.updatedAt = ctx.now();
      ctx.changed();
      return true;
    },

    /**
     * Creates a pending deposit after checking the method (1000), the channel's switch (500 "系统维护中...") and
     * its range (500 with the limit). The wallet is credited only on approval.
     */
    createDeposit(user: Readonly<FakeUser>, input: NewDeposit): { ok: true; deposit: FakeDeposit } | Refusal {
      const named = input.payType === 'usdt' && input.bank.toLowerCase() === 'antoken' ? 'antoken' : input.payType;
      if (named === 'dsfpay' && !PAY_WAYS.dsfpay) return refuse(500, '系统维护中...');
      const payType = PAY_TYPES.find((candidate) => candidate === named);
      if (!payType) return refuse(1000, '支付方式不正确');
      const protocol =
        payType === 'antoken' ? 'TRC20' : payType === 'usdt' ? (input.protocol === 'ERC20' ? 'ERC20' : 'TRC20') : '';
      if (payType === 'bank') {
        if (!input.bankOwner) return refuse(1000, '请输入存款人姓名');
        if (!input.bank) return refuse(1000, '请输入银行类型');
        if (!input.bankNo) return refuse(1000, '请输入银行卡号');
        if (!input.bankAddress) return refuse(1000, '请输入银行开户行地址');
      }
      if (input.amountCents <= 0) return refuse(1000, '请输入正确的金额');
      const channel = channelOf(channelTypeOf({ payType, protocol }));
      if (input.amountCents < channel.min * 100) return refuse(500, `充值金额不能低于${channel.min}元`);
      if (input.amountCents > channel.max * 100) return refuse(500, `充值金额不能高于${channel.max}元`);
      const at = ctx.now();
      const id = ctx.nextId();
      const deposit: FakeDeposit = {
        id,
        orderNo: orderNumber('CZ', laravelDate(at), id),
        userId: user.id,
        amountCents: input.amountCents,
        payType,
        protocol,
        bank: payType === 'bank' ? input.bank : '',
        bankNo: payType === 'bank' ? input.bankNo : '',
        bankOwner: payType === 'bank' ? input.bankOwner : '',
        bankAddress: payType === 'bank' ? input.bankAddress : '',
        state: 1,
        createdAt: at,
        updatedAt: at,
      };
      ctx.state().deposits.push(deposit);
      ctx.changed();
      return { ok: true, deposit };
    },

    /** One of the member's deposits by its number. */
    deposit(user: Readonly<FakeUser>, orderNo: string): Readonly<FakeDeposit> | undefined {
      return ctx.state().deposits.find((deposit) => deposit.userId === user.id && deposit.orderNo === orderNo);
    },

    /** The valid turnover since the member's last approved withdrawal, in cents. */
    betAmountCents(user: Readonly<FakeUser>, bets: ReadonlyArray<FakeBet>): number {
      const since = lastApprovedWithdrawalAt(user);
      return bets
        .filter((bet) => bet.userId === user.id && bet.status === 1 && bet.time > since)
        .reduce((sum, bet) => sum + bet.amountCents, 0);
    },

    /**
     * Requests a withdrawal to one of the member's accounts and debits the wallet at once; the request stays
     * pending until reviewed. Checks, in the backend's order: account (201), payment password (520), limits
     * (214, 215), balance (208), requests today (216), turnover at least the deposits since the last payout (214).
     */
    withdraw(
      user: Readonly<FakeUser>,
      input: { amountCents: number; cardId: number; payPassword: string },
      bets: ReadonlyArray<FakeBet>,
    ): { ok: true; withdrawal: FakeWithdrawal } | Refusal {
      const member = live(user);
      const card = ctx
        .state()
        .cards.find((candidate) => candidate.userId === member.id && candidate.id === input.cardId);
      if (!card) return refuse(201, '银行卡不存在');
      if (!passwordMatches(member.payPasswordHash, input.payPassword)) return refuse(520, '支付密码错误');
      if (input.amountCents < WITHDRAW_LIMITS.min * 100) return refuse(214, `单笔取款不能低于${WITHDRAW_LIMITS.min}元`);
      if (input.amountCents > WITHDRAW_LIMITS.max * 100) return refuse(215, `单笔取款不能高于${WITHDRAW_LIMITS.max}元`);
      if (input.amountCents > member.balanceCents) return refuse(208, '取款金额大于账户余额');
      const today = beijingDayStart(ctx.now());
      const todayCount = ctx
        .state()
        .withdrawals.filter((withdrawal) => withdrawal.userId === member.id && withdrawal.createdAt >= today).length;
      if (todayCount >= WITHDRAW_LIMITS.perDay) return refuse(216, '今日取款次数已达上限');
      const since = lastApprovedWithdrawalAt(member);
      const required = ctx
        .state()
        .deposits.filter((deposit) => deposit.userId === member.id && deposit.state === 2 && deposit.createdAt > since)
        .reduce((sum, deposit) => sum + deposit.amountCents, 0);
      const turnover = bets
        .filter((bet) => bet.userId === member.id && bet.status === 1 && bet.time > since)
        .reduce((sum, bet) => sum + bet.amountCents, 0);
      if (turnover < required) return refuse(214, '有效投注不足，暂不能取款');
      const at = ctx.now();
      const id = ctx.nextId();
      const isWallet = card.type !== 1;
      const withdrawal: FakeWithdrawal = {
        id,
        orderNo: orderNumber('TX', laravelDate(at), id),
        userId: member.id,
        amountCents: input.amountCents,
        realMoney: isWallet ? usdtPayout(input.amountCents, card.owner) : centsToDecimal(input.amountCents),
        cardId: card.id,
        cardType: card.type,
        payWay: isWallet ? `${card.type === 4 ? 'AnToken' : 'USDT'}-${card.owner || 'TRC20'}` : card.bank,
        state: 1,
        createdAt: at,
        updatedAt: at,
      };
      member.balanceCents -= input.amountCents;
      ctx.state().withdrawals.push(withdrawal);
      ctx.changed();
      return { ok: true, withdrawal };
    },

    /** The back office's review: approval pays the money out, rejection returns it to the wallet. */
    reviewWithdrawal(id: number, approved: boolean): boolean {
      const withdrawal = ctx.state().withdrawals.find((candidate) => candidate.id === id && candidate.state === 1);
      if (!withdrawal) return false;
      withdrawal.state = approved ? 2 : 3;
      withdrawal.updatedAt = ctx.now();
      if (!approved) {
        const user = ctx.state().users.find((candidate) => candidate.id === withdrawal.userId);
        if (user) user.balanceCents += withdrawal.amountCents;
      }
      ctx.changed();
      return true;
    },

    /**
     * Moves whole yuan between the platform wallet and one venue (the backend cuts the amount to an integer).
     * Refused before anything is logged: nothing to move, the same wallet twice, venue to venue, an unknown venue
     * and a wallet with too little (codes and words per {@link TRANSFER_WORDS}). In `real` mode an aggregator
     * refusal (`aggregator`, or a venue holding too little) is answered after the row was logged: 209, the row
     * failed, no money moved. In `spec` mode the venue's balance is checked first (210) and the aggregator never
     * refuses.
     */
    transfer(
      user: Readonly<FakeUser>,
      source: string,
      target: string,
      amount: number,
      aggregator: AggregatorRefusal = null,
    ): TransferDone | TransferRefusal {
      const member = live(user);
      const words = TRANSFER_WORDS[kind];
      const yuan = Math.floor(amount);
      if (!Number.isFinite(yuan) || yuan <= 0) return refuseWith(words.invalidAmount);
      if (source === target) return refuseWith(words.same);
      if (source !== PLATFORM_WALLET && target !== PLATFORM_WALLET) return refuseWith(words.venueToVenue);
      const venue = venueByCode(source === PLATFORM_WALLET ? target : source)?.code;
      if (!venue) return refuseWith(words.unknownVenue);
      const cents = yuan * 100;
      const direction = source === PLATFORM_WALLET ? 'in' : 'out';
      if (direction === 'in' && member.balanceCents < cents) return refuseWith(words.tooLittle);
      if (kind === 'spec') {
        if (direction === 'out' && (member.venues[venue] ?? 0) < cents) return refuseWith(words.tooLittle);
        return move(member, venue, cents, direction, null);
      }
      return move(member, venue, cents, direction, aggregator);
    },

    /**
     * 一键回收. `real` (the backend's safeUserTransAll): only the venue of the latest transfer in, and only its
     * whole yuan (the cents stay there); none, or less than 1 yuan there, brings nothing back; an aggregator that
     * refuses the balance query is code 201. `spec`: every venue, cents included.
     */
    recoverAll(user: Readonly<FakeUser>, aggregator: AggregatorRefusal = null): RecoverAllDone | TransferRefusal {
      const member = live(user);
      if (kind === 'real') {
        const venue = latestVenueIn(member);
        if (venue === undefined) return { ok: true, movedCents: 0, balanceCents: member.balanceCents };
        if (aggregator !== null) return refuse(201, aggregator);
        const cents = Math.floor((member.venues[venue] ?? 0) / 100) * 100;
        if (cents < 100) return { ok: true, movedCents: 0, balanceCents: member.balanceCents };
        const moved = move(member, venue, cents, 'out', null);
        return moved.ok ? { ok: true, movedCents: cents, balanceCents: moved.balanceCents } : moved;
      }
      let moved = 0;
      for (const [venue, held] of Object.entries(member.venues)) {
        if (held <= 0) continue;
        const before = member.balanceCents;
        member.venues[venue] = 0;
        member.balanceCents += held;
        moved += held;
        log(member, 2, venue, held, before);
      }
      if (moved > 0) ctx.changed();
      return { ok: true, movedCents: moved, balanceCents: member.balanceCents };
    },

    /**
     * Opens a venue for the member (creating the account on first use). In seamless mode the wallet's whole
     * yuan follow the player in, as the backend does before handing out a game address.
     */
    enterVenue(user: Readonly<FakeUser>, code: string): { ok: true } | Refusal {
      const venue = venueByCode(code)?.code;
      if (!venue) return refuse(500, '游戏平台不存在');
      const member = live(user);
      const isNew = member.venues[venue] === undefined;
      if (isNew) member.venues[venue] = 0;
      const cents = Math.floor(member.balanceCents / 100) * 100;
      if (member.transferStatus === 1 && cents > 0) {
        const before = member.balanceCents;
        member.balanceCents -= cents;
        member.venues[venue] = (member.venues[venue] ?? 0) + cents;
        log(member, 1, kind === 'real' ? venue.toUpperCase() : venue, cents, before);
      }
      if (isNew || (member.transferStatus === 1 && cents > 0)) ctx.changed();
      return { ok: true };
    },

    /** Credits a bonus (red packet, rebate claim) to the wallet and logs it as the backend does ("web"). */
    creditBonus(user: Readonly<FakeUser>, cents: number): void {
      const member = live(user);
      const before = member.balanceCents;
      member.balanceCents += cents;
      log(member, 3, 'web', cents, before);
    },
  };
}
