import * as z from 'zod/mini';
import { decimal, flag, integer, listOf, optionalInteger, optionalText, pageOf } from './primitives.ts';

/** A line of the notice bar (/api/homenotice). */
export type HomeNotice = {
  title: string;
  /** HTML; '' when the backend sent the title alone (the original sends strings). */
  content: string;
};

const homeNoticeSchema = z.union([
  z.pipe(
    z.string(),
    z.transform((title): HomeNotice => ({ title, content: '' })),
  ),
  z.pipe(
    z.looseObject({ name: z.string(), content: optionalText }),
    z.transform((wire): HomeNotice => ({ title: wire.name, content: wire.content })),
  ),
]);

/** `data` of POST /api/homenotice: strings (original) or `{id, name, content}` (later variant). */
export const homeNoticeDataSchema = listOf(homeNoticeSchema);

/** A help article (/api/article). */
export type Article = {
  id: number;
  title: string;
  /** The help category (1 FAQ, 2 privacy, 3 disclaimer, 4 contact, 5 agent, 7 about, 8 responsible gambling). */
  category: number;
  /** HTML; render only through a sanitiser. */
  content: string;
};

/** `data` of POST /api/article: the article, or null when the category has none. */
export const articleDataSchema = z.union([
  z.pipe(
    z.looseObject({ id: integer, name: optionalText, cateid: optionalInteger, content: optionalText }),
    z.transform((wire): Article | null => ({
      id: wire.id,
      title: wire.name,
      category: wire.cateid,
      content: wire.content,
    })),
  ),
  z.pipe(
    z.union([z.null(), z.literal(''), z.array(z.unknown()).check(z.maxLength(0))]),
    z.transform((): Article | null => null),
  ),
]);

/** A message of the message centre (/api/noticeList). */
export type Message = {
  id: number;
  /** 1 notice (announcement), 2 member message, 3 announcement (older data). */
  type: number;
  title: string;
  /** HTML; render only through a sanitiser. */
  content: string;
  createdAt: string;
};

const messageSchema = z.pipe(
  z.looseObject({
    id: integer,
    type: optionalInteger,
    title: z.string(),
    content: optionalText,
    created_at: optionalText,
  }),
  z.transform(
    (wire): Message => ({
      id: wire.id,
      type: wire.type,
      title: wire.title,
      content: wire.content,
      createdAt: wire.created_at,
    }),
  ),
);

/** `data` of POST /api/noticeList: a page of messages, newest first. */
export const noticeListDataSchema = pageOf(messageSchema);

/** A VIP level (/api/uservip). */
export type VipLevel = {
  id: number;
  /** "VIP3". */
  name: string;
  /** The number in the name, or the id when the name has none. */
  level: number;
  /** The cumulative deposit that reaches the level (`recharge`). */
  depositThreshold: number;
  /** The turnover the level needs (`flow`). */
  turnover: number;
  /** Maximum rebate percentages per game kind. */
  rates: {
    live: number;
    slots: number;
    board: number;
    sports: number;
    fishing: number;
    lottery: number;
    esports: number;
  };
  /** Shown in the rebate table (`status` 1). */
  isActive: boolean;
  /** The level's badge; '' when none. */
  image: string;
};

const rate = decimal;

const vipLevelSchema = z.pipe(
  z.looseObject({
    id: integer,
    vipname: z.string(),
    recharge: rate,
    flow: rate,
    realperson: rate,
    electron: rate,
    joker: rate,
    sport: rate,
    fish: rate,
    lottery: rate,
    e_sport: rate,
    status: flag(1),
    vippic: optionalText,
  }),
  z.transform((wire): VipLevel => {
    const fromName = Number(/(\d+)/.exec(wire.vipname)?.[1]);
    return {
      id: wire.id,
      name: wire.vipname,
      level: Number.isInteger(fromName) && fromName > 0 ? fromName : wire.id,
      depositThreshold: wire.recharge,
      turnover: wire.flow,
      rates: {
        live: wire.realperson,
        slots: wire.electron,
        board: wire.joker,
        sports: wire.sport,
        fishing: wire.fish,
        lottery: wire.lottery,
        esports: wire.e_sport,
      },
      isActive: wire.status,
      image: wire.vippic,
    };
  }),
);

/** `data` of POST /api/uservip: the levels, ordered by level. */
export const vipListDataSchema = listOf(vipLevelSchema);
