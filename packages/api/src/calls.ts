import type * as z from 'zod/mini';
import type { paths as OpenApiPaths } from './generated/openapi.ts';
import {
  activityApplyLogDataSchema,
  activityDetailDataSchema,
  activityListDataSchema,
  activityTypeDataSchema,
} from './schemas/activity.ts';
import { appDataSchema } from './schemas/app.ts';
import { loginDataSchema, registerDataSchema } from './schemas/auth.ts';
import { balanceDataSchema } from './schemas/balance.ts';
import { bankListDataSchema, cardListDataSchema, payBankDataSchema } from './schemas/cards.ts';
import {
  articleDataSchema,
  bannerListDataSchema,
  homeNoticeDataSchema,
  noticeListDataSchema,
  vipListDataSchema,
} from './schemas/content.ts';
import {
  betAmountDataSchema,
  payInfoAnswerSchema,
  payRangeDataSchema,
  payWayDataSchema,
  rechargeAnswerSchema,
} from './schemas/deposit.ts';
import { doneDataSchema, uploadImageDataSchema } from './schemas/done.ts';
import type { Envelope } from './schemas/envelope.ts';
import { gameListByCodeDataSchema, gameListDataSchema, linkDataSchema } from './schemas/games.ts';
import { logoffDataSchema } from './schemas/logoff.ts';
import {
  betRecordDataSchema,
  rebateDataSchema,
  redPacketListDataSchema,
  transRecordDataSchema,
} from './schemas/records.ts';
import { redPacketGrabDataSchema, redPacketStatusDataSchema } from './schemas/red-packet.ts';
import { serviceUrlDataSchema } from './schemas/service-url.ts';
import { type SessionUser, userDataSchema } from './schemas/user.ts';
import { readStayAnswer, type VisitTarget, visitUrlDataSchema } from './schemas/visit-url.ts';
import { transferDataSchema, venueWalletDataSchema, venueWalletListDataSchema } from './schemas/wallets.ts';

/** A path of the contract (openapi.yaml). */
export type ApiPath = keyof OpenApiPaths;

/**
 * What a call's schema must do: check one value and map it. Structural (a zod/mini schema fits), so a
 * `CallSpec<AppInfo>` is also a `CallSpec<unknown>` and code can walk every call.
 */
export type DataSchema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
};

/** How one call is sent and how its answer is read. */
export type CallSpec<T> = {
  method: 'get' | 'post';
  path: ApiPath;
  /** Checks what {@link CallSpec.input} picks (`data` by default) of a code-200 answer and maps wire names to the app's. */
  data: DataSchema<T>;
  /** Picks what `data` reads from the envelope, for calls that carry a value in `message` (recharge, payinfo). */
  input?: (envelope: Envelope) => unknown;
  /** Reads an answer with a code other than 200 that this call treats as success; undefined when it is an error. */
  settle?: (envelope: Envelope) => T | undefined;
};

function spec<T, P extends ApiPath>(
  method: CallSpec<T>['method'],
  path: P,
  data: z.ZodMiniType<T, unknown>,
): CallSpec<T> & { path: P } {
  return { method, path, data };
}

const withMessage = (envelope: Envelope): unknown => ({ message: envelope.message, data: envelope.data });

