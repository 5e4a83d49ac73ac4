import type { FormViewModel } from '@lobby/domain/form';
import { Button, bindField, InlineError, PageHeader, Picker, TextField } from '@lobby/ui-kit';
import type { FormEvent } from 'react';
import './accounts.css';

/** The add-bank-card form's fields. */
export type BankCardFields = { owner: string; bank: string; address: string; cardNo: string; payPassword: string };

/** Props of {@link AddBankCardView}. */
export type AddBankCardViewProps = {
  form: FormViewModel<BankCardFields>;
  /** The bank names of banklist; empty while it loads or when it failed. */
  banks: readonly string[];
  /** banklist is under way. */
  banksLoading: boolean;
  /** banklist failed: why, shown under the picker with 重试. */
  banksError: string | null;
  onRetryBanks: () => void;
  onBack: () => void;
  onOpenService: () => void;
};

/** The tips block about turnover before a withdrawal. */
export const BANK_CARD_TIPS = [
  '为保障资金安全，请绑定本人实名的银行卡，持卡人姓名须与注册姓名一致。',
  '投注结算后请等待10-15分钟，待有效流水修正后再申请提款。',
  '未参与任何优惠的存款，需完成1倍流水后方可提款。',
] as const;

/** /addBankCard: bank (picker over banklist), branch address, card number, cardholder name, payment password. */
export function AddBankCardView({
  form,
  banks,
  banksLoading,
  banksError,
  onRetryBanks,
  onBack,
  onOpenService,
}: AddBankCardViewProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
  };
  const emptyText = banksLoading ? '银行列表加载中…' : (banksError ?? '暂无可绑定的银行');
  return (
    <div className="accounts">
      <PageHeader title="添加银行卡" onBack={onBack} onOpenService={onOpenService} />
      <div className="accounts__body">
        <form className="accounts__form accounts__card" noValidate aria-label="确认添加" onSubmit={onSubmit}>
          <Picker
            label="开户银行"
            placeholder={banksLoading ? '银行列表加载中…' : '请选择银行'}
            sheetTitle="选择银行"
            options={banks.map((bank) => ({ value: bank, label: bank }))}
            value={form.values.bank === '' ? null : form.values.bank}
            onChange={(bank) => form.setField('bank', bank)}
            error={form.fieldError('bank')}
            emptyText={emptyText}
          />
          {banksError !== null && <InlineError message={banksError} onRetry={onRetryBanks} />}
          <TextField
            label="开户行地址"
            autoComplete="off"
            placeholder="请输入开户行地址"
            maxLength={form.maxLength.address}
            {...bindField(form, 'address')}
          />
          <TextField
            label="银行卡号"
            inputMode="numeric"
            autoComplete="off"
            placeholder="请输入银行卡号"
            maxLength={form.maxLength.cardNo}
            {...bindField(form, 'cardNo')}
          />
          <TextField
            label="持卡人姓名"
            autoComplete="name"
            placeholder="请输入持卡人姓名"
            maxLength={form.maxLength.owner}
            {...bindField(form, 'owner')}
          />
          {/* The payment password the player has: any characters (the platform took 8+ of any kind), so the text
              keyboard and no cut here (the domain keeps 72); never the login password, so autocomplete off. */}
          <TextField
            label="支付密码"
            type="password"
            autoComplete="off"
            placeholder="请输入支付密码"
            {...bindField(form, 'payPassword')}
          />
          <Button type="submit" block busy={form.busy}>
            确认添加
          </Button>
        </form>
        <aside className="accounts__notes" aria-label="温馨提示">
          <h2>温馨提示</h2>
          <ol>
            {BANK_CARD_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}
