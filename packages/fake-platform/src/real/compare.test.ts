import { describe, expect, it } from 'vitest';
import { explain, kindOf, moneyCents, shapeDifferences } from './compare.ts';

describe('shapeDifferences', () => {
  it('finds a kind that differs, at any depth, and keys only one side has', () => {
    const backend = { code: 200, data: { balance: '10.00', list: [{ id: 1, at: 'x' }], gone: 1 } };
    const fake = { code: 200, data: { balance: 10, list: [{ id: '1', at: 'y' }], extra: null } };

    expect(shapeDifferences(backend, fake)).toEqual([
      '$.data.balance: backend string, fake number',
      '$.data.list[0].id: backend number, fake string',
      '$.data.gone: only in backend',
      '$.data.extra: only in fake',
    ]);
  });

  it('compares lists by their first elements and takes an empty list on one side as no difference', () => {
    expect(shapeDifferences([{ a: 1 }, { b: 2 }], [{ a: 2 }])).toEqual([]);
    expect(shapeDifferences([], [{ a: 1 }])).toEqual([]);
    expect(shapeDifferences([], {})).toEqual(['$: backend array, fake object']);
  });

  it('ignores values of the same kind', () => {
    expect(shapeDifferences({ m: 'transfer success' }, { m: '成功' })).toEqual([]);
  });
});

describe('kindOf and moneyCents', () => {
  it('tells the JSON kinds apart and reads money of either kind', () => {
    expect([null, [], {}, 1, true, 's'].map(kindOf)).toEqual([
      'null',
      'array',
      'object',
      'number',
      'boolean',
      'string',
    ]);
    expect(moneyCents('100.10')).toBe(10_010);
    expect(moneyCents(4040)).toBe(404_000);
    expect(moneyCents('')).toBeNaN();
  });
});

describe('explain', () => {
  it('keeps unexplained lines and names entries that explained nothing', () => {
    const known = [
      { call: 'user', line: /created_at/, reason: 'a' },
      { call: 'user', line: /never/, reason: 'b' },
    ];
    const result = explain(
      [
        { call: 'user', line: '$.data.created_at: x' },
        { call: 'balance', line: '$.data.created_at: x' },
      ],
      known,
    );

    expect(result.unexplained).toEqual(['balance $.data.created_at: x']);
    expect(result.unused).toEqual([known[1]]);
  });
});
