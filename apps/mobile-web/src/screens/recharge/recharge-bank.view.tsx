import type { DepositViewModel } from '@lobby/domain/deposit';
import { bindField, CopyButton, InlineError, Picker, Skeleton, TextField } from '@lobby/ui-kit';

/** Props of {@link BankChannelView}. */
export type BankChannelViewProps = {
  deposit: DepositViewModel;
  bank: NonNullable<DepositViewModel['bank']>;
  onCopied: () => void;
  onCopyFailed: () => void;
};

/** The receiving account rows of the bank channel, each copyable. */
function ReceivingAccounts({
  bank,
  onCopied,
  onCopyFailed,
}: {
  bank: NonNullable<DepositViewModel['bank']>;
  onCopied: () => void;
  onCopyFailed: () => void;
}) {
  if (bank.loading) {
    return (
      <div className="recharge__accounts" aria-busy="true">
        <Skeleton shape="block" height={148} />
      </div>
    );
  }
  return (
    <section className="recharge__accounts" aria-label="收款账户">
      <h2 className="recharge__heading">收款账户</h2>
      {bank.error !== null && (
        <InlineError
          className="recharge__inline-error"
          message={`收款信息加载失败：${bank.error}`}
          onRetry={bank.retry}
        />
      )}
      {bank.accounts.map((account) => (
        <dl className="recharge__account" key={`${account.number}-${account.owner}`}>
          {(
            [
              ['收款账号', account.number],
              ['银行户名', account.owner],
              ['开户行', account.bankName],
              ['开户行地址', account.address],
            ] as const
          ).map(([label, value]) => (
            <div className="recharge__account-row" key={label}>
              <dt>{label}</dt>
              <dd>
                <span>{value}</span>
                <CopyButton text={value} what={label} onCopied={onCopied} onCopyFailed={onCopyFailed} />
              </dd>
            </div>
          ))}
        </dl>
      ))}
    </section>
  );
}

/** The bank channel: where to pay (each field copyable) and the depositor's bank, name, card number and branch. */
export function BankChannelView({ deposit, bank, onCopied, onCopyFailed }: BankChannelViewProps) {
  return (
    <>
      <ReceivingAccounts bank={bank} onCopied={onCopied} onCopyFailed={onCopyFailed} />
      <div className="recharge__fields">
        <Picker
          label="开户银行"
          placeholder={bank.loading ? '银行列表加载中…' : '请选择存款银行'}
          sheetTitle="选择银行"
          options={bank.banks.map((name) => ({ value: name, label: name }))}
          value={deposit.values.bank === '' ? null : deposit.values.bank}
          onChange={(name) => deposit.setField('bank', name)}
          error={deposit.fieldError('bank')}
          emptyText={bank.loading ? '银行列表加载中…' : (bank.error ?? '暂无可选的银行')}
        />
        <TextField
          label="存款人姓名"
          autoComplete="name"
          placeholder="为及时到账，请务必输入正确的存款人姓名"
          maxLength={deposit.maxLength.depositor}
          {...bindField(deposit, 'depositor')}
        />
        <TextField
          label="银行卡号"
          inputMode="numeric"
          autoComplete="off"
          placeholder="请输入存款银行卡号"
          maxLength={deposit.maxLength.cardNo}
          {...bindField(deposit, 'cardNo')}
        />
        <TextField
          label="开户行地址"
          autoComplete="off"
          placeholder="请输入银行开户行地址"
          maxLength={deposit.maxLength.bankAddress}
          {...bindField(deposit, 'bankAddress')}
        />
      </div>
    </>
  );
}
