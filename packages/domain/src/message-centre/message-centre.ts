import type { Page } from '../paging/index.ts';
import { filteredPage } from '../paging/index.ts';
import type { CallResult } from '../result/index.ts';

// ---------------------------------------------------------------------------------------------------------------
// Which messages each of /message's tabs shows, by the row's `type`.
//
// The spec (part 2 §2, Message centre): tab 1 announcements (公告), tab 2 internal messages (站内信); the app asks
// /api/noticeList with the tab's number as `type`. The backend's back office writes a message's `type` as 1 通知,
// 2 活动, 3 公告 (app/Admin/Controllers/MessageController.php `$type`; the messages migration's column comment
// '1通知 2活动 3公告'; backend-contract.md: 1 notice, 2 activity, 3 announcement). Its IndexController::noticeList
// reads no `type` at all (answers.md: "`type` is ignored"), so both tabs got every message. The tabs now keep their
// own rows here: tab 2 the rows of type 2 (what a backend honouring `type: 2` would answer), tab 1 types 1 (通知)
// and 3 (公告, an announcement by name) and any other type (none known; a row without one reads 0), so every
// message shows in exactly one tab. The app keeps sending `type`: a backend that honours it answers the same rows.
// ---------------------------------------------------------------------------------------------------------------

/** A tab of /message: 1 announcements (公告), 2 internal messages (站内信); the query's and the call's `type`. */
export type MessageTab = 1 | 2;

/** The message types tab 2 (站内信) shows; every other type shows in tab 1 (公告). See above. */
export const INTERNAL_MESSAGE_TYPES: readonly number[] = [2];

/** The tab a message of this `type` belongs to (see above). */
export function messageTabOfType(type: number): MessageTab {
  return INTERNAL_MESSAGE_TYPES.includes(type) ? 2 : 1;
}

/**
 * Fetches page `page` of a tab's messages: only the tab's own rows (by `type`), reading on past server pages that
 * hold none of them (paging's `filteredPage`), so a page of the other tab's messages neither ends the list nor
 * leaves the tab empty while more pages exist. `fetchPage` asks the server for one page (sending the tab's `type`).
 */
export function messageTabPage<Row extends { readonly type: number }>(
  tab: MessageTab,
  page: number,
  fetchPage: (page: number) => Promise<CallResult<Page<Row>>>,
): Promise<CallResult<Page<Row>>> {
  return filteredPage(page, fetchPage, (row) => messageTabOfType(row.type) === tab);
}
