import type { RedPacketViewModel } from '@lobby/domain/rewards';
import { Button, ButtonLink, Dialog, ErrorState, formatMoney, PageHeader, Skeleton } from '@lobby/ui-kit';
import './hongbao.css';

/**
 * A tier of the rules table: the activity's time, the range of today's deposits that reaches it (from, to) and the
 * packets it gives (rounded down).
 */
export type HongbaoRule = {
  id: number;
  startTime: string;
  endTime: string;
  depositFrom: number;
  depositTo: number;
  packets: number;
};

/** The counts the page shows of the status: grabs left (as the server sent them), made and at most. */
export type HongbaoCounts = { remaining: number; acquired: number; maxTimes: number };

/** Props of {@link HongbaoView}. */
export type HongbaoViewProps = {
  vm: RedPacketViewModel<HongbaoCounts>;
  /** Why the status could not load (shown with 重试 while `vm.failed`). */
  failure: string;
  rules: readonly HongbaoRule[];
  /** Where 立即充值 leads. */
  rechargeHref: string;
  onBack: () => void;
};

/** The page's fixed notes (part 2 §2). */
const NOTES = [
  '抢红包时间：每日北京时间10:00-12:00。',
  '存款统计时间：前一日12:00至当日10:00的存款金额。',
  '活动规则中的日期均以美东时间为准。',
  '红包即时派发到账，完成规定流水倍数后即可提现。',
];

function Count({ label, value, busy }: { label: string; value: number | undefined; busy: boolean }) {
  return (
    <div className="hongbao__count">
      <dt>{label}</dt>
      <dd>{busy || value === undefined ? <Skeleton shape="line" /> : value}</dd>
    </div>
  );
}

/**
 * /hongbao: back; the grabs left (never below 0), made and at most; 立即抢红包; the rules table and text; the
 * notes; and the popups: a win with its amount, or why a grab was refused with 立即充值. Closing a popup resets it.
 */
export function HongbaoView({ vm, failure, rules, rechargeHref, onBack }: HongbaoViewProps) {
  const popup = vm.popup;
  return (
    <div className="hongbao">
      <PageHeader title="抢红包" onBack={onBack} />
      {vm.failed ? (
        <ErrorState message={failure || '红包信息加载失败，请重试'} onRetry={vm.retry} />
      ) : (
        <section className="hongbao__card" aria-label="抢红包次数">
          <dl className="hongbao__counts">
            <Count label="剩余次数" value={vm.status ? vm.remaining : undefined} busy={vm.busy} />
            <Count label="已抢次数" value={vm.status?.acquired} busy={vm.busy} />
            <Count label="最多可抢" value={vm.status?.maxTimes} busy={vm.busy} />
          </dl>
          <Button block onClick={vm.grab} busy={vm.grabbing} disabled={vm.busy}>
            立即抢红包
          </Button>
        </section>
      )}
      <section className="hongbao__section" aria-labelledby="hongbao-rules">
        <h2 id="hongbao-rules">活动规则</h2>
        <p>活动期间，会员当日累计存款在相应区间内，即可获得对应次数的抢红包机会，红包金额随机派发。</p>
        {rules.length > 0 && (
          <table className="hongbao__rules">
            <thead>
              <tr>
                <th scope="col">活动时间</th>
                <th scope="col">累计存款</th>
                <th scope="col">红包个数</th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.id}>
                  <td>
                    {rule.startTime}
                    <br />至 {rule.endTime}
                  </td>
                  <td>
                    {formatMoney(rule.depositFrom)}
                    <br />至 {formatMoney(rule.depositTo)}
                  </td>
                  <td>{rule.packets}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="hongbao__section" aria-labelledby="hongbao-notes">
        <h2 id="hongbao-notes">活动说明</h2>
        <ol className="hongbao__notes">
          {NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ol>
      </section>
      <Dialog
        open={popup?.kind === 'won'}
        onClose={vm.close}
        title="恭喜您抢到红包"
        className="hongbao__popup"
        actions={
          <Button block data-autofocus onClick={vm.close}>
            确定
          </Button>
        }
      >
        <p className="hongbao__won">{popup?.kind === 'won' ? formatMoney(popup.amount) : ''}</p>
        <p>红包已派发到您的账户</p>
      </Dialog>
      <Dialog
        open={popup?.kind === 'insufficient'}
        onClose={vm.close}
        title="温馨提示"
        className="hongbao__popup"
        actions={
          <>
            <ButtonLink href={rechargeHref} block>
              立即充值
            </ButtonLink>
            <Button block variant="secondary" data-autofocus onClick={vm.close}>
              确定
            </Button>
          </>
        }
      >
        {/* The reason is announced as the popup opens, whether the page or the server refused the grab. */}
        <p role="alert">{popup?.kind === 'insufficient' ? popup.message : ''}</p>
      </Dialog>
    </div>
  );
}
