import type { HttpHandler } from 'msw';
import { BANKS } from '../catalogue/payments.ts';
import { cardTypeOf } from '../store.ts';
import { field, integerField, invalid, type Kit, missing, ok, originOf, refused } from './http.ts';
import { bankRow, cardRow } from './wire.ts';

/** Bound bank cards and wallets, and the banks a member can bind. */
export function cardHandlers({ store, route, member }: Kit): HttpHandler[] {
  return [
    member('post', '/api/getcard', (user, request, form) => {
      const type = integerField(form, 'type');
      if (type !== 1 && type !== 2 && type !== 3 && type !== 4) return invalid('类型错误');
      return ok(store.cards(user, type).map((card) => cardRow(originOf(request), card)));
    }),

    member('post', '/api/bindcard', (user, _request, form) => {
      const bank = field(form, 'bank');
      const isBankCard = cardTypeOf(bank) === 1;
      const problem = missing(form, [
        ['bank', isBankCard ? '请输入银行' : '请选择钱包类型'],
        ['bank_no', isBankCard ? '请输入银行卡号' : '请输入钱包地址'],
        ['bank_owner', isBankCard ? '请输入姓名' : '请选择钱包协议'],
        ...(isBankCard ? ([['bank_address', '请输入开户行地址']] as const) : []),
        ['pay_pass', '请输入支付密码'],
      ]);
      if (problem) return invalid(problem);
      const number = field(form, 'bank_no');
      if (isBankCard && !/^\d{8,50}$/.test(number)) return invalid('请输入正确的卡号长度');
      if (!isBankCard && !/^\w{8,64}$/.test(number)) return invalid('请输入正确的钱包地址');
      const owner = field(form, 'bank_owner');
      if (!isBankCard && owner !== 'TRC20' && owner !== 'ERC20') return invalid('请选择钱包协议');
      const result = store.bindCard(user, {
        bank,
        number,
        owner,
        address: field(form, 'bank_address'),
        payPassword: field(form, 'pay_pass'),
      });
      return result.ok ? ok([], '绑定成功') : refused(result);
    }),

    member('post', '/api/delcard', (user, _request, form) => {
      const id = integerField(form, 'id');
      if (id === undefined) return invalid('参数错误');
      if (!field(form, 'pay_pass')) return invalid('请输入支付密码');
      const result = store.deleteCard(user, id, field(form, 'pay_pass'));
      return result.ok ? ok([], '解绑成功') : refused(result);
    }),

    route('post', '/api/banklist', (request) => ok(BANKS.map((bank) => bankRow(store, originOf(request), bank)))),
  ];
}
