import type { FormViewModel } from '@lobby/domain/form';
import { Button, bindField, PageHeader, TextField } from '@lobby/ui-kit';
import type { FormEvent } from 'react';
import './accounts.css';

/** The add-USDT-address form's fields. */
export type UsdtCardFields = { address: string; protocol: string; payPassword: string };

/** Props of {@link AddUsdtCardView}. */
export type AddUsdtCardViewProps = {
  form: FormViewModel<UsdtCardFields>;
  /** TRC20 and ERC20, TRC20 first (the default). */
  protocols: readonly string[];
  onBack: () => void;
  onOpenService: () => void;
};

/** The warning under the form. */
export const USDT_WARNING = '请仔细核对钱包地址与协议，因地址与协议不匹配造成的资金损失由用户自行承担。';

/** /addUsdtCard: fixed coin USDT, protocol TRC20 or ERC20, address, payment password, the warning, confirm. */
export function AddUsdtCardView({ form, protocols, onBack, onOpenService }: AddUsdtCardViewProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
  };
  const protocolError = form.fieldError('protocol');
  return (
    <div className="accounts">
      <PageHeader title="添加虚拟币地址" onBack={onBack} onOpenService={onOpenService} />
      <div className="accounts__body">
        <form className="accounts__form accounts__card" noValidate aria-label="确认" onSubmit={onSubmit}>
          <div className="accounts__fixed">
            <span className="accounts__fixed-label">币种</span>
            <span>USDT</span>
          </div>
          <fieldset
            className="accounts__protocols"
            aria-describedby={protocolError ? 'usdt-protocol-error' : undefined}
          >
            <legend>协议</legend>
            {protocols.map((protocol) => (
              <label key={protocol} className="accounts__protocol">
                <input
                  type="radio"
                  name="protocol"
                  value={protocol}
                  checked={form.values.protocol === protocol}
                  onChange={() => form.setField('protocol', protocol)}
                />
                {protocol}
              </label>
            ))}
            {protocolError && (
              <p id="usdt-protocol-error" className="accounts__error">
                {protocolError}
              </p>
            )}
          </fieldset>
          <TextField
            label="USDT地址"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="请输入USDT地址"
            maxLength={form.maxLength.address}
            {...bindField(form, 'address')}
          />
          <TextField
            label="支付密码"
            type="password"
            autoComplete="off"
            placeholder="请输入支付密码"
            {...bindField(form, 'payPassword')}
          />
          <p className="accounts__warning" role="note">
            {USDT_WARNING}
          </p>
          <Button type="submit" block busy={form.busy}>
            确认
          </Button>
        </form>
      </div>
    </div>
  );
}
