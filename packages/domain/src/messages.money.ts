/**
 * The part of the message table the withdrawal and transfer screens need (and the generic success their answers
 * fall back to). Their machines and rules import these instead of the whole table, so a money
 * route's chunk does not carry the text of every other screen. `messages.ts` holds the whole table.
 */
export const moneyMessages = {
  // Withdrawal (part 2, checked in this order: account, amount, password)
  'withdraw.cardRequired': '请选择您要提现到的银行卡',
  'withdraw.walletRequired': '请选择钱包地址',
  'withdraw.minAmount': '单笔取款不能低于100元',
  'withdraw.payPasswordRequired': '请输入您的支付密码',
  'withdraw.submitted': '提交成功，等待后台审核',

  // Transfer (part 2)
  'transfer.amountRequired': '请输入操作金额！',
  'transfer.venueToVenue': '场馆内钱包不支持互转',
  'transfer.targetRequired': '请选择转入平台',

  // Agent, rebate, red packet, activity (part 2): the generic success a money answer without words falls back to
  'generic.done': '操作成功！',
} as const;

/** The fixed labels of the money screens (part of `labels`). */
export const moneyLabels = {
  withdrawalTabs: [
    { value: 1, label: '银行卡' },
    { value: 2, label: 'USDT' },
    { value: 3, label: 'AnToken' },
  ],
} as const;
