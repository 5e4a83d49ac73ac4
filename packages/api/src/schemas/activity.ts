import * as z from 'zod/mini';
import type { Envelope } from './envelope.ts';
import { flag, integer, listOf, optionalInteger, optionalText, pageOf } from './primitives.ts';

/** A promotion category (/api/activitytype). */
export type PromotionType = { id: number; name: string };

const promotionTypeSchema = z.pipe(
  z.looseObject({ id: integer, name: z.string() }),
  z.transform((wire): PromotionType => ({ id: wire.id, name: wire.name })),
);

/** `data` of POST /api/activitytype. */
export const activityTypeDataSchema = listOf(promotionTypeSchema);

/** A promotion as the list shows it (/api/activitylist). */
export type Promotion = {
  id: number;
  title: string;
  /** The category id. */
  type: number;
  /** The banner picture; '' when none. */
  banner: string;
  /** The member may apply (`can_apply` 1). */
  canApply: boolean;
  /** Listed (`state` 1). */
  isActive: boolean;
  applyCount: number;
  createdAt: string;
};

const promotionFields = {
  id: integer,
  title: z.string(),
  type: optionalInteger,
  banner: optionalText,
  can_apply: flag(1),
  state: flag(1),
  apply_count: optionalInteger,
  created_at: optionalText,
};

type PromotionWire = {
  id: number;
  title: string;
  type: number;
  banner: string;
  can_apply: boolean;
  state: boolean;
  apply_count: number;
  created_at: string;
};

function promotionOf(wire: PromotionWire): Promotion {
  return {
    id: wire.id,
    title: wire.title,
    type: wire.type,
    banner: wire.banner,
    canApply: wire.can_apply,
    isActive: wire.state,
    applyCount: wire.apply_count,
    createdAt: wire.created_at,
  };
}

/** `data` of POST /api/activitylist: a page of promotions, newest first. */
export const activityListDataSchema = pageOf(z.pipe(z.looseObject(promotionFields), z.transform(promotionOf)));

/** One promotion with its texts (/api/activitydeatil). */
export type PromotionDetail = Promotion & {
  /** HTML; render only through a sanitiser. */
  content: string;
  /** HTML notes under the content. */
  memo: string;
  /** The app's picture (`app_img`); '' when none. */
  appImage: string;
};

/** `data` of POST /api/activitydeatil. */
export const activityDetailDataSchema = z.pipe(
  z.looseObject({ ...promotionFields, content: optionalText, memo: optionalText, app_img: optionalText }),
  z.transform(
    (wire): PromotionDetail => ({
      ...promotionOf(wire),
      content: wire.content,
      memo: wire.memo,
      appImage: wire.app_img,
    }),
  ),
);

/** The backend's words for a promotion it does not show (IndexController::activitydeatil). */
export const PROMOTION_NOT_FOUND = 'activity not found';

/**
 * Reads activitydeatil's answer for a promotion the backend does not show (an unknown id, or one hidden from the
 * channel: `legacyPromotionFallback`) as a refusal: code 200 with the message "activity not found" and a blank
 * item (`title` '', `state` 0). Either mark alone is the placeholder: no other answer carries that message, and a
 * shown promotion always has `state` 1 (PromotionService::visible), so a blank title with state 0 is never one.
 * Returns the backend's words, which the app shows in Chinese (活动不存在); undefined when the answer is a promotion.
 */
export function readMissingPromotion(envelope: Envelope): string | undefined {
  if (envelope.message.trim() === PROMOTION_NOT_FOUND) return PROMOTION_NOT_FOUND;
  const item = envelope.data;
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  const { title, state } = item as { title?: unknown; state?: unknown };
  const isBlank = title === '' && (state === 0 || state === '0');
  return isBlank ? PROMOTION_NOT_FOUND : undefined;
}

/** A member's application for a promotion (/api/activityApplyLog). */
export type PromotionApplication = {
  id: number;
  activityId: number;
  /** '' when the promotion is gone. */
  activityName: string;
  /** 1 pending review, 2 approved, 3 rejected (0 and 4 are placeholders). */
  state: number;
  /** When it was reviewed; '' while pending. */
  checkedAt: string;
  createdAt: string;
};

const applicationSchema = z.pipe(
  z.looseObject({
    id: integer,
    activity_id: optionalInteger,
    activity_name: optionalText,
    state: integer,
    check_time: optionalText,
    created_at: optionalText,
  }),
  z.transform(
    (wire): PromotionApplication => ({
      id: wire.id,
      activityId: wire.activity_id,
      activityName: wire.activity_name,
      state: wire.state,
      checkedAt: wire.check_time,
      createdAt: wire.created_at,
    }),
  ),
);

/** `data` of POST /api/activityApplyLog. */
export const activityApplyLogDataSchema = pageOf(applicationSchema);
