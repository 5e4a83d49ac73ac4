import { labels } from '../messages/index.ts';

/** A promotion category from the server (the api's `PromotionType` fits as is). */
export type PromotionType = { id: number; name: string };

/** An entry of the promotions menu: a server category, or all offers (`id` null, the list asked for unfiltered). */
export type PromotionTab = { id: number | null; name: string };

/** What the promotions list shows of a promotion (the api's `Promotion` fits as is). */
export type Promotion = { id: number; title: string; banner: string; createdAt: string; isActive: boolean };

/** The menu's first entry: all offers. */
export const ALL_PROMOTIONS: PromotionTab = { id: null, name: labels.allOffers };

/** The promotions menu: all offers, then the server's categories in its order (part 1 §2). */
export function promotionTabs(types: readonly PromotionType[]): PromotionTab[] {
  return [ALL_PROMOTIONS, ...types.map(({ id, name }) => ({ id, name }))];
}

/** The promotions a list shows: only those with state 1 (`isActive`), in server order (part 1 §2). */
export function activePromotions<P extends { isActive: boolean }>(promotions: readonly P[]): P[] {
  return promotions.filter((promotion) => promotion.isActive);
}

/** The in-app path of a promotion's detail page. */
export function promotionPath(promotion: { id: number }): string {
  return `/activityInfo?id=${promotion.id}`;
}
