import type { FormViewModel } from '@lobby/domain/form';
import type { ResponsibleGamingViewModel } from '@lobby/domain/responsible-gaming';
import { Button, bindField, CopyButton, PageHeader, SkeletonList, TextField } from '@lobby/ui-kit';
import type { FormEvent, ReactNode } from 'react';
import { AdultNotice } from '../../wiring/protection/adult-notice.tsx';
import './responsible-gaming.css';

/** The limits form: a limit per period as typed. */
export type LimitFields = { day: string; week: string; month: string };

/** The limits form's three fields, in order, with their labels and what waits on each. */
export type LimitField = { period: keyof LimitFields; label: string; pending: string | null };

/** Props of {@link ResponsibleGamingView}. */
export type ResponsibleGamingViewProps = {
  vm: ResponsibleGamingViewModel;
  limits: FormViewModel<LimitFields>;
  limitFields: readonly LimitField[];
  /** Whether the backend keeps the limits and breaks on the player's account (else the device keeps them). */
  onAccount: boolean;
  /** The self-exclusion request to copy for customer service. */
  exclusionRequest: string;
  onCopied: () => void;
  /** The self-check once opened (its own chunk); null shows the button that opens it. */
  selfCheck: ReactNode;
  onOpenSelfCheck: () => void;
  onBack: () => void;
  onOpenService: () => void;
};

/**
 * /responsibleGaming (负责任博彩): what the tools do; the reality check's interval; deposit limits; a break, asked
 * twice; a longer self-exclusion through customer service; the self-check. Every setting is the device's, but the
 * limits and a break where the backend keeps them on the player's account.
 */
export function ResponsibleGamingView({
  vm,
  limits,
  limitFields,
  onAccount,
  exclusionRequest,
  onCopied,
  selfCheck,
  onOpenSelfCheck,
  onBack,
  onOpenService,
}: ResponsibleGamingViewProps) {
  const { words } = vm;
  const onSaveLimits = (event: FormEvent) => {
    event.preventDefault();
    limits.submit();
  };
  return (
    <div className="responsible">
      <PageHeader title={words['protection.title']} onBack={onBack} onOpenService={onOpenService} />
      <div className="responsible__body">
        <AdultNotice />
        <p className="responsible__intro">
          娱乐应量力而行。以下工具帮助您掌控游戏时间和存款：现实检查按您选择的间隔提醒您已登录多久及本次输赢；存款限额在存款前核对您设定的上限；暂停可让您在一段时间内无法登录。
        </p>
        <p className="responsible__device">{words[onAccount ? 'protection.onAccount' : 'protection.deviceOnly']}</p>

        <section className="responsible__card" aria-labelledby="responsible-check">
          <h2 id="responsible-check">{words['protection.check.title']}</h2>
          <p>到达间隔时，页面会提示您本次登录的时长和输赢，提示期间无法进入游戏或提交存款。</p>
          <fieldset className="responsible__choice">
            <legend>{words['protection.interval.label']}</legend>
            <div className="responsible__answers">
              {vm.intervals.map((option) => (
                <label key={option.value}>
                  <input
                    type="radio"
                    name="reality-check-interval"
                    checked={vm.interval === option.value}
                    onChange={() => vm.chooseInterval(option.value)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        </section>

        <section className="responsible__card" aria-labelledby="responsible-limits">
          <h2 id="responsible-limits">存款限额</h2>
          <p>{words['protection.limit.coolingOff']}</p>
          <form noValidate onSubmit={onSaveLimits} aria-label="存款限额" className="responsible__form">
            {limitFields.map((field) => (
              <div key={field.period}>
                <TextField
                  label={field.label}
                  inputMode="decimal"
                  placeholder={words['protection.limit.none']}
                  {...bindField(limits, field.period)}
                />
                {field.pending && <p className="responsible__pending">{field.pending}</p>}
              </div>
            ))}
            <Button type="submit" block busy={limits.busy}>
              保存限额
            </Button>
          </form>
        </section>

        <section className="responsible__card" aria-labelledby="responsible-break">
          <h2 id="responsible-break">{words['protection.break.label']}</h2>
          <p>暂停开始后将立即退出登录，到期前本设备无法登录。</p>
          <div className="responsible__breaks">
            {vm.breaks.map((option) => (
              <Button
                key={option.days}
                variant="secondary"
                disabled={vm.asking}
                onClick={() => vm.takeBreak(option.days)}
              >
                暂停{option.label}
              </Button>
            ))}
          </div>
          <h3>{words['protection.exclusion.label']}</h3>
          <p>更长时间的自我排除需由客服为您的账号办理。复制以下申请，发送给客服：</p>
          <p className="responsible__request">{exclusionRequest}</p>
          <div className="responsible__breaks">
            <CopyButton text={exclusionRequest} label="复制申请" onCopied={onCopied} />
            <Button variant="secondary" onClick={onOpenService}>
              联系客服
            </Button>
          </div>
        </section>

        <section className="responsible__card" aria-labelledby="responsible-self-check">
          <h2 id="responsible-self-check">{words['protection.selfCheck.title']}</h2>
          {selfCheck ?? (
            <Button variant="secondary" block onClick={onOpenSelfCheck}>
              开始自我评估
            </Button>
          )}
        </section>
      </div>
    </div>
  );
}

/** The page while the device's settings are read: its title and a skeleton. */
export function ResponsibleGamingLoading({ onBack }: { onBack: () => void }) {
  return (
    <div className="responsible" aria-busy="true">
      <PageHeader title="负责任博彩" onBack={onBack} />
      <SkeletonList rows={4} />
    </div>
  );
}
