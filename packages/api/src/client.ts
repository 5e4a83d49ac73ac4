import createClient, { type Middleware } from 'openapi-fetch';
import { readAnswer } from './answer.ts';
import { type CallSpec, calls } from './calls.ts';
import type { paths } from './generated/openapi.ts';
import type * as P from './payloads.ts';
import { type ApiResult, apiMessages, failure } from './result.ts';

/** What {@link createApi} needs from its host. */
export type ApiOptions = {
  /** Origin (and prefix) of the backend; '' for the page's own origin. */
  baseUrl: string;
  /** The fetch to send with, passed in so tests and hosts choose it. */
  fetch: (input: Request, init?: RequestInit) => Promise<Response>;
  /** The current session token; null or '' when logged out. */
  getToken: () => string | null | undefined;
  /** Milliseconds before a call gives up with a timeout. */
  timeoutMs?: number;
};

/** The backend's own timeout, kept so slow networks behave as they did. */
export const DEFAULT_TIMEOUT_MS = 30_000;

type Sent = { data?: unknown; error?: unknown; response: Response };

function bodyText(sent: Sent): string | undefined {
  const body = sent.response.ok ? sent.data : sent.error;
  if (body === undefined || typeof body === 'string') return body;
  // openapi-fetch decodes error bodies that are JSON; the reader wants text either way.
  return JSON.stringify(body);
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * Creates the platform client: one function per call, each resolving to an {@link ApiResult} and never throwing.
 * Every request carries `Authorization: Bearer <token>` (empty when logged out, as the backend expects) and JSON.
 */
export function createApi({ baseUrl, fetch, getToken, timeoutMs = DEFAULT_TIMEOUT_MS }: ApiOptions) {
  const client = createClient<paths>({ baseUrl, fetch });

  const headers: Middleware = {
    onRequest({ request }) {
      // Headers trims the value, so a logged-out request carries "Bearer" with no token.
      request.headers.set('Authorization', `Bearer ${getToken() ?? ''}`);
      request.headers.set('Accept', 'application/json');
      // A multipart upload already carries its own type with the boundary; everything else is JSON.
      if (request.method !== 'GET' && !request.headers.has('Content-Type')) {
        request.headers.set('Content-Type', 'application/json');
      }
      return request;
    },
  };
  client.use(headers);

  async function run<T>(call: CallSpec<T>, send: (signal: AbortSignal) => Promise<Sent>): Promise<ApiResult<T>> {
    const controller = new AbortController();
    // A plain timer rather than AbortSignal.timeout: it keeps a Node process alive while a call is pending, and
    // fake timers in tests can drive it.
    const timer = setTimeout(() => controller.abort(new DOMException(apiMessages.timeout, 'TimeoutError')), timeoutMs);
    try {
      const sending = send(controller.signal);
      // The race settles even when a fetch ignores its signal; the loser's rejection is dropped here.
      sending.catch(() => undefined);
      const sent = await Promise.race([sending, aborted(controller.signal)]);
      return readAnswer(call, sent.response.status, bodyText(sent));
    } catch {
      return controller.signal.aborted
        ? failure('network', apiMessages.timeout)
        : failure('network', apiMessages.network);
    } finally {
      clearTimeout(timer);
    }
  }

  const text = 'text' as const;

  return {
    // Site, session and games (spec part 1).

    /** POST /api/app: site information. */
    app: () => run(calls.app, (signal) => client.POST('/api/app', { parseAs: text, signal })),
    /** GET /api/getVisitUrl: where this visitor should be; `url` null means stay. */
    getVisitUrl: (path: string) =>
      run(calls.getVisitUrl, (signal) =>
        client.GET('/api/getVisitUrl', { params: { query: { path } }, parseAs: text, signal }),
      ),
    /** POST /api/getservicerurl: the customer service address; `url` null when none is set. */
    getservicerurl: () =>
      run(calls.getservicerurl, (signal) => client.POST('/api/getservicerurl', { parseAs: text, signal })),
    /** GET /api/getAgentLoginUrl: the agent back-office login address. */
    getAgentLoginUrl: () =>
      run(calls.getAgentLoginUrl, (signal) => client.GET('/api/getAgentLoginUrl', { parseAs: text, signal })),
    /** POST /api/login_pc: logs in and hands out the rotated token. */
    login: (payload: P.LoginPayload) =>
      run(calls.login, (signal) => client.POST('/api/login_pc', { body: payload, parseAs: text, signal })),
    /** POST /api/register: creates a member and hands out its token. */
    register: (payload: P.RegisterPayload) =>
      run(calls.register, (signal) => client.POST('/api/register', { body: payload, parseAs: text, signal })),
    /** POST /api/logoff: ends the session on the server. */
    logoff: () => run(calls.logoff, (signal) => client.POST('/api/logoff', { parseAs: text, signal })),
    /** POST /api/user: the logged-in member. */
    user: () => run(calls.user, (signal) => client.POST('/api/user', { parseAs: text, signal })),
    /** POST /api/balance: the member's wallets. */
    balance: () => run(calls.balance, (signal) => client.POST('/api/balance', { parseAs: text, signal })),
    /** GET /api/game/list: every game, in server order (the category query is sent empty, as the app did). */
    gameList: () =>
      run(calls.gameList, (signal) =>
        client.GET('/api/game/list', { params: { query: { category: '' } }, parseAs: text, signal }),
      ),
    /** POST /api/gamelistBycode: the game list of one platform code. */
    gamelistBycode: (payload: P.GameListByCodePayload) =>
      run(calls.gamelistBycode, (signal) =>
        client.POST('/api/gamelistBycode', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/getGameUrl: the address of a game. */
    getGameUrl: (payload: P.GameUrlPayload) =>
      run(calls.getGameUrl, (signal) => client.POST('/api/getGameUrl', { body: payload, parseAs: text, signal })),
    /** POST /api/hotlogin: the address of a game from the hot grid. */
    hotlogin: (payload: P.GameUrlPayload) =>
      run(calls.hotlogin, (signal) => client.POST('/api/hotlogin', { body: payload, parseAs: text, signal })),
    /** POST /api/bannerList: the home carousel (type 2 unless told). */
    bannerList: (payload: P.BannerListPayload = { type: 2 }) =>
      run(calls.bannerList, (signal) => client.POST('/api/bannerList', { body: payload, parseAs: text, signal })),
    /** POST /api/homenotice: the notice bar's lines. */
    homenotice: () => run(calls.homenotice, (signal) => client.POST('/api/homenotice', { parseAs: text, signal })),
    /** POST /api/activitytype: the promotion categories. */
    activitytype: () =>
      run(calls.activitytype, (signal) => client.POST('/api/activitytype', { parseAs: text, signal })),
    /** POST /api/activitylist: a page of promotions, of one category when `type` is given. */
    activitylist: (payload: P.ActivityListPayload = {}) =>
      run(calls.activitylist, (signal) => client.POST('/api/activitylist', { body: payload, parseAs: text, signal })),
    /** POST /api/article: the help article of a category, or null. */
    article: (payload: P.ArticlePayload) =>
      run(calls.article, (signal) => client.POST('/api/article', { body: payload, parseAs: text, signal })),

    // Member account (spec part 2).

    /** POST /api/updateuserinfo: saves birthday, mobile and email. */
    updateuserinfo: (payload: P.UpdateUserInfoPayload) =>
      run(calls.updateuserinfo, (signal) =>
        client.POST('/api/updateuserinfo', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/uploadimg: uploads the avatar as multipart form data (field `file`). */
    uploadimg: (file: Blob, fileName = file instanceof File ? file.name : 'avatar.png') =>
      run(calls.uploadimg, (signal) =>
        client.POST('/api/uploadimg', {
          // The generated type sees a binary field as a string; the serializer sends the file itself.
          body: { file: fileName },
          bodySerializer: () => {
            const form = new FormData();
            form.append('file', file, fileName);
            return form;
          },
          parseAs: text,
          signal,
        }),
      ),
    /** POST /api/editPassword: changes the login password. */
    editPassword: (payload: P.PasswordChangePayload) =>
      run(calls.editPassword, (signal) => client.POST('/api/editPassword', { body: payload, parseAs: text, signal })),
    /** POST /api/editPayPassword: changes the payment password. */
    editPayPassword: (payload: P.PasswordChangePayload) =>
      run(calls.editPayPassword, (signal) =>
        client.POST('/api/editPayPassword', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/getcard: the member's bound accounts of one type. */
    getcard: (payload: P.CardListPayload) =>
      run(calls.getcard, (signal) => client.POST('/api/getcard', { body: payload, parseAs: text, signal })),
    /** POST /api/bindcard: binds a bank card or a wallet. */
    bindcard: (payload: P.BindCardPayload) =>
      run(calls.bindcard, (signal) => client.POST('/api/bindcard', { body: payload, parseAs: text, signal })),
    /** POST /api/delcard: unbinds an account. */
    delcard: (payload: P.DeleteCardPayload) =>
      run(calls.delcard, (signal) => client.POST('/api/delcard', { body: payload, parseAs: text, signal })),
    /** POST /api/banklist: the banks a member can bind. */
    banklist: () => run(calls.banklist, (signal) => client.POST('/api/banklist', { parseAs: text, signal })),
    /** GET /api/get_pay_way: the deposit channels that are on. */
    getPayWay: () => run(calls.getPayWay, (signal) => client.GET('/api/get_pay_way', { parseAs: text, signal })),
    /** POST /api/getPayRange: a deposit channel's amount range. */
    getPayRange: (payload: P.PayRangePayload) =>
      run(calls.getPayRange, (signal) => client.POST('/api/getPayRange', { body: payload, parseAs: text, signal })),
    /** POST /api/recharge: creates a deposit; the result holds the deposit number the server sent in `message`. */
    recharge: (payload: P.RechargePayload) =>
      run(calls.recharge, (signal) => client.POST('/api/recharge', { body: payload, parseAs: text, signal })),
    /** POST /api/getpaybank: the platform's receiving bank accounts. */
    getpaybank: () => run(calls.getpaybank, (signal) => client.POST('/api/getpaybank', { parseAs: text, signal })),
    /** POST /api/payinfo: what to pay and where; the pay type comes from the server's `message`. */
    payinfo: (payload: P.PayInfoPayload) =>
      run(calls.payinfo, (signal) => client.POST('/api/payinfo', { body: payload, parseAs: text, signal })),
    /** POST /api/getBetAmount: the turnover counted towards withdrawal. */
    getBetAmount: () =>
      run(calls.getBetAmount, (signal) => client.POST('/api/getBetAmount', { parseAs: text, signal })),
    /** POST /api/withdraw: requests a withdrawal. */
    withdraw: (payload: P.WithdrawPayload) =>
      run(calls.withdraw, (signal) => client.POST('/api/withdraw', { body: payload, parseAs: text, signal })),
    /** POST /api/transfer: moves whole yuan between the platform wallet and a venue. */
    transfer: (payload: P.TransferPayload) =>
      run(calls.transfer, (signal) => client.POST('/api/transfer', { body: payload, parseAs: text, signal })),
    /** POST /api/transall: brings every venue wallet back into the platform wallet. */
    transall: () => run(calls.transall, (signal) => client.POST('/api/transall', { parseAs: text, signal })),
    /** POST /api/refreshusermoney: the member, re-read after the venues report their balances. */
    refreshusermoney: () =>
      run(calls.refreshusermoney, (signal) => client.POST('/api/refreshusermoney', { parseAs: text, signal })),
    /** POST /api/uptransferstatus: switches seamless transfer on (1) or off (0). */
    uptransferstatus: (payload: P.TransferStatusPayload) =>
      run(calls.uptransferstatus, (signal) =>
        client.POST('/api/uptransferstatus', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/userapimoney/{code}: one venue wallet, re-read. */
    userapimoney: (code: string) =>
      run(calls.userapimoney, (signal) =>
        client.POST('/api/userapimoney/{code}', { params: { path: { code } }, parseAs: text, signal }),
      ),
    /** POST /api/balancelist: every venue wallet. */
    balancelist: () => run(calls.balancelist, (signal) => client.POST('/api/balancelist', { parseAs: text, signal })),
    /** POST /api/balancelist2: every venue wallet (the twin the transfer screen polls). */
    balancelist2: () =>
      run(calls.balancelist2, (signal) => client.POST('/api/balancelist2', { parseAs: text, signal })),
    /** POST /api/applyagentdo: applies to become an agent. */
    applyagentdo: (payload: P.AgentApplyPayload) =>
      run(calls.applyagentdo, (signal) => client.POST('/api/applyagentdo', { body: payload, parseAs: text, signal })),
    /** POST /api/noticeList: a page of messages. */
    noticeList: (payload: P.NoticeListPayload = {}) =>
      run(calls.noticeList, (signal) => client.POST('/api/noticeList', { body: payload, parseAs: text, signal })),
    /** POST /api/betrecord: a page of bets. */
    betrecord: (payload: P.BetRecordPayload = {}) =>
      run(calls.betrecord, (signal) => client.POST('/api/betrecord', { body: payload, parseAs: text, signal })),
    /** POST /api/gettransrecord: a page of deposits, withdrawals, transfers in or transfers out. */
    gettransrecord: (payload: P.TransRecordPayload) =>
      run(calls.gettransrecord, (signal) =>
        client.POST('/api/gettransrecord', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/getfanshui: a page of rebates with the claimed and claimable sums. */
    getfanshui: (payload: P.RebatePayload = { api_type: '', type: '' }) =>
      run(calls.getfanshui, (signal) => client.POST('/api/getfanshui', { body: payload, parseAs: text, signal })),
    /** POST /api/dofanshui: claims every unclaimed rebate. */
    dofanshui: () => run(calls.dofanshui, (signal) => client.POST('/api/dofanshui', { parseAs: text, signal })),
    /** POST /api/activityApplyLog: a page of the member's promotion applications. */
    activityApplyLog: (payload: P.PagePayload = {}) =>
      run(calls.activityApplyLog, (signal) =>
        client.POST('/api/activityApplyLog', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/redpacket: a page of the member's red packets. */
    redpacket: (payload: P.RedPacketListPayload = {}) =>
      run(calls.redpacket, (signal) => client.POST('/api/redpacket', { body: payload, parseAs: text, signal })),
    /** GET /api/userredpacket: the member's red-packet status and the rules. */
    userredpacket: () =>
      run(calls.userredpacket, (signal) => client.GET('/api/userredpacket', { parseAs: text, signal })),
    /** POST /api/douserredpacket: grabs a red packet. */
    douserredpacket: () =>
      run(calls.douserredpacket, (signal) => client.POST('/api/douserredpacket', { parseAs: text, signal })),
    /** POST /api/uservip: the VIP levels. */
    uservip: () => run(calls.uservip, (signal) => client.POST('/api/uservip', { parseAs: text, signal })),
    /** POST /api/activitydeatil: one promotion with its texts (the path's spelling is the backend's). */
    activitydeatil: (payload: P.ActivityDetailPayload) =>
      run(calls.activitydeatil, (signal) =>
        client.POST('/api/activitydeatil', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/doactivityapply: applies for a promotion. */
    doactivityapply: (payload: P.ActivityApplyPayload) =>
      run(calls.doactivityapply, (signal) =>
        client.POST('/api/doactivityapply', { body: payload, parseAs: text, signal }),
      ),
  };
}

/** The platform client. */
export type Api = ReturnType<typeof createApi>;
