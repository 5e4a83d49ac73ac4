import type { HttpHandler } from 'msw';
import { venueByCode } from '../catalogue/games.ts';
import { centsToDecimal, centsToNumber } from '../money.ts';
import type { TransferRefusal } from '../store/wallet.ts';
import { envelope, field, invalid, type Kit, missing, ok, originOf, refused } from './http.ts';
import { venueRow, venueRows } from './wire.ts';

// The backend's validator asks for these keys in this order; `real` words them as Laravel's English default
// (PayController passes no messages and the app has no zh_CN validation file), `spec` as the fake did.
const TRANSFER_KEYS = {
  real: [
    ['sourcetype', 'The sourcetype field is required.'],
    ['targettype', 'The targettype field is required.'],
    ['amount', 'The amount field is required.'],
  ],
  spec: [
    ['amount', '请输入操作金额！'],
    ['sourcetype', '请选择转出钱包'],
    ['targettype', '请选择转入平台'],
  ],
} as const;

/**
 * A refused transfer as the backend answers it: a refusal before anything was logged with `data: []`; an
 * aggregator refusal after the row was logged (`real` only) with what the backend still holds: the wallet after
 * the refund for a transfer in (a float), the aggregator's own reply for a transfer out.
 */
function transferRefused(result: TransferRefusal): Response {
  if (result.code === 1000) return refused(result);
  if (result.upstream?.direction === 'in') {
    return envelope(result.code, result.message, { balance: centsToNumber(result.upstream.balanceCents) });
  }
  if (result.upstream?.direction === 'out') {
    return envelope(result.code, result.message, { code: 201, message: result.message });
  }
  return envelope(result.code, result.message, result.code === 201 ? '' : []);
}

/** Venue wallets, transfers and recovering every venue. */
export function walletHandlers({ store, member, idempotent, aggregator }: Kit): HttpHandler[] {
  const real = store.kind === 'real';
  return [
    member(
      'post',
      '/api/transfer',
      idempotent((user, request, form) => {
        const problem = missing(form, TRANSFER_KEYS[store.kind]);
        if (problem) return invalid(problem);
        // The backend reads the amount as (int) floor((float) amount): text that is no number is 0.
        const amount = Number(field(form, 'amount'));
        if (!real && !Number.isFinite(amount)) return invalid('请输入正确的金额');
        const result = store.transfer(
          user,
          field(form, 'sourcetype'),
          field(form, 'targettype'),
          Number.isFinite(amount) ? amount : 0,
          aggregator('/api/transfer', request),
        );
        if (!result.ok) return transferRefused(result);
        if (!real) return ok({ balance: centsToDecimal(result.balanceCents) }, '转账成功');
        // Into a venue the backend answers the wallet read back from the database (a DECIMAL string) and no
        // message of its own ('成功' from the code table); out of one, the float it added to and its own words.
        return result.direction === 'in'
          ? ok({ balance: centsToDecimal(result.balanceCents) })
          : ok({ balance: centsToNumber(result.balanceCents) }, 'transfer success');
      }),
    ),

    member(
      'post',
      '/api/transall',
      idempotent((user, request) => {
        const result = store.recoverAll(user, aggregator('/api/transall', request));
        if (!result.ok) return transferRefused(result);
        if (!real) return ok('', result.movedCents > 0 ? '回收成功' : '没有可回收的金额');
        return result.movedCents > 0
          ? ok({ balance: centsToNumber(result.balanceCents) }, 'transfer success')
          : ok('', 'no balance to recover');
      }),
    ),

    member('post', '/api/userapimoney/:code', (user, request) => {
      const code = decodeURIComponent(new URL(request.url).pathname.split('/').at(-1) ?? '');
      const venue = venueByCode(code);
      if (!venue) return envelope(500, '游戏平台不存在', []);
      // The backend answers the aggregator's balance alone (a number), in the code table's words.
      if (real) return ok({ balance: centsToNumber(user.venues[venue.code] ?? 0) });
      return ok(venueRow(originOf(request), user, venue.code), '刷新成功');
    }),

    member('post', '/api/balancelist', (user, request) => ok(venueRows(originOf(request), user))),
    member('post', '/api/balancelist2', (user, request) => ok(venueRows(originOf(request), user))),
  ];
}
