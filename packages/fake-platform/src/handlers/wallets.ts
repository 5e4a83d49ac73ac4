import type { HttpHandler } from 'msw';
import { venueByCode } from '../catalogue/games.ts';
import { centsToDecimal } from '../money.ts';
import { envelope, field, invalid, type Kit, missing, ok, originOf, refused } from './http.ts';
import { venueRow, venueRows } from './wire.ts';

/** Venue wallets, transfers and recovering every venue. */
export function walletHandlers({ store, member, idempotent }: Kit): HttpHandler[] {
  return [
    member(
      'post',
      '/api/transfer',
      idempotent((user, _request, form) => {
        const problem = missing(form, [
          ['amount', '请输入操作金额！'],
          ['sourcetype', '请选择转出钱包'],
          ['targettype', '请选择转入平台'],
        ]);
        if (problem) return invalid(problem);
        const amount = Number(field(form, 'amount'));
        if (!Number.isFinite(amount)) return invalid('请输入正确的金额');
        const result = store.transfer(user, field(form, 'sourcetype'), field(form, 'targettype'), amount);
        return result.ok ? ok({ balance: centsToDecimal(result.balanceCents) }, '转账成功') : refused(result);
      }),
    ),

    member(
      'post',
      '/api/transall',
      idempotent((user) => {
        const moved = store.recoverAll(user);
        return ok('', moved > 0 ? '回收成功' : '没有可回收的金额');
      }),
    ),

    member('post', '/api/userapimoney/:code', (user, request) => {
      const code = decodeURIComponent(new URL(request.url).pathname.split('/').at(-1) ?? '');
      if (!venueByCode(code)) return envelope(500, '游戏平台不存在', []);
      return ok(venueRow(originOf(request), user, code), '刷新成功');
    }),

    member('post', '/api/balancelist', (user, request) => ok(venueRows(originOf(request), user))),
    member('post', '/api/balancelist2', (user, request) => ok(venueRows(originOf(request), user))),
  ];
}
