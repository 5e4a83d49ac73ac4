import type { ActivityEvent, ActivitySnapshot } from './activity.machine.ts';
import { type PromotionTab, promotionPath } from './activity.rules.ts';

/** A promotion of the list with the in-app path of its detail page. */
export type PromotionItem<P> = { promotion: P; path: string };

/** What /activity renders and how it answers. */
export type ActivityViewModel<P> = {
  /** All offers, then the server's categories; exactly one selected. */
  tabs: (PromotionTab & { selected: boolean })[];
  /** The shown promotions (state 1 only), in server order. */
  promotions: PromotionItem<P>[];
  /** The list is loading. */
  busy: boolean;
  /** The list failed: the error state with a retry. */
  failed: boolean;
  /** The list loaded with nothing to show. */
  empty: boolean;
  /** The menu failed; it shows all offers alone until a retry. */
  typesFailed: boolean;
  select: (id: number | null) => void;
  retry: () => void;
};

/** Turns an /activity snapshot into the view model; `send` is the actor's send. */
export function connectActivity<P extends { id: number; isActive: boolean }>(
  snapshot: ActivitySnapshot<P>,
  send: (event: ActivityEvent) => void,
): ActivityViewModel<P> {
  const { tabs, selected, promotions } = snapshot.context;
  return {
    tabs: tabs.map((tab) => ({ ...tab, selected: tab.id === selected })),
    promotions: promotions.map((promotion) => ({ promotion, path: promotionPath(promotion) })),
    busy: snapshot.hasTag('busy'),
    failed: snapshot.hasTag('failed'),
    empty: snapshot.hasTag('empty'),
    typesFailed: snapshot.hasTag('typesFailed'),
    select: (id) => send({ type: 'type.select', id }),
    retry: () => send({ type: 'retry' }),
  };
}
