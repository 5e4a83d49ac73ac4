import type { PagedListViewModel } from '@lobby/domain/paging';
import { ButtonLink, formatMoney, PageHeader } from '@lobby/ui-kit';
import { PagedRows, RecordSummary } from '../../wiring/member/paged-rows.view.tsx';
import './welfare.css';

/** One red packet as the list shows it. */
export type RedPacketEntry = {
  id: number;
  depositAmount: number;
  amount: number;
  createdAt: string;
  /** When it was credited; '' when not yet. */
  usedAt: string;
};

/** The counts above the list, or why they are not there (the list shows either way; a refusal is toasted). */
export type WelfareCounts = { remaining: number; acquired: number } | 'loading' | 'failed';

/** A count as shown: the number, a dash when the counts failed, undefined (a placeholder) while they load. */
function countOf(counts: WelfareCounts, pick: 'remaining' | 'acquired'): number | string | undefined {
  if (counts === 'loading') return undefined;
  return counts === 'failed' ? '—' : counts[pick];
}

/** Props of {@link WelfareView}. */
export type WelfareViewProps = {
  counts: WelfareCounts;
  list: PagedListViewModel<RedPacketEntry>;
  /** The red-packet page, where the packets are grabbed. */
  claimHref: string;
  onBack: () => void;
};

/** /welfare: 红包中心 with 去领取, the grabs left and made, and the member's red packets, paged. */
export function WelfareView({ counts, list, claimHref, onBack }: WelfareViewProps) {
  return (
    <div className="welfare">
      <PageHeader title="红包中心" onBack={onBack} />
      <RecordSummary
        label="红包次数"
        figures={[
          { label: '剩余次数', value: countOf(counts, 'remaining') },
          { label: '已领取', value: countOf(counts, 'acquired') },
        ]}
        action={
          <ButtonLink href={claimHref} variant="primary">
            去领取
          </ButtonLink>
        }
      />
      <PagedRows vm={list} label="红包记录" emptyText="暂无红包记录">
        {(row) => (
          <li key={row.id} className="record-row">
            <dl className="record-row__facts">
              <dt>充值金额</dt>
              <dd>{formatMoney(row.depositAmount)}</dd>
              <dt>红包金额</dt>
              <dd className="welfare__amount">{formatMoney(row.amount)}</dd>
              <dt>充值时间</dt>
              <dd>{row.createdAt}</dd>
              <dt>领取时间</dt>
              <dd>{row.usedAt || '—'}</dd>
            </dl>
          </li>
        )}
      </PagedRows>
    </div>
  );
}
