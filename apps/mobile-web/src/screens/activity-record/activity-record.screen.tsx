import type { PromotionApplication } from '@lobby/api';
import { connectPagedList, type PagedListViewModel, statusLabel } from '@lobby/domain';
import { useMachine } from '@xstate/react';
import { goBack } from '../../routing/hash-location.ts';
import { liveApplicationListMachine } from './activity-record.providers.ts';
import { ActivityRecordView, type ApplicationEntry } from './activity-record.view.tsx';

/** An application as the row shows it: the state read through the spec's labels. */
function toEntry(application: PromotionApplication): ApplicationEntry {
  return {
    id: application.id,
    title: application.activityName,
    createdAt: application.createdAt,
    status: statusLabel('activity', application.state),
  };
}

/** /activityRecord: the member's applications, page by page; leaving stops the list and its request. */
export function ActivityRecordScreen() {
  const [snapshot, send] = useMachine(liveApplicationListMachine, { input: { filter: null } });
  const list = connectPagedList(snapshot, send);
  const entries: PagedListViewModel<ApplicationEntry> = { ...list, rows: list.rows.map(toEntry) };
  return <ActivityRecordView list={entries} onBack={() => goBack('/mine')} />;
}

/** The route table loads the screen by its default export. */
export default ActivityRecordScreen;
