/**
 * The deposit page's part of the message table (part 2, deposit and payment info). The deposit modules import
 * these instead of the whole table, so the /recharge route does not carry the text of every other screen;
 * `messages.ts` holds the whole table.
 */
export const depositMessages = {
  'deposit.depositorRequired': '请输入存款人姓名',
  'deposit.bankRequired': '请输入银行类型',
  'deposit.cardRequired': '请输入银行卡号',
  'deposit.bankAddressRequired': '请输入银行开户行地址',
  'deposit.amountRange': '请输入{min}-{max}之间的金额！',
  'deposit.noCard': '您还没有绑定任何钱包卡，请绑定',
  'deposit.bankSubmitted': '提交成功，等待后台审核',
} as const;
