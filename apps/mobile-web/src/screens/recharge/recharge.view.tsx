import type { DepositViewModel } from '@lobby/domain/deposit';
import {
  Button,
  ButtonLink,
  bindField,
  deferredModal,
  EmptyState,
  ErrorState,
  PageHeader,
  Skeleton,
  TextField,
} from '@lobby/ui-kit';
import { type FormEvent, lazy, Suspense } from 'react';
import './recharge.css';

// The bank channel's panel (receiving accounts to copy, the bank picker, the depositor's fields) loads when that
// channel shows: most players pay another way, and the picker and copy buttons are a third of the page's code.
const BankChannel = lazy(() => import('./recharge-bank.view.tsx').then((m) => ({ default: m.BankChannelView })));
// The notice that asks for a bound account loads when it first shows.
const BindNotice = deferredModal(() => import('./recharge-notice.view.tsx').then((module) => module.BindNoticeView));

/** Props of {@link RechargeView}. */
export type RechargeViewProps = {
  deposit: DepositViewModel;
  /** The blocking notice's text (您还没有绑定任何钱包卡，请绑定). */
  noticeText: string;
  /** A copy button put its text on the clipboard (the screen says 复制成功！). */
  onCopied: () => void;
  onCopyFailed: () => void;
  onBack: () => void;
  onOpenService: () => void;
};

/** The notes under the form (part 2 §2). */
export const DEPOSIT_NOTES = [
  '每次存款前请重新获取收款信息，切勿使用旧的收款信息，否则无法到账。',
  '实际支付金额必须与提交的存款金额一致，否则无法及时到账。',
  '请避开23:50-00:10时段存款，以免影响到账。',
] as const;

/** /recharge: the channels the server enables, each channel's fields, the amount with its range, and the notes. */
export function RechargeView({
  deposit,
  noticeText,
  onCopied,
  onCopyFailed,
  onBack,
  onOpenService,
}: RechargeViewProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    deposit.submit();
  };
  const { bank, usdt, outcome } = deposit;

  return (
    <div className="recharge">
      <PageHeader title="存款" onBack={onBack} onOpenService={onOpenService} />
      <div className="recharge__body">
        {deposit.loading ? (
          <div className="recharge__skeleton" aria-busy="true">
            <Skeleton shape="block" height={96} />
            <Skeleton shape="block" height={220} />
          </div>
        ) : deposit.failed ? (
          // The form stays the page's landmark: it says why it cannot be filled, with 重试.
          <form className="recharge__form" aria-label="存款" onSubmit={(event) => event.preventDefault()}>
            <ErrorState message={deposit.error ?? '存款方式加载失败，请重试'} onRetry={deposit.retry} />
          </form>
        ) : deposit.channels.length === 0 ? (
          <EmptyState message="暂无可用的存款方式，请联系客服" />
        ) : (
          <form className="recharge__form" noValidate aria-label="存款" onSubmit={onSubmit}>
            {deposit.bankOnly && (
              // The other channels could not be read; the bank transfer works: a quiet note, not an error.
              <div className="recharge__note" role="status">
                <span>{deposit.bankOnly.message}</span>
                <Button type="button" variant="ghost" busy={deposit.bankOnly.retrying} onClick={deposit.bankOnly.retry}>
                  重试
                </Button>
              </div>
            )}
            <fieldset className="recharge__choices">
              <legend>存款方式</legend>
              {deposit.channels.map(({ value, label }) => (
                <label className="recharge__choice" key={value}>
                  <input
                    type="radio"
                    name="channel"
                    value={value}
                    checked={deposit.channel === value}
                    onChange={() => deposit.selectChannel(value)}
                  />
                  {label}
                </label>
              ))}
            </fieldset>

            {bank && (
              <Suspense fallback={<Skeleton shape="block" height={360} />}>
                <BankChannel deposit={deposit} bank={bank} onCopied={onCopied} onCopyFailed={onCopyFailed} />
              </Suspense>
            )}

            {deposit.protocols.length > 0 && (
              <fieldset className="recharge__choices">
                <legend>USDT协议</legend>
                {deposit.protocols.map((protocol) => (
                  <label className="recharge__choice" key={protocol}>
                    <input
                      type="radio"
                      name="protocol"
                      value={protocol}
                      checked={deposit.protocol === protocol}
                      onChange={() => deposit.selectProtocol(protocol)}
                    />
                    {protocol}
                  </label>
                ))}
                <p className="recharge__hint">
                  请选择正确的USDT协议付款，若您选择错误的协议付款，平台将无法收到您的付款
                </p>
              </fieldset>
            )}

            <div className="recharge__fields">
              <TextField
                label="存款金额"
                inputMode="decimal"
                autoComplete="off"
                placeholder={deposit.amountPlaceholder}
                aria-busy={deposit.rangeLoading || undefined}
                {...bindField(deposit, 'amount')}
              />
              <ul className="recharge__quick" aria-label="快捷金额">
                {deposit.quickAmounts.map((amount) => (
                  <li key={amount}>
                    <button
                      type="button"
                      className="recharge__chip"
                      aria-pressed={deposit.values.amount === String(amount)}
                      onClick={() => deposit.chooseAmount(amount)}
                    >
                      {amount}
                    </button>
                  </li>
                ))}
              </ul>
              {usdt && (
                <div className="recharge__usdt" aria-live="polite">
                  <p>
                    预计支付 <strong>{usdt.estimate ?? '--'}</strong> USDT
                  </p>
                  <p className="recharge__rate">参考汇率：1 USDT ≈ {usdt.rate > 0 ? usdt.rate : '--'} 元</p>
                </div>
              )}
            </div>

            {outcome && (
              <div
                className={`recharge__outcome${outcome.canRecheck ? ' recharge__outcome--unknown' : ''}`}
                role="alert"
              >
                <p>{outcome.message}</p>
                {outcome.progress !== null && <p className="recharge__outcome-progress">{outcome.progress}</p>}
                {outcome.canRecheck && (
                  <div className="recharge__outcome-actions">
                    <Button type="button" variant="secondary" onClick={deposit.recheck}>
                      {outcome.recheckLabel}
                    </Button>
                    <ButtonLink variant="ghost" href="#/transRecord">
                      交易记录
                    </ButtonLink>
                  </div>
                )}
              </div>
            )}

            <Button type="submit" block busy={deposit.busy}>
              {outcome?.progress ?? '立即存款'}
            </Button>
          </form>
        )}

        <aside className="recharge__notes" aria-label="温馨提示">
          <h2>温馨提示</h2>
          <ol>
            {DEPOSIT_NOTES.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ol>
        </aside>
      </div>

      <BindNotice open={deposit.needsAccount} text={noticeText} onClose={onBack} />
    </div>
  );
}
