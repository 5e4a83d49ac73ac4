// The activity unit's entry: exactly what code outside src/activity/ uses of it.
export { type ActivityViewModel, connectActivity } from './activity.connect.ts';
export { createActivityMachine, type FetchPromotionsInput, type PromotionList } from './activity.machine.ts';
export { type ApplicationRowViewModel, toApplicationRow } from './application-row.ts';
