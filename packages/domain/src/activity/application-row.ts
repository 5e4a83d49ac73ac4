// A module of its own, so /activityRecord's chunk carries this row, not the record screens' rows.
import { statusLabel } from '../records/index.ts';

/** A promotion application as the api reads it: the fields its row shows. */
export type ApplicationLike = { id: number; activityName: string; createdAt: string; state: number };

/** What an application row of /activityRecord shows. */
export type ApplicationRowViewModel = { id: number; title: string; createdAt: string; status: string };

/** An application as its row shows it: the state read through the spec's labels. */
export function toApplicationRow(application: ApplicationLike): ApplicationRowViewModel {
  return {
    id: application.id,
    title: application.activityName,
    createdAt: application.createdAt,
    status: statusLabel('activity', application.state),
  };
}
