import type { ApplicationRowViewModel } from '@lobby/domain/activity';
import type { PagedListViewModel } from '@lobby/domain/paging';
import { PageHeader } from '@lobby/ui-kit';
import { PagedRows } from '../../wiring/member/paged-rows.view.tsx';
import './activity-record.css';

/** One application as the list shows it (domain's `toApplicationRow`): the state's label (待审核, 审核通过, ...). */
export type ApplicationEntry = ApplicationRowViewModel;

/** Props of {@link ActivityRecordView}. */
export type ActivityRecordViewProps = {
  list: PagedListViewModel<ApplicationEntry>;
  onBack: () => void;
};

/** /activityRecord: the member's promotion applications, paged, with title, time and status; empty state. */
export function ActivityRecordView({ list, onBack }: ActivityRecordViewProps) {
  return (
    <div className="activity-record">
      <PageHeader title="活动记录" onBack={onBack} />
      <PagedRows vm={list} label="活动申请" emptyText="暂无活动记录">
        {(row) => (
          <li key={row.id} className="record-row">
            <div className="record-row__head">
              <h2 className="record-row__title">{row.title || '活动已下架'}</h2>
              <span className="activity-record__status">{row.status}</span>
            </div>
            <dl className="record-row__facts">
              <dt>申请时间</dt>
              <dd>
                <time dateTime={row.createdAt.replace(' ', 'T')}>{row.createdAt}</time>
              </dd>
            </dl>
          </li>
        )}
      </PagedRows>
    </div>
  );
}
