import type { TransferViewModel } from '@lobby/domain/transfer';
import {
  Button,
  deferredModal,
  ErrorState,
  IconButton,
  IconRefresh,
  Money,
  PageHeader,
  TextField,
} from '@lobby/ui-kit';
import type { FormEvent } from 'react';
import './transfer.css';

// The wallet picker's and the quota sheet's code loads when the player first opens one of them.
const BottomSheet = deferredModal(() => import('@lobby/ui-kit/bottom-sheet').then((module) => module.BottomSheet));

/** Props of {@link TransferView}. */
export type TransferViewProps = {
  vm: TransferViewModel;
  /** Offline: every balance shows as unavailable (—), never the last figure read. */
  offline?: boolean;
  onBack: () => void;
  onOpenService: () => void;
};

const READING = '读取中…';

function submitting(action: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action();
  };
}

function Balance({ value, offline }: { value: number | null; offline: boolean }) {
  if (offline) return <Money value={null} />;
  return value === null ? <span className="transfer__reading">{READING}</span> : <Money value={value} />;
}

/** /transfer (额度转换): the wallets, the seamless switch, the transfer form and the quota sheet. */
export function TransferView({ vm, offline = false, onBack, onOpenService }: TransferViewProps) {
  const sheet = vm.sheet;
  return (
    <div className="transfer">
      <PageHeader title="额度转换" onBack={onBack} onOpenService={onOpenService} />
      <section className="transfer__main" aria-label="中心钱包">
        <p className="transfer__label">中心钱包</p>
        <p className="transfer__balance">
          <Balance value={vm.balance} offline={offline} />
        </p>
        <div className="transfer__actions">
          <Button variant="secondary" busy={vm.recovering} onClick={vm.recoverAll}>
            一键回收
          </Button>
          <Button variant="secondary" busy={vm.refreshingMoney} onClick={vm.refreshMoney}>
            刷新余额
          </Button>
        </div>
        <label className="transfer__switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={vm.seamless}
            checked={vm.seamless}
            disabled={vm.switching}
            onChange={vm.toggleSeamless}
          />
          <span>自动免转</span>
        </label>
        <p className="transfer__hint">开启后余额自动转入游戏场馆</p>
      </section>

      <section className="transfer__wallets" aria-label="游戏钱包" aria-busy={vm.venuesLoading}>
        <h2>游戏钱包</h2>
        <ul>
          {vm.wallets.map((wallet) => (
            <li key={wallet.platform} className="transfer__wallet">
              {wallet.isPlatform || vm.seamless ? (
                <span className="transfer__name">{wallet.name}</span>
              ) : (
                <button
                  type="button"
                  className="transfer__name transfer__open"
                  aria-haspopup="dialog"
                  aria-label={`${wallet.name} 额度转换`}
                  onClick={() => vm.openSheet(wallet.platform)}
                >
                  {wallet.name}
                </button>
              )}
              <span className="transfer__amount">
                <Balance value={wallet.balance} offline={offline} />
              </span>
              {!wallet.isPlatform && (
                <IconButton label={`刷新${wallet.name}`} onClick={() => vm.refreshWallet(wallet.platform)}>
                  <IconRefresh size={18} />
                </IconButton>
              )}
            </li>
          ))}
          {vm.venuesLoading &&
            [0, 1, 2].map((key) => (
              <li key={key} className="transfer__wallet" aria-hidden="true">
                <span className="transfer__name">{READING}</span>
                <span className="transfer__reading">{READING}</span>
              </li>
            ))}
        </ul>
        {vm.venuesError !== null && <ErrorState message={vm.venuesError} onRetry={vm.retryVenues} />}
        {vm.expandable && (
          <button type="button" className="transfer__toggle" aria-expanded={vm.expanded} onClick={vm.toggleList}>
            {vm.expanded ? '收起' : '展开'}
          </button>
        )}
        {/* 展开's place, kept while the venues load: backends list more than three venues, and without it the form
            below moved 47 px down as they landed, away from a finger about to tap it. Hidden, so never reached. */}
        {vm.venuesLoading && (
          <button
            type="button"
            className="transfer__toggle transfer__toggle--reserved"
            tabIndex={-1}
            aria-hidden="true"
          >
            展开
          </button>
        )}
      </section>

      {!vm.seamless && (
        <form
          className="transfer__form"
          noValidate
          aria-label="转账"
          onSubmit={submitting(vm.unresolved ? vm.recheck : vm.submit)}
        >
          <div className="transfer__pickers">
            <button
              type="button"
              className="transfer__picker"
              aria-haspopup="dialog"
              aria-label={`转出钱包：${vm.source.name}`}
              onClick={() => vm.openPicker('source')}
            >
              <span className="transfer__label">转出钱包</span>
              <span>{vm.source.name}</span>
            </button>
            <button
              type="button"
              className="transfer__picker"
              aria-haspopup="dialog"
              aria-label={`转入钱包：${vm.target?.name ?? '请选择'}`}
              aria-invalid={vm.fieldError('target') ? true : undefined}
              onClick={() => vm.openPicker('target')}
            >
              <span className="transfer__label">转入钱包</span>
              <span>{vm.target?.name ?? '请选择'}</span>
            </button>
          </div>
          {vm.fieldError('target') && <p className="transfer__error">{vm.fieldError('target')}</p>}
          <TextField
            label="转账金额"
            inputMode="numeric"
            autoComplete="off"
            placeholder="请输入转账金额"
            maxLength={vm.amountMaxLength}
            value={vm.amount}
            error={vm.fieldError('amount')}
            onChange={(event) => vm.setAmount(event.currentTarget.value)}
            end={
              <button type="button" className="transfer__max" onClick={vm.fillMax}>
                最大金额
              </button>
            }
          />
          <p className="transfer__hint">转出钱包与转入钱包不能相同，且其中一方须为平台钱包；金额以整数元转入。</p>
          {vm.outcomeNotice !== null && (
            <p className="transfer__outcome" role="status">
              {vm.outcomeNotice}
            </p>
          )}
          <Button type="submit" block busy={vm.busy && !vm.recovering && !vm.refreshingMoney}>
            {vm.outcomeLabel ?? '立即转账'}
          </Button>
        </form>
      )}

      <button type="button" className="transfer__service" onClick={onOpenService}>
        转账遇到问题？联系人工客服
      </button>

      <BottomSheet open={vm.picker !== null} onClose={vm.closePicker} title="选择钱包">
        <ul className="transfer__options">
          {vm.options.map((option) => {
            const chosen = vm.picker === 'source' ? vm.source.platform : vm.target?.platform;
            return (
              <li key={option.platform}>
                <button
                  type="button"
                  className="transfer__option"
                  aria-pressed={option.platform === chosen}
                  onClick={() => vm.choose(option.platform)}
                >
                  {option.name}
                </button>
              </li>
            );
          })}
        </ul>
      </BottomSheet>

      <BottomSheet open={sheet !== null} onClose={vm.closeSheet} title="额度转换">
        {sheet !== null && (
          <form
            className="transfer__form"
            noValidate
            aria-label="额度转换"
            onSubmit={submitting(vm.unresolved ? vm.recheck : vm.submitSheet)}
          >
            <p className="transfer__venue">{sheet.name}</p>
            <dl className="transfer__facts">
              <div>
                <dt>平台余额</dt>
                <dd>
                  <Balance value={sheet.platformBalance} offline={offline} />
                </dd>
              </div>
              <div>
                <dt>游戏余额</dt>
                <dd>
                  <Balance value={sheet.venueBalance} offline={offline} />
                </dd>
              </div>
            </dl>
            <TextField
              label="操作金额"
              data-autofocus
              inputMode="numeric"
              autoComplete="off"
              placeholder="请输入操作金额"
              maxLength={vm.amountMaxLength}
              value={sheet.amount}
              error={vm.fieldError('sheetAmount')}
              onChange={(event) => vm.setSheetAmount(event.currentTarget.value)}
            />
            <fieldset className="transfer__directions">
              <legend>转换方向</legend>
              <label>
                <input
                  type="radio"
                  name="direction"
                  checked={sheet.direction === 0}
                  onChange={() => vm.setDirection(0)}
                />
                转入
              </label>
              <label>
                <input
                  type="radio"
                  name="direction"
                  checked={sheet.direction === 1}
                  onChange={() => vm.setDirection(1)}
                />
                转出
              </label>
            </fieldset>
            <Button type="submit" block busy={vm.busy}>
              {vm.outcomeLabel ?? '确定'}
            </Button>
          </form>
        )}
      </BottomSheet>
    </div>
  );
}
