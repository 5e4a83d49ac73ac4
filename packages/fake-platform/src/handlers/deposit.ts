import type { HttpHandler } from 'msw';
import { channelOf, PAY_CHANNELS, PAY_WAYS, RECEIVING_CARDS } from '../catalogue/payments.ts';
import { amountToCents, centsToDecimal } from '../money.ts';
import { channelTypeOf } from '../store/wallet.ts';
import type { FakeDeposit } from '../store.ts';
import { envelope, field, invalid, type Kit, ok, originOf, refused } from './http.ts';
import { depositRow, payChannelRow, paySettingRow } from './wire.ts';

/** What payinfo's `message` says about how a deposit is paid. */
const PAY_INFO_TYPES: Readonly<Record<FakeDeposit['payType'], string>> = {
  bank: 'bankpay',
  alipay: 'alipay',
  wxpay: 'wxpay',
  usdt: 'usdtpay',
  ebpay: 'ebpay',
  antoken: 'antoken',
};

/** Deposit channels and ranges, deposit orders and the payment details of one order. */
export function depositHandlers({ store, route, member, idempotent }: Kit): HttpHandler[] {
  return [
    route('get', '/api/get_pay_way', () => ok({ ...PAY_WAYS }, 'success')),

    member('post', '/api/getPayRange', (_user, _request, form) => {
      const type = field(form, 'type');
      // The backend treats an unknown type as bank.
      const channel = PAY_CHANNELS.find((candidate) => candidate.type === type) ?? channelOf('bank');
      return ok({ min_price: centsToDecimal(channel.min * 100), max_price: centsToDecimal(channel.max * 100) });
    }),

    member(
      'post',
      '/api/recharge',
      idempotent((user, _request, form) => {
        if (!field(form, 'paytype')) return invalid('请选择支付方式');
        if (!field(form, 'amount')) return invalid('请输入充值金额');
        const amountCents = amountToCents(form.amount);
        if (amountCents === undefined) return invalid('请输入正确的充值金额');
        // A backend with the optional protection calls refuses a deposit past the player's limit.
        const overLimit = store.protection?.depositRefusal(user, amountCents);
        if (overLimit) return refused(overLimit);
        const result = store.createDeposit(user, {
          payType: field(form, 'paytype'),
          amountCents,
          protocol: field(form, 'catepay').toUpperCase(),
          bank: field(form, 'bank'),
          bankNo: field(form, 'bank_no'),
          bankOwner: field(form, 'bank_owner'),
          bankAddress: field(form, 'bank_address'),
        });
        // The deposit number travels in `message`, with `data: []`, as the backend sends it.
        return result.ok ? envelope(200, result.deposit.orderNo, []) : refused(result);
      }),
    ),

    route('post', '/api/getpaybank', (request) =>
      ok(RECEIVING_CARDS.map((card) => paySettingRow(store, originOf(request), card))),
    ),

    member('post', '/api/payinfo', (user, request, form) => {
      const depositNo = field(form, 'deposit_no');
      if (!depositNo) return invalid('订单号不能为空');
      const deposit = store.deposit(user, depositNo);
      if (!deposit) {
        return store.kind === 'real' ? envelope(500, 'recharge order not found', []) : envelope(202, '订单不存在', '');
      }
      const origin = originOf(request);
      const isBank = deposit.payType === 'bank';
      const channel = payChannelRow(origin, channelOf(channelTypeOf(deposit)));
      return envelope(200, PAY_INFO_TYPES[deposit.payType], {
        deposit_no: depositNo,
        info: depositRow(deposit),
        cardlist: isBank ? RECEIVING_CARDS.map((card) => paySettingRow(store, origin, card)) : channel,
        qrcode: isBank ? '' : channel.payimg,
        url: '',
      });
    }),
  ];
}
