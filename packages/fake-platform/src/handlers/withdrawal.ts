import type { HttpHandler } from 'msw';
import { amountToCents } from '../money.ts';
import { field, integerField, invalid, type Kit, missing, ok, refused } from './http.ts';
import { sum } from './wire.ts';

/** Turnover and withdrawal requests. */
export function withdrawalHandlers({ store, member, idempotent }: Kit): HttpHandler[] {
  return [
    member('post', '/api/getBetAmount', (user) => {
      const cents = store.betAmount(user);
      return ok({ bet_amount: sum(cents, cents === 0 ? 0 : 1) });
    }),

    member(
      'post',
      '/api/withdraw',
      idempotent((user, _request, form) => {
        const problem = missing(form, [
          ['amount', '请输入取款金额'],
          ['bank', '请选择您要提现到的银行卡'],
          ['password', '请输入您的支付密码'],
        ]);
        if (problem) return invalid(problem);
        const amountCents = amountToCents(form.amount);
        const cardId = integerField(form, 'bank');
        if (amountCents === undefined) return invalid('请输入正确的取款金额');
        if (cardId === undefined) return invalid('请选择您要提现到的银行卡');
        const result = store.requestWithdrawal(user, { amountCents, cardId, payPassword: field(form, 'password') });
        if (!result.ok) return refused(result);
        // PayController::withdraw ends with returnMsg(200): the code table's 成功. The app says its own words.
        return ok([], store.kind === 'real' ? '成功' : '提交成功，等待后台审核');
      }),
    ),
  ];
}
