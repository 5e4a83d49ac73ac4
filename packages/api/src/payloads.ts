import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** The login form as the backend reads it. */
export type LoginPayload = Schemas['LoginPayload'];

/** The registration form as the backend reads it. */
export type RegisterPayload = Schemas['RegisterPayload'];

/** Which game to open (getGameUrl). */
export type GameUrlPayload = Schemas['GameUrlPayload'];

/** Which carousel to read (type 2, the mobile home). */
export type BannerListPayload = Schemas['BannerListPayload'];

/** A promotion category filter and page. */
export type ActivityListPayload = Schemas['ActivityListPayload'];

/** The help category of an article. */
export type ArticlePayload = Schemas['ArticlePayload'];

/** The platform code of a game list. */
export type GameListByCodePayload = Schemas['GameListByCodePayload'];

/** The profile fields the member may edit. */
export type UpdateUserInfoPayload = Schemas['UpdateUserInfoPayload'];

/** A password change (login or payment password); `paypassword` is the new one. */
export type PasswordChangePayload = Schemas['PasswordChangePayload'];

/** Which kind of bound account to list. */
export type CardListPayload = Schemas['CardListPayload'];

/** A bank card or wallet to bind. */
export type BindCardPayload = Schemas['BindCardPayload'];

/** The bound account to remove, with the payment password. */
export type DeleteCardPayload = Schemas['DeleteCardPayload'];

/** The deposit channel of a range. */
export type PayRangePayload = Schemas['PayRangePayload'];

/** A deposit order. */
export type RechargePayload = Schemas['RechargePayload'];

/** The deposit number to read. */
export type PayInfoPayload = Schemas['PayInfoPayload'];

/** A withdrawal request. */
export type WithdrawPayload = Schemas['WithdrawPayload'];

/** A transfer between the platform wallet and a venue. */
export type TransferPayload = Schemas['TransferPayload'];

/** The seamless-transfer switch. */
export type TransferStatusPayload = Schemas['TransferStatusPayload'];

/** An agent application. */
export type AgentApplyPayload = Schemas['AgentApplyPayload'];

/** A page of a list. */
export type PagePayload = Schemas['PagePayload'];

/** A page of messages, optionally of one type. */
export type NoticeListPayload = Schemas['NoticeListPayload'];

/** Bet record filters and page. */
export type BetRecordPayload = Schemas['BetRecordPayload'];

/** Transaction record kind, filters and page. */
export type TransRecordPayload = Schemas['TransRecordPayload'];

/** Rebate filters and page; `api_type` and `type` must be sent, even empty. */
export type RebatePayload = Schemas['RebatePayload'];

/** A page of red-packet records. */
export type RedPacketListPayload = Schemas['RedPacketListPayload'];

/** The promotion to read. */
export type ActivityDetailPayload = Schemas['ActivityDetailPayload'];

/** A promotion application. */
export type ActivityApplyPayload = Schemas['ActivityApplyPayload'];

/** One deposit limit to set; `amount` '' removes it. */
export type SetLimitPayload = Schemas['SetLimitPayload'];

/** How many days a break lasts. */
export type BreakPayload = Schemas['BreakPayload'];

/** Since when the session's result is summed (server time, UTC+8). */
export type SessionResultPayload = Schemas['SessionResultPayload'];
