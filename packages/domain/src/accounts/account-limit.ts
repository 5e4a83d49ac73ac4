/** A player keeps at most 5 accounts of each type; the add buttons hide at 5. */
export const MAX_ACCOUNTS = 5;

/** Whether the add button shows for a list of bound accounts of one type. */
export function canAddAccount(count: number): boolean {
  return count < MAX_ACCOUNTS;
}
