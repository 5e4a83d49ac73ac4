import type { WithdrawalViewModel } from '@lobby/domain/withdrawal';
import { Button, deferredModal, ErrorState, InlineError, PageHeader, Skeleton, Tabs, TextField } from '@lobby/ui-kit';
import type { FormEvent } from 'react';
import './withdrawal.css';

// The account sheet's code loads when the player first opens it.
const BottomSheet = deferredModal(() => import('@lobby/ui-kit/bottom-sheet').then((module) => module.BottomSheet));

/** What each tab calls its accounts (the original app's labels). */
const NOUNS: Readonly<Record<WithdrawalViewModel['method'], { pick: string; choose: string; add: string }>> = {
  1: { pick: '选择银行卡', choose: '请选择银行卡', add: '+添加银行卡' },
  2: { pick: '选择USDT地址', choose: '请选择USDT地址', add: '+添加USDT地址' },
  3: { pick: '选择AnToken地址', choose: '请选择AnToken地址', add: '+添加AnToken地址' },
};

/** The withdrawal tips (part 2 §2). */
export const WITHDRAWAL_TIPS = [
  '投注结算后请等待10-15分钟，待有效流水（打码量）重新计算后再申请取款。',
  '未参与任何优惠的存款，需完成1倍流水后方可取款。',
  '暂不支持出款至中国邮政储蓄银行和农村信用社，请绑定其他银行卡。',
] as const;

/** Props of {@link WithdrawalView}. */
export type WithdrawalViewProps = {
  vm: WithdrawalViewModel;
  /** The wallet, for 全部金额. */
  balance: number;
  /** An add-account button: where it leads. */
  onAdd: (path: string) => void;
  onBack: () => void;
  onOpenService: () => void;
};

/** /withdrawal (取款): tabs, the chosen account, turnover, amount, payment password, 立即取款 and the tips. */
export function WithdrawalView({ vm, balance, onAdd, onBack, onOpenService }: WithdrawalViewProps) {
  const noun = NOUNS[vm.method];
  const accountError = vm.fieldError('accountId');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (vm.unresolved) vm.recheck();
    else vm.submit();
  };
  return (
    <div className="withdrawal">
      <PageHeader title="取款" onBack={onBack} onOpenService={onOpenService} />
      <Tabs items={vm.tabs} value={vm.method} onChange={(method) => vm.selectTab(method)} label="取款方式" stretch>
        <form className="withdrawal__form" noValidate aria-label="取款" onSubmit={submit}>
          <div className="withdrawal__field">
            <span className="withdrawal__label" id="withdrawal-account-label">
              {noun.pick}
            </span>
            <button
              type="button"
              className="withdrawal__account"
              aria-haspopup="dialog"
              aria-labelledby="withdrawal-account-label withdrawal-account-value"
              aria-describedby={accountError ? 'withdrawal-account-error' : undefined}
              aria-invalid={accountError ? true : undefined}
              onClick={vm.openPicker}
            >
              <span id="withdrawal-account-value">
                {vm.selected === null ? noun.choose : `${vm.selected.title} ${vm.selected.number}`}
              </span>
            </button>
            {accountError && (
              <p id="withdrawal-account-error" className="withdrawal__error">
                {accountError}
              </p>
            )}
          </div>

          {vm.turnover.error === null ? (
            <dl className="withdrawal__turnover">
              <dt>打码量</dt>
              <dd>{vm.turnover.value ?? '读取中…'}</dd>
            </dl>
          ) : (
            // In the turnover line's place, as tall as it: the fields below stayed where they were while it loaded.
            <InlineError
              className="withdrawal__turnover"
              message={`打码量读取失败：${vm.turnover.error}`}
              onRetry={vm.retryTurnover}
            />
          )}

          <TextField
            label="取款金额"
            inputMode="decimal"
            autoComplete="off"
            placeholder="请输入取款金额"
            value={vm.amount}
            error={vm.fieldError('amount')}
            onChange={(event) => vm.setAmount(event.currentTarget.value)}
            end={
              <button type="button" className="withdrawal__all" onClick={() => vm.fillAll(balance)}>
                全部金额
              </button>
            }
          />

          {vm.crypto !== null && (
            <dl className="withdrawal__crypto" aria-label="USDT到账">
              <div>
                <dt>折合USDT</dt>
                <dd>{vm.crypto.converted}</dd>
              </div>
              <div>
                <dt>每笔手续费{vm.crypto.network ? `（${vm.crypto.network}）` : ''}</dt>
                <dd>{vm.crypto.fee === '' ? '请先选择地址' : `${vm.crypto.fee} USDT`}</dd>
              </div>
              <div>
                <dt>预计到账</dt>
                <dd>{vm.crypto.received} USDT</dd>
              </div>
              {vm.crypto.rate !== '' && (
                <div>
                  <dt>参考汇率</dt>
                  <dd>1 USDT ≈ {vm.crypto.rate} 元</dd>
                </div>
              )}
            </dl>
          )}

          {/* The payment password the player has: any characters (the platform took 8+ of any kind), so the text
              keyboard and no cut here (the domain keeps 72); never the login password, so autocomplete off. */}
          <TextField
            label="支付密码"
            type="password"
            autoComplete="off"
            placeholder="请输入支付密码"
            value={vm.payPassword}
            error={vm.fieldError('payPassword')}
            onChange={(event) => vm.setPayPassword(event.currentTarget.value)}
          />

          {vm.outcomeNotice !== null && (
            <p className="withdrawal__outcome" role="status">
              {vm.outcomeNotice}
            </p>
          )}

          <Button type="submit" block busy={vm.busy}>
            {vm.outcomeLabel ?? '立即取款'}
          </Button>
        </form>
      </Tabs>

      <aside className="withdrawal__tips" aria-label="温馨提示">
        <h2>温馨提示</h2>
        <ol>
          {WITHDRAWAL_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
        <button type="button" className="withdrawal__service" onClick={onOpenService}>
          取款遇到问题？联系人工客服
        </button>
      </aside>

      <BottomSheet open={vm.pickerOpen} onClose={vm.closePicker} title={noun.pick}>
        {vm.accounts.loading && (
          <div role="status" aria-label="加载中" className="withdrawal__loading">
            <Skeleton shape="line" width="70%" />
            <Skeleton shape="line" width="50%" />
          </div>
        )}
        {vm.accounts.error !== null && <ErrorState message={vm.accounts.error} onRetry={vm.retryAccounts} />}
        {vm.accounts.items.length > 0 && (
          <ul className="withdrawal__accounts">
            {vm.accounts.items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="withdrawal__option"
                  aria-pressed={item.selected}
                  onClick={() => vm.selectAccount(item.id)}
                >
                  <span>{item.title}</span>
                  <span className="withdrawal__number">{item.number}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {vm.accounts.canAdd && (
          <Button block variant="secondary" onClick={() => onAdd(vm.accounts.addPath)}>
            {noun.add}
          </Button>
        )}
      </BottomSheet>
    </div>
  );
}
