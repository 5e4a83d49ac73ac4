import { describe, expect, it } from 'vitest';
import { initialPaging, type Page, pagingReducer } from '../paging/index.ts';
import type { CallResult } from '../result/index.ts';
import { type MessageTab, messageTabOfType, messageTabPage } from './message-centre.ts';

type Row = { id: number; type: number };

/**
 * The backend's noticeList: every message whatever `type` is sent (it reads none), `size` a page, newest first;
 * counts the pages asked for.
 */
function backend(rows: Row[], size: number) {
  const asked: number[] = [];
  const lastPage = Math.max(1, Math.ceil(rows.length / size));
  const fetchPage = async (page: number): Promise<CallResult<Page<Row>>> => {
    asked.push(page);
    return {
      ok: true,
      data: { rows: rows.slice((page - 1) * size, page * size), total: rows.length, lastPage },
      message: '',
    };
  };
  return { asked, fetchPage };
}

/** Scrolls a tab's list to its end as the paged list does: returns the ids shown and the server pages read. */
async function readTab(tab: MessageTab, rows: Row[], size: number) {
  const { asked, fetchPage } = backend(rows, size);
  let paging = initialPaging<Row>();
  let loads = 0;
  while (!paging.finished) {
    const page = paging.page;
    const result = await messageTabPage(tab, page, fetchPage);
    if (!result.ok) throw new Error('the backend answers');
    paging = pagingReducer(paging, { type: 'loaded', page, ...result.data });
    loads += 1;
  }
  return { ids: paging.rows.map((row) => row.id), asked, loads };
}

describe('message centre tabs', () => {
  it('put 通知 (1) and 公告 (3) under 公告, 活动 (2) under 站内信, and a row of no known type under 公告', () => {
    expect([1, 2, 3, 0, 7].map(messageTabOfType)).toEqual([1, 2, 1, 1, 1]);
  });

  // Mixed rows, 3 a page; page 2 holds no internal message and page 3 no announcement.
  const rows: Row[] = [
    { id: 12, type: 1 },
    { id: 11, type: 2 },
    { id: 10, type: 3 },
    { id: 9, type: 1 },
    { id: 8, type: 3 },
    { id: 7, type: 1 },
    { id: 6, type: 2 },
    { id: 5, type: 2 },
    { id: 4, type: 2 },
    { id: 3, type: 3 },
    { id: 2, type: 2 },
    { id: 1, type: 1 },
  ];

  it("show each tab only its own messages, each once, from a backend that ignores the tab's type", async () => {
    const notices = await readTab(1, rows, 3);
    const inbox = await readTab(2, rows, 3);
    expect(notices.ids).toEqual([12, 10, 9, 8, 7, 3, 1]);
    expect(inbox.ids).toEqual([11, 6, 5, 4, 2]);
    expect(notices.asked).toEqual([1, 2, 3, 4]);
    expect(inbox.asked).toEqual([1, 2, 3, 4]);
  });

  it("read on past a page with none of the tab's messages instead of ending the list there", async () => {
    const { asked, fetchPage } = backend(rows, 3);
    // Page 2 is all announcements: the first load of 站内信 after page 1 goes on to page 3.
    const second = await messageTabPage(2, 2, fetchPage);
    expect(second).toMatchObject({ ok: true, data: { rows: [{ id: 6 }, { id: 5 }, { id: 4 }], nextPage: 4 } });
    expect(asked).toEqual([2, 3]);
    // The tab's first page is all the other tab's: 站内信 is not left empty while pages remain.
    const inboxFirst = [
      { id: 3, type: 1 },
      { id: 2, type: 3 },
      { id: 1, type: 2 },
    ];
    expect((await readTab(2, inboxFirst, 2)).ids).toEqual([1]);
  });

  it('end a tab the last pages hold none of, and pass a failure on', async () => {
    const allNotices = [1, 2, 3, 4].map((id) => ({ id, type: 1 }));
    const inbox = await readTab(2, allNotices, 2);
    expect(inbox).toEqual({ ids: [], asked: [1, 2], loads: 1 });
    const failed = await messageTabPage(1, 1, async () => ({ ok: false, error: { kind: 'network', message: '' } }));
    expect(failed).toEqual({ ok: false, error: { kind: 'network', message: '' } });
  });
});