/** Every call of the contract, named as the client names them (the path's last segment in camelCase). */
export const calls = {
  // Site, session and games (spec part 1).
  app: spec('post', '/api/app', appDataSchema),
  getVisitUrl: {
    method: 'get',
    path: '/api/getVisitUrl',
    data: visitUrlDataSchema,
    settle: readStayAnswer,
  } satisfies CallSpec<VisitTarget>,
  getservicerurl: spec('post', '/api/getservicerurl', serviceUrlDataSchema),
  getAgentLoginUrl: spec('get', '/api/getAgentLoginUrl', linkDataSchema),
  login: spec('post', '/api/login_pc', loginDataSchema),
  register: spec('post', '/api/register', registerDataSchema),
  logoff: spec('post', '/api/logoff', logoffDataSchema),
  // Typed as the session's user so the app's session machine takes the answer as it is; the data is a Member.
  user: spec<SessionUser, '/api/user'>('post', '/api/user', userDataSchema),
  balance: spec('post', '/api/balance', balanceDataSchema),
  gameList: spec('get', '/api/game/list', gameListDataSchema),
  gamelistBycode: spec('post', '/api/gamelistBycode', gameListByCodeDataSchema),
  getGameUrl: spec('post', '/api/getGameUrl', linkDataSchema),
  hotlogin: spec('post', '/api/hotlogin', linkDataSchema),
  bannerList: spec('post', '/api/bannerList', bannerListDataSchema),
  homenotice: spec('post', '/api/homenotice', homeNoticeDataSchema),
  activitytype: spec('post', '/api/activitytype', activityTypeDataSchema),
  activitylist: spec('post', '/api/activitylist', activityListDataSchema),
  article: spec('post', '/api/article', articleDataSchema),
  // Member account (spec part 2).
  updateuserinfo: spec('post', '/api/updateuserinfo', doneDataSchema),
  uploadimg: spec('post', '/api/uploadimg', uploadImageDataSchema),
  editPassword: spec('post', '/api/editPassword', doneDataSchema),
  editPayPassword: spec('post', '/api/editPayPassword', doneDataSchema),
  getcard: spec('post', '/api/getcard', cardListDataSchema),
  bindcard: spec('post', '/api/bindcard', doneDataSchema),
  delcard: spec('post', '/api/delcard', doneDataSchema),
  banklist: spec('post', '/api/banklist', bankListDataSchema),
  getPayWay: spec('get', '/api/get_pay_way', payWayDataSchema),
  getPayRange: spec('post', '/api/getPayRange', payRangeDataSchema),
  recharge: { ...spec('post', '/api/recharge', rechargeAnswerSchema), input: withMessage },
  getpaybank: spec('post', '/api/getpaybank', payBankDataSchema),
  payinfo: { ...spec('post', '/api/payinfo', payInfoAnswerSchema), input: withMessage },
  getBetAmount: spec('post', '/api/getBetAmount', betAmountDataSchema),
  withdraw: spec('post', '/api/withdraw', doneDataSchema),
  transfer: spec('post', '/api/transfer', transferDataSchema),
  transall: spec('post', '/api/transall', doneDataSchema),
  refreshusermoney: spec('post', '/api/refreshusermoney', userDataSchema),
  uptransferstatus: spec('post', '/api/uptransferstatus', doneDataSchema),
  userapimoney: spec('post', '/api/userapimoney/{code}', venueWalletDataSchema),
  balancelist: spec('post', '/api/balancelist', venueWalletListDataSchema),
  balancelist2: spec('post', '/api/balancelist2', venueWalletListDataSchema),
  applyagentdo: spec('post', '/api/applyagentdo', doneDataSchema),
  noticeList: spec('post', '/api/noticeList', noticeListDataSchema),
  betrecord: spec('post', '/api/betrecord', betRecordDataSchema),
  gettransrecord: spec('post', '/api/gettransrecord', transRecordDataSchema),
  getfanshui: spec('post', '/api/getfanshui', rebateDataSchema),
  dofanshui: spec('post', '/api/dofanshui', doneDataSchema),
  activityApplyLog: spec('post', '/api/activityApplyLog', activityApplyLogDataSchema),
  redpacket: spec('post', '/api/redpacket', redPacketListDataSchema),
  userredpacket: spec('get', '/api/userredpacket', redPacketStatusDataSchema),
  douserredpacket: spec('post', '/api/douserredpacket', redPacketGrabDataSchema),
  uservip: spec('post', '/api/uservip', vipListDataSchema),
  activitydeatil: spec('post', '/api/activitydeatil', activityDetailDataSchema),
  doactivityapply: spec('post', '/api/doactivityapply', doneDataSchema),
} as const;

/** The name of a call. */
export type CallName = keyof typeof calls;

/** The contract's paths, in the order of {@link calls}. */
export const paths: ReadonlyArray<ApiPath> = Object.values(calls).map((call) => call.path);

// Fails to compile when openapi.yaml gains a path that no call covers.
type CoveredPath = (typeof calls)[CallName]['path'];
const everyPathHasACall: Record<Exclude<ApiPath, CoveredPath>, never> = {};
void everyPathHasACall;
