/**
 * The part of the message table the money screens need (deposit, withdrawal, transfer, and the generic success
 * their answers fall back to). Their machines and rules import these instead of the whole table, so a money
 * route's chunk does not carry the text of every other screen. `messages.ts` holds the whole table.
 */
export const moneyMessages = {
  // Deposit, payment info (part 2)
  'deposit.depositorRequired': '请输入存款人姓名',
  'deposit.bankRequired': '请输入银行类型',
  'deposit.cardRequired': '请输入银行卡号',
  'deposit.bankAddressRequired': '请输入银行开户行地址',
  'deposit.amountRange': '请输入{min}-{max}之间的金额！',
  'deposit.noCard': '您还没有绑定任何钱包卡，请绑定',
  'deposit.bankSubmitted': '提交成功，等待后台审核',

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
