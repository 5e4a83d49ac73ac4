import { toApplicationRow } from '@lobby/domain/activity';
import { connectPagedList, type PagedListViewModel } from '@lobby/domain/paging';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { liveApplicationListMachine } from './activity-record.providers.ts';
import { ActivityRecordView, type ApplicationEntry } from './activity-record.view.tsx';

/** /activityRecord: the member's applications, page by page; leaving stops the list and its request. */
export function ActivityRecordScreen() {
  const [snapshot, send] = useMachine(liveApplicationListMachine, { input: { filter: null } });
  const list = connectPagedList(snapshot, send);
  const entries: PagedListViewModel<ApplicationEntry> = { ...list, rows: list.rows.map(toApplicationRow) };
  return <ActivityRecordView list={entries} onBack={() => goBack('/mine')} />;
}

/** The route table loads the screen by its default export. */
export default ActivityRecordScreen;
