import type { AccountCardViewModel } from '@lobby/domain/accounts';
import type { FormViewModel } from '@lobby/domain/form';
import type { LoadViewModel } from '@lobby/domain/load';
import {
  BottomSheet,
  Button,
  bindField,
  Dialog,
  EmptyState,
  ErrorState,
  IconButton,
  IconClose,
  PageHeader,
  Skeleton,
  TextField,
} from '@lobby/ui-kit';
import type { FormEvent } from 'react';
import './accounts.css';

/** One bound account as the page shows it: the number already masked (domain's `toAccountCard`). */
export type WalletCardItem = AccountCardViewModel;

/** The bind popup's fields. */
export type WalletBindFields = { bank: string; address: string; protocol: string; payPassword: string };

/** The unbind dialog's fields. */
export type UnbindFields = { id: string; payPassword: string };

/** Props of {@link WalletView}. */
export type WalletViewProps = {
  /** 银行卡, USDT钱包 or AnToken. */
  title: string;
  /** What the list holds, for the empty state (银行卡, USDT地址, AnToken地址). */
  noun: string;
  list: LoadViewModel<readonly WalletCardItem[]>;
  /** Fewer than 5 accounts: the add button shows. */
  canAdd: boolean;
  /** The add button's text: 添加银行卡, 添加USDT地址, 添加AnToken地址. */
  addLabel: string;
  onAdd: () => void;
  /** The bind popup (USDT and token wallets). */
  bind: {
    open: boolean;
    form: FormViewModel<WalletBindFields>;
    /** The protocols offered: TRC20 and ERC20, or TRC20 alone for the token wallet. */
    protocols: readonly string[];
    /** Closes the popup and resets it to TRC20. */
    onCancel: () => void;
  };
  /** The unbind dialog. */
  unbind: {
    open: boolean;
    /** The account being unbound, in a few words. */
    target: string;
    form: FormViewModel<UnbindFields>;
    onOpen: (id: number) => void;
    onCancel: () => void;
  };
  onBack: () => void;
  onOpenService: () => void;
};

/** The two withdrawal notes of the wallet page. */
export const WITHDRAWAL_NOTES = [
  '投注结算后请等待10-15分钟，待有效流水修正后再申请提款。',
  '未参与任何优惠的存款，需完成1倍流水后方可提款。',
] as const;

/** The bind popup's two hints. */
export const BIND_HINTS = [
  '请复制钱包地址后粘贴，请勿手动输入。',
  '请确认您的钱包支持所选协议，否则可能造成资金损失。',
] as const;

function submitting(submit: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
}

/** /wallet: the bound accounts of one type as cards, the add button below 5, the bind popup and the unbind dialog. */
export function WalletView({
  title,
  noun,
  list,
  canAdd,
  addLabel,
  onAdd,
  bind,
  unbind,
  onBack,
  onOpenService,
}: WalletViewProps) {
  const items = list.value ?? [];
  const bindForm = bind.form;
  const unbindForm = unbind.form;
  return (
    <div className="accounts">
      <PageHeader title={title} onBack={onBack} onOpenService={onOpenService} />
      <section className="accounts__body" aria-label="已绑定账户" aria-busy={list.busy || list.refreshing}>
        {list.busy && (
          <div className="accounts__loading" role="status" aria-label="加载中">
            {[0, 1].map((key) => (
              <div key={key} className="accounts__card accounts__card--skeleton">
                <Skeleton shape="line" width="40%" />
                <Skeleton shape="line" width="70%" />
                <Skeleton shape="line" width="55%" />
              </div>
            ))}
          </div>
        )}
        {list.failed && <ErrorState message={list.error?.message || '加载失败，请重试'} onRetry={list.retry} />}
        {list.empty && <EmptyState message={`暂无绑定的${noun}`} />}
        {items.length > 0 && (
          <ul className="accounts__list">
            {items.map((item) => (
              <li key={item.id} className="accounts__card">
                <div className="accounts__card-text">
                  <p className="accounts__bank">{item.bank}</p>
                  <p className="accounts__owner">{item.owner}</p>
                  <p className="accounts__number">{item.number}</p>
                  {item.address !== '' && <p className="accounts__address">{item.address}</p>}
                </div>
                <IconButton label={`删除${item.name}`} onClick={() => unbind.onOpen(item.id)}>
                  <IconClose />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
        {canAdd && !list.busy && !list.failed && (
          <Button block variant="secondary" onClick={onAdd}>
            {addLabel}
          </Button>
        )}
        <aside className="accounts__notes" aria-label="提款须知">
          <h2>提款须知</h2>
          <ol>
            {WITHDRAWAL_NOTES.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ol>
        </aside>
      </section>

      <BottomSheet open={bind.open} onClose={bind.onCancel} title={addLabel}>
        {bind.open && (
          <form className="accounts__form" noValidate aria-label={addLabel} onSubmit={submitting(bindForm.submit)}>
            <TextField
              label="钱包地址"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder="请输入钱包地址"
              maxLength={bind.form.maxLength.address}
              {...bindField(bindForm, 'address')}
            />
            <fieldset
              className="accounts__protocols"
              aria-describedby={bindForm.fieldError('protocol') ? 'wallet-protocol-error' : undefined}
            >
              <legend>钱包协议</legend>
              {bind.protocols.map((protocol) => (
                <label key={protocol} className="accounts__protocol">
                  <input
                    type="radio"
                    name="protocol"
                    value={protocol}
                    checked={bindForm.values.protocol === protocol}
                    onChange={() => bindForm.setField('protocol', protocol)}
                  />
                  {protocol}
                </label>
              ))}
              {bindForm.fieldError('protocol') && (
                <p id="wallet-protocol-error" className="accounts__error">
                  {bindForm.fieldError('protocol')}
                </p>
              )}
            </fieldset>
            <TextField
              label="支付密码"
              type="password"
              autoComplete="off"
              placeholder="请输入支付密码"
              {...bindField(bindForm, 'payPassword')}
            />
            <ul className="accounts__hints" aria-label="温馨提示">
              {BIND_HINTS.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
            <div className="accounts__actions">
              <Button type="button" variant="secondary" onClick={bind.onCancel}>
                取消
              </Button>
              <Button type="submit" busy={bindForm.busy}>
                确认绑定
              </Button>
            </div>
          </form>
        )}
      </BottomSheet>

      <Dialog
        open={unbind.open}
        onClose={unbind.onCancel}
        title="解绑卡片"
        actions={
          <>
            <Button type="button" variant="secondary" onClick={unbind.onCancel} data-autofocus>
              取消
            </Button>
            <Button type="submit" form="unbind-form" busy={unbindForm.busy}>
              确定
            </Button>
          </>
        }
      >
        {unbind.open && (
          <form id="unbind-form" noValidate aria-label="解绑卡片" onSubmit={submitting(unbindForm.submit)}>
            <p className="accounts__target">{unbind.target}</p>
            <TextField
              label="支付密码"
              type="password"
              autoComplete="off"
              placeholder="请输入支付密码"
              {...bindField(unbindForm, 'payPassword')}
            />
          </form>
        )}
      </Dialog>
    </div>
  );
}
