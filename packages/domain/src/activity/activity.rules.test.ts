import { describe, expect, it } from 'vitest';
import { ALL_PROMOTIONS, activePromotions, promotionPath, promotionTabs } from './activity.rules.ts';

describe('promotionTabs', () => {
  it('puts all offers first, then the server categories in order', () => {
    expect(ALL_PROMOTIONS).toEqual({ id: null, name: '全部优惠' });
    expect(
      promotionTabs([
        { id: 3, name: '体育优惠' },
        { id: 1, name: '新人礼包' },
      ]),
    ).toEqual([
      { id: null, name: '全部优惠' },
      { id: 3, name: '体育优惠' },
      { id: 1, name: '新人礼包' },
    ]);
    expect(promotionTabs([])).toEqual([ALL_PROMOTIONS]);
  });
});

describe('activePromotions', () => {
  it('shows only promotions with state 1, in server order', () => {
    const list = [
      { id: 1, isActive: true },
      { id: 2, isActive: false },
      { id: 3, isActive: true },
    ];
    expect(activePromotions(list).map((promotion) => promotion.id)).toEqual([1, 3]);
    expect(activePromotions([])).toEqual([]);
  });
});

describe('promotionPath', () => {
  it('links a promotion to its detail page', () => {
    expect(promotionPath({ id: 42 })).toBe('/activityInfo?id=42');
  });
});
