import { describe, expect, it } from 'vitest';
import { toApplicationRow } from './application-row.ts';

describe('application rows', () => {
  const application = { id: 9, activityName: '首存优惠', createdAt: '2026-11-20 12:00:00', state: 2 };

  it('show the activity and the state by its label', () => {
    expect(toApplicationRow(application)).toEqual({
      id: 9,
      title: '首存优惠',
      createdAt: '2026-11-20 12:00:00',
      status: '审核通过',
    });
    expect(toApplicationRow({ ...application, state: 1 }).status).toBe('待审核');
  });
});
