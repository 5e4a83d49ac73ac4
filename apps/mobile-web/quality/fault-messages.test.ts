// Every call of `quality/routes.ts` under every fault, in node: the real api transport sends the call to the fake
// platform (msw/node), which plays the fault as the browser suite's fake does (the `x-lobby-scenario` header; a
// dead network is the fake's `offline`, a fetch that rejects); the screen's live machine, with the app's own
// providers, turns the answer into what the player gets (a toast, an alert, the inline message, a move), and the
// test compares that with the one rule both fault suites read (`fault-scenarios.ts`). Timers are fake, so the
// 30 s timeout and the money outcome's 45 s window pass at once. The browser (`e2e/faults.e2e.ts`) keeps one
// case per screen and kind of failure: that the message shows, nothing goes blank, nothing throws, typed input stays.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The app's modules read the page's address, storage and history as they load: a page of their own, before them.
const page = vi.hoisted(() => {
  const memory = (): Storage => {
    const items = new Map<string, string>();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, String(value)),
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
      key: (index) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    };
  };
  const origin = 'http://lobby.test';
  const state = { hash: '#/', navigations: [] as string[], leaves: [] as string[] };
  const location = {
    origin,
    pathname: '/',
    search: '',
    get hash() {
      return state.hash;
    },
    get href() {
      return `${origin}/${state.hash}`;
    },
    assign: (url: string) => void state.leaves.push(url),
    replace: (url: string) => void state.leaves.push(url),
  };
  const moveTo = (url: string) => {
    state.hash = url.slice(url.indexOf('#'));
    state.navigations.push(state.hash.slice(1));
  };
  const history = {
    state: null as unknown,
    length: 1,
    pushState: (_state: unknown, _title: string, url: string) => moveTo(url),
    replaceState: (_state: unknown, _title: string, url: string) => moveTo(url),
    back: () => undefined,
  };
  Object.assign(globalThis, {
    location,
    history,
    sessionStorage: memory(),
    localStorage: memory(),
    dispatchEvent: () => true,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    HashChangeEvent: class extends Event {},
  });
  return state;
});

import { apiMessages, createSessionApi, createTransport } from '@lobby/api';
import {
  captchaCodeAt,
  connectAuth,
  connectDeposit,
  connectForm,
  connectHome,
  connectLoad,
  connectPagedList,
  connectRedPacket,
  connectTransfer,
  connectWithdrawal,
  DEFAULT_RECORD_FILTER,
  messages,
  OUTCOME_CHECK_WINDOW_MS,
  outcomeMessages,
  selectSiteError,
} from '@lobby/domain';
import { createHandlers, createStore, DEMO_ACCOUNT, SCENARIO_HEADER } from '@lobby/fake-platform';
import { createFakePlatform } from '@lobby/fake-platform/node';
import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot as AnySnapshot,
  createActor,
  type SnapshotFrom,
} from 'xstate';
import { dialogs, toaster } from '../src/app/effects.ts';
import { createAppActor, openCustomerService } from '../src/app/providers.ts';
import { liveGameLaunchMachine } from '../src/games/game-launcher.ts';
import { livePlatformsMachine as recordPlatformsMachine } from '../src/records/records.providers.ts';
import { navigate } from '../src/routing/hash-location.ts';
import {
  liveBankCardMachine,
  liveBankListMachine,
  liveCardListMachine,
  liveUnbindMachine,
  liveUsdtCardMachine,
  liveWalletBindMachine,
} from '../src/screens/accounts/accounts.providers.ts';
import { liveActivityMachine } from '../src/screens/activity/activity.providers.ts';
import {
  liveActivityApplyMachine,
  liveActivityDetailMachine,
} from '../src/screens/activity-info/activity-info.providers.ts';
import { liveApplicationListMachine } from '../src/screens/activity-record/activity-record.providers.ts';
import { liveAgentMachine } from '../src/screens/apply-agent/apply-agent.providers.ts';
import { liveBetListMachine } from '../src/screens/bet-record/bet-record.providers.ts';
import { liveConciseMachine } from '../src/screens/concise/concise.providers.ts';
import {
  liveRebateClaimMachine,
  liveRebateListMachine,
  livePlatformsMachine as rebatePlatformsMachine,
} from '../src/screens/fanshui/fanshui.providers.ts';
import { liveGamePageMachine } from '../src/screens/game-page/game-page.providers.ts';
import { liveHelpArticleMachine } from '../src/screens/help/help.providers.ts';
import { liveHomeMachine, readDismissed, readHomeCache } from '../src/screens/home/home.providers.ts';
import { liveRedPacketMachine } from '../src/screens/hongbao/hongbao.providers.ts';
import { liveAuthMachine } from '../src/screens/login/login.providers.ts';
import { liveMessageListMachine } from '../src/screens/message/message.providers.ts';
import { liveAvatarMachine, liveRefreshMachine } from '../src/screens/mine/mine.providers.ts';
import { liveLoginPasswordMachine, livePayPasswordMachine } from '../src/screens/password/password.providers.ts';
import { livePayInfoMachine } from '../src/screens/pay-info/pay-info.providers.ts';
import { liveDepositMachine } from '../src/screens/recharge/recharge.providers.ts';
import { liveTransListMachine } from '../src/screens/trans-record/trans-record.providers.ts';
import { liveTransferMachine } from '../src/screens/transfer/transfer.providers.ts';
import { liveProfileMachine } from '../src/screens/user-info/user-info.providers.ts';
import { liveVipMachine } from '../src/screens/vip/vip.providers.ts';
import { liveRedPacketListMachine } from '../src/screens/welfare/welfare.providers.ts';
import { liveWithdrawalMachine } from '../src/screens/withdrawal/withdrawal.providers.ts';
import {
  allFaultCases,
  browserFaultCases,
  callKey,
  type Expectation,
  type FaultCase,
  faultScenarios,
  NODE_PENDING,
  requestPath,
  SERVER_MESSAGE,
  screenByKey,
} from './fault-scenarios.ts';
import { type CallCheck, calls } from './routes.ts';

/** What one case left the player with, besides the machine's own state. */
type Seen = { toasts: string[]; alerts: string[]; navigations: string[]; leaves: string[]; requests: number };

/** A running machine and how to read the screen's state from it. */
type Driven = {
  actor: AnyActorRef;
  /** The message the screen shows in its own place (a list's or a form's error), or null. */
  inline?: () => string | null | undefined;
  /** A message the shell shows as a toast from the machine's state (the site settings' first failure). */
  toast?: () => string | null;
  /** The call succeeded, as the screen knows it (a form with no error, a list with rows). */
  succeeded?: () => boolean;
};

/** Brings the player to the call: starts the screen's machine and does what makes the call. */
type Driver = () => Promise<Driven> | Driven;

const pass = () => ({ ok: true }) as const;

/** Starts a machine with input and sends events after its first step (what the screen and the player do). */
function run<L extends AnyActorLogic>(
  logic: L,
  input: unknown,
  events: readonly ({ type: string } & Record<string, unknown>)[] = [],
) {
  const actor = createActor(logic, { input } as never).start();
  for (const event of events) actor.send(event as never);
  return actor as AnyActorRef;
}

/** A form typed in full and submitted. */
function submitted<L extends AnyActorLogic>(logic: L, values: Record<string, string>): Driven {
  const actor = run(logic, { values, check: pass }, [{ type: 'submit' }]);
  const vm = () => connectForm(actor.getSnapshot() as never, actor.send);
  return { actor, inline: () => vm().error?.message ?? null, succeeded: () => vm().error === null };
}

/** A load machine's screen: its error state's message. */
function loaded<L extends AnyActorLogic>(logic: L, input: unknown): Driven {
  const actor = run(logic, input);
  const vm = () => connectLoad(actor.getSnapshot() as never, actor.send);
  return { actor, inline: () => vm().error?.message ?? null, succeeded: () => vm().error === null };
}

/** A paged list's screen: its error state's message. */
function paged<L extends AnyActorLogic>(logic: L, filter: unknown): Driven {
  const actor = run(logic, { filter });
  const vm = () => connectPagedList(actor.getSnapshot() as never, actor.send);
  return { actor, inline: () => vm().error?.message ?? null, succeeded: () => vm().error === null };
}

/** The login screen (mode 0) or the registration (mode 1), typed in full with the captcha shown, and sent. */
function signedOff(mode: 0 | 1, fields: Record<string, string>): Driven {
  const actor = run(liveAuthMachine, {
    mode,
    pid: null,
    random: () => 0,
    randomBytes: (count: number) => new Uint8Array(count).fill(7),
  });
  const code = captchaCodeAt((context(actor) as { captcha: number }).captcha);
  for (const [field, value] of Object.entries({ ...fields, code })) actor.send({ type: 'field.change', field, value });
  actor.send({ type: 'submit' });
  const vm = () => connectAuth(actor.getSnapshot() as never, actor.send);
  return { actor, inline: () => vm().formError ?? null, succeeded: () => vm().formError === undefined };
}

/** Steps the fake clock until the machine shows `ready` (its loads answered), at most 10 s of its time. */
async function loaded$(actor: AnyActorRef, ready: (snapshot: AnySnapshot) => boolean): Promise<void> {
  for (let elapsed = 0; elapsed < 10_000 && !ready(actor.getSnapshot()); elapsed += 50) {
    await vi.advanceTimersByTimeAsync(50);
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!ready(actor.getSnapshot())) throw new Error('the screen did not load');
}

/** Home as the screen starts it: what storage caches (nothing on a first visit), no site settings yet. */
const homeInput = () => ({ cached: readHomeCache(), site: null, dismissed: readDismissed() });

/** Home's lists, read through its connect layer. */
function homeShows(read: (vm: ReturnType<typeof connectHome>) => string | null): Driven {
  const actor = run(liveHomeMachine, homeInput());
  return { actor, inline: () => read(connectHome(actor.getSnapshot() as never, actor.send)) };
}

/** /recharge as the screen starts it (the balance refresh is the app's). */
const depositPage = () =>
  run(
    liveDepositMachine(() => undefined),
    { usdtRate: 7.2, pending: null },
  );
const depositView = (actor: AnyActorRef) => connectDeposit(actor.getSnapshot() as never, actor.send);

/** /withdrawal as the screen starts it: its moves are the app's navigation, as the screen provides them. */
const withdrawalPage = () =>
  run(
    liveWithdrawalMachine.provide({
      actions: { refreshBalance: () => undefined, navigate: (_, { to }: { to: string }) => navigate(to) },
    }),
    { pending: null },
  );
const withdrawalView = (actor: AnyActorRef) =>
  connectWithdrawal(actor.getSnapshot() as never, actor.send, { rate: 7.2, erc20Fee: 0, trc20Fee: 0 });

/** /transfer as the screen starts it (seamless off, nothing kept). */
const transferPage = () =>
  run(
    liveTransferMachine(() => undefined),
    { seamless: false, pending: null },
  );
const transferView = (actor: AnyActorRef) => connectTransfer(actor.getSnapshot() as never, actor.send, 0);

/** Waits for the venue list and gives AG真人's code (the row the browser suite taps). */
async function agVenue(actor: AnyActorRef): Promise<string> {
  const venues = () => (context(actor) as { venues: readonly { platform: string; name: string }[] | null }).venues;
  await loaded$(actor, () => venues() !== null);
  const ag = venues()?.find((venue) => venue.name === 'AG真人');
  if (!ag) throw new Error('no AG真人 venue');
  return ag.platform;
}

/** The app's root actor as the page starts it, from what storage holds. */
function startApp(): AnyActorRef {
  return createAppActor().start();
}

const context = (actor: AnyActorRef) => (actor.getSnapshot() as SnapshotFrom<AnyActorLogic>).context as never;

/** A hot-grid or tile game of the seed (AG真人 live). */
// AG's live lobby as the backend launches it: the category as the game type, the game's code as the game code.
const GAME = { platformName: 'ag', gameType: 'realbet', gameCode: '0' };

/**
 * How the node suite reaches each call, keyed by {@link callKey}: the screen's live machine (from its providers
 * module), its input as the screen gives it, and the player's steps to the call.
 */
const drivers: Record<string, Driver> = {
  'noticeList@message#load': () => paged(liveMessageListMachine, 1),
  'betrecord@betRecord#load': () => paged(liveBetListMachine, DEFAULT_RECORD_FILTER),
  'gettransrecord@transRecord#load': () => paged(liveTransListMachine, { ...DEFAULT_RECORD_FILTER, type: 1 }),
  'getfanshui@fanshui#load': () => paged(liveRebateListMachine, { platform: '', date: 1 }),
  'activityApplyLog@activityRecord#load': () => paged(liveApplicationListMachine, null),
  'redpacket@welfare#load': () => paged(liveRedPacketListMachine, null),
  'uservip@vip#load': () => loaded(liveVipMachine, { params: null }),
  'article@helpArticle#load': () => loaded(liveHelpArticleMachine, { params: 1 }),
  'activitydeatil@activityInfo#load': () => loaded(liveActivityDetailMachine, { params: 1 }),
  'getcard@wallet#load': () => loaded(liveCardListMachine, { params: 1 }),
  'banklist@addBankCard#load': () => loaded(liveBankListMachine, { params: undefined }),
  'doactivityapply@activityInfo#activityApply': () =>
    submitted(
      liveActivityApplyMachine(1, () => undefined),
      { amount: '188' },
    ),
  'updateuserinfo@userInfo#saveProfile': () =>
    submitted(liveProfileMachine, { mobile: '13800138000', email: 'player@example.com', birthday: '1990-05-20' }),
  'editPassword@loginPassword#changeLoginPassword': () =>
    submitted(liveLoginPasswordMachine, {
      current: DEMO_ACCOUNT.password,
      next: 'abc54321',
      confirm: 'abc54321',
    }),
  'editPayPassword@payPassword#changePayPassword': () =>
    submitted(livePayPasswordMachine, {
      current: DEMO_ACCOUNT.payPassword,
      next: '654321',
      confirm: '654321',
    }),
  'applyagentdo@applyAgent#applyAgent': () =>
    submitted(liveAgentMachine, { mobile: '13800138000', reason: '有推广资源' }),
  'bindcard@wallet#bindWallet': () =>
    submitted(liveWalletBindMachine, {
      bank: 'USDT',
      address: 'TXYZ1234567890abcdefghijklmnopqrst',
      protocol: 'TRC20',
      payPassword: DEMO_ACCOUNT.payPassword,
    }),
  'delcard@wallet#unbindCard': () => submitted(liveUnbindMachine, { id: '1', payPassword: DEMO_ACCOUNT.payPassword }),
  'bindcard@addBankCard#addBankCard': () =>
    submitted(liveBankCardMachine, {
      bank: '中国银行',
      address: '深圳市南山支行',
      cardNo: '6222020202020202020',
      owner: '张三',
      payPassword: DEMO_ACCOUNT.payPassword,
    }),
  'bindcard@addUsdtCard#addUsdtCard': () =>
    submitted(liveUsdtCardMachine, {
      address: 'TXYZ1234567890abcdefghijklmnopqrsu',
      protocol: 'TRC20',
      payPassword: DEMO_ACCOUNT.payPassword,
    }),
  'login@login#login': () => signedOff(0, { name: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password }),
  'register@register#register': () =>
    signedOff(1, {
      name: 'fault01',
      password: 'abc12345',
      confirmPass: 'abc12345',
      realname: '李四',
      paypassword: '123456',
    }),
  'gamelistBycode@concise#load': () => {
    const actor = run(liveConciseMachine, { type: null });
    return { actor, inline: () => (context(actor) as { error: { message: string } | null }).error?.message ?? null };
  },
  'activitytype@activity#load': () => {
    const actor = run(liveActivityMachine, undefined);
    return {
      actor,
      inline: () => (context(actor) as { typesError: { message: string } | null }).typesError?.message ?? null,
    };
  },
  'activitylist@activity#load': () => {
    const actor = run(liveActivityMachine, undefined);
    return { actor, inline: () => (context(actor) as { error: { message: string } | null }).error?.message ?? null };
  },
  'getAgentLoginUrl@agentLogin#load': () => ({
    actor: run(liveGamePageMachine, { query: { dailiD: '1' }, downloadUrl: '', signedIn: false }),
  }),
  'getGameUrl@gamePage#acceptLaunch': () => ({
    actor: run(liveGamePageMachine, {
      query: { name: GAME.platformName, type: GAME.gameType, code: GAME.gameCode },
      downloadUrl: '',
      signedIn: true,
      // The question an address asks first is the browser suite's step (the player's yes); here, the call itself.
      tapped: true,
    }),
  }),
  'getGameUrl@home#openGame': () => ({
    actor: run(liveGameLaunchMachine, { signedIn: true, baseUrl: location.origin }, [{ type: 'game.open', ...GAME }]),
  }),
  'getGameUrl@home#openHotGame': () => ({
    actor: run(liveGameLaunchMachine, { signedIn: true, baseUrl: location.origin }, [
      { type: 'hot.open', game: { platform: GAME.platformName, gameCode: GAME.gameCode, category: 'realbet' } },
    ]),
  }),
  'balancelist@betRecord#load': () => ({ actor: run(recordPlatformsMachine, { params: null }) }),
  'balancelist@fanshui#load': () => ({ actor: run(rebatePlatformsMachine, { params: null }) }),
  'dofanshui@fanshui#claimRebate': () => ({
    actor: run(
      liveRebateClaimMachine(() => undefined),
      undefined,
      [{ type: 'claim', claimable: 12.5 }],
    ),
  }),
  'payinfo@payInfo#load': () => {
    // The suites' page of an unknown order (`quality/routes.ts`): its number as the screen reads it.
    const depositNo = new URLSearchParams(screenByKey('payInfo').path.split('?')[1]).get('deposit_no') ?? '';
    const actor = run(livePayInfoMachine, { depositNo, clock: () => 0 });
    return { actor, inline: () => (context(actor) as { error: { message: string } | null }).error?.message ?? null };
  },
  'uploadimg@mine#uploadAvatar': () =>
    submitted(
      liveAvatarMachine(
        () => new Blob(['avatar'], { type: 'image/png' }),
        () => undefined,
      ),
      { type: 'image/png' },
    ),
  'refreshusermoney@mine#refreshMoney': () =>
    submitted(
      liveRefreshMachine(() => undefined),
      {},
    ),
  // The app's root actor: the site, the visit check, the session and the balance poll run from its start.
  'app@home#load': () => {
    const actor = startApp();
    return { actor, toast: () => selectSiteError(actor.getSnapshot()) };
  },
  'getVisitUrl@home#load': () => ({ actor: startApp() }),
  'user@home#load': () => ({ actor: startApp() }),
  'balance@home#poll': () => ({ actor: startApp() }),
  'logoff@mine#logout': async () => {
    const actor = startApp();
    // The player taps 退出登录 once the session has loaded (the confirm is answered 确定 as it opens).
    await vi.advanceTimersByTimeAsync(1_000);
    actor.send({ type: 'logout' });
    return { actor };
  },
  'bannerList@home#load': () => homeShows((vm) => vm.failed.banners),
  'homenotice@home#load': () => ({ actor: run(liveHomeMachine, homeInput()) }),
  'gameList@home#load': () => homeShows((vm) => vm.failed.games),
  'userredpacket@hongbao#load': () => {
    const actor = run(liveRedPacketMachine, undefined);
    return { actor, inline: () => (context(actor) as { error: { message: string } | null }).error?.message ?? null };
  },
  'douserredpacket@hongbao#grabRedPacket': async () => {
    // A grab left on the page, so the grab is sent (as the browser suite answers the status).
    answers.set('/api/userredpacket', {
      code: 200,
      message: '',
      data: { sendnums: 1, acquirednum: 0, redPacketStatus: 'STARTING', rules: [], max_times: 8 },
    });
    const actor = run(liveRedPacketMachine, undefined);
    await loaded$(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'grab' });
    const vm = () => connectRedPacket(actor.getSnapshot() as never, actor.send);
    return {
      actor,
      inline: () => {
        const popup = vm().popup;
        return popup?.kind === 'insufficient' ? popup.message : null;
      },
    };
  },
  'getPayWay@recharge#load': () => {
    const actor = depositPage();
    return { actor, inline: () => depositView(actor).error };
  },
  'getPayRange@recharge#load': () => ({ actor: depositPage() }),
  'getpaybank@recharge#chooseBankChannel': async () => {
    const actor = depositPage();
    await loaded$(actor, (snapshot) => !snapshot.hasTag('loading'));
    actor.send({ type: 'channel.select', channel: 'card' });
    return { actor, inline: () => depositView(actor).bank?.error ?? null };
  },
  'recharge@recharge#deposit': async () => {
    const actor = depositPage();
    await loaded$(actor, (snapshot) => !snapshot.hasTag('loading') && !snapshot.hasTag('rangeLoading'));
    actor.send({ type: 'channel.select', channel: 'usdt' });
    await loaded$(actor, (snapshot) => !snapshot.hasTag('rangeLoading'));
    actor.send({ type: 'field.change', field: 'amount', value: '200' });
    actor.send({ type: 'submit' });
    return {
      actor,
      inline: () => depositView(actor).fieldError('amount') ?? null,
      succeeded: () => page.navigations.some((path) => path.startsWith('/payInfo')),
    };
  },
  'getBetAmount@withdrawal#load': () => {
    const actor = withdrawalPage();
    return { actor, inline: () => withdrawalView(actor).turnover.error };
  },
  'withdraw@withdrawal#withdraw': async () => {
    const actor = withdrawalPage();
    await loaded$(actor, (snapshot) => (snapshot.context as { accounts: unknown }).accounts !== null);
    const [account] = (context(actor) as { accounts: readonly { id: number }[] }).accounts;
    if (!account) throw new Error('the demo player has no bank card to withdraw to');
    actor.send({ type: 'account.select', id: account.id });
    actor.send({ type: 'amount.change', value: '100' });
    actor.send({ type: 'payPassword.change', value: DEMO_ACCOUNT.payPassword });
    actor.send({ type: 'submit' });
    return {
      actor,
      inline: () => withdrawalView(actor).fieldError('amount') ?? null,
      succeeded: () => page.navigations.some((path) => path.startsWith('/transRecord')),
    };
  },
  'balancelist@transfer#load': () => {
    const actor = transferPage();
    return { actor, inline: () => transferView(actor).venuesError };
  },
  'balancelist2@transfer#poll': () => ({ actor: transferPage() }),
  'userapimoney@transfer#refreshWallet': async () => {
    const actor = transferPage();
    actor.send({ type: 'wallet.refresh', platform: await agVenue(actor) });
    return { actor };
  },
  'transfer@transfer#transfer': async () => {
    const actor = transferPage();
    const ag = await agVenue(actor);
    actor.send({ type: 'picker.open', side: 'target' });
    actor.send({ type: 'wallet.choose', platform: ag });
    actor.send({ type: 'amount.change', value: '10' });
    actor.send({ type: 'submit' });
    return { actor, inline: () => transferView(actor).fieldError('amount') ?? null };
  },
  'transfer@transfer#quotaTransfer': async () => {
    const actor = transferPage();
    actor.send({ type: 'sheet.open', platform: await agVenue(actor) });
    actor.send({ type: 'sheet.amount', value: '10' });
    actor.send({ type: 'sheet.submit' });
    return { actor };
  },
  'transall@transfer#recoverAll': async () => {
    const actor = transferPage();
    await agVenue(actor);
    actor.send({ type: 'recoverAll' });
    return { actor };
  },
  'uptransferstatus@transfer#switchSeamless': async () => {
    const actor = transferPage();
    await agVenue(actor);
    actor.send({ type: 'seamless.toggle' });
    return { actor };
  },
  'getservicerurl@home#customerService': () => {
    void openCustomerService();
    return { actor: run(liveVipMachine, { params: null }) };
  },
};

// The fake platform and what reaches it: requests to the faulted call get the fault's header, as in the browser.
const fake = createFakePlatform();
const seen: Seen = { toasts: [], alerts: [], navigations: [], leaves: [], requests: 0 };
let faulted: { path: string; fault: string } | null = null;
/** Envelopes some paths answer instead of the fake, as the browser suite's `lobby.answer` does. */
const answers = new Map<string, unknown>();
let pending = 0;

beforeAll(() => {
  fake.server.listen();
  const mswFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const hit = faulted !== null && new URL(request.url).pathname.endsWith(faulted.path);
    if (hit && faulted) {
      seen.requests += 1;
      pending += 1;
      request.headers.set(SCENARIO_HEADER, faulted.fault);
    }
    const answer = [...answers].find(([path]) => new URL(request.url).pathname.endsWith(path));
    if (answer) return Response.json(answer[1]);
    try {
      return await mswFetch(request);
    } finally {
      if (hit) pending -= 1;
    }
  };
  toaster.subscribe(() => {
    for (const toast of toaster.getSnapshot()) {
      if (toast.kind === 'error' && !shownToasts.has(toast.id)) {
        shownToasts.add(toast.id);
        seen.toasts.push(toast.message);
      }
    }
  });
  dialogs.subscribe(() => {
    const open = dialogs.getSnapshot();
    if (open && !shownDialogs.has(open.id)) {
      shownDialogs.add(open.id);
      seen.alerts.push(open.message);
      // The player reads it and taps 确定.
      dialogs.settle(open.id, true);
    }
  });
});
const shownToasts = new Set<number>();
const shownDialogs = new Set<number>();
afterAll(() => fake.server.close());

/** Signs the demo player in (a token in session storage, as the login screen leaves it). */
async function signIn(): Promise<void> {
  const session = createSessionApi(
    createTransport({ baseUrl: location.origin, fetch: (request) => fetch(request), getToken: () => null }),
  );
  const answer = await session.login({ name: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, code: '' });
  if (!answer.ok) throw new Error(`demo login failed: ${answer.error.message}`);
  sessionStorage.setItem('token', answer.data.token);
}

let running: AnyActorRef | null = null;

/** The last case did something a player does (a submit, a tap), which may have changed the store. */
let dirty = false;

beforeEach(async () => {
  // A fresh store after a case that may have changed it, as each browser case has its own player: a late password
  // change lands for good. Loads leave the store as it was (a new one costs about 150 ms).
  if (dirty) fake.server.resetHandlers(...createHandlers(createStore()));
  sessionStorage.clear();
  localStorage.clear();
  Object.assign(seen, { toasts: [], alerts: [], navigations: [], leaves: [], requests: 0 });
  page.navigations = seen.navigations;
  page.leaves = seen.leaves;
  faulted = null;
  answers.clear();
});

afterEach(() => {
  running?.stop();
  running = null;
  vi.useRealTimers();
});

/** Steps the fake clock until the faulted call has been answered (or given up), then `after` ms more. */
async function settle(after: number): Promise<void> {
  for (let elapsed = 0; elapsed < 120_000; elapsed += 100) {
    await vi.advanceTimersByTimeAsync(100);
    await new Promise((resolve) => setImmediate(resolve));
    if (seen.requests > 0 && pending === 0) break;
  }
  // Afterwards in half seconds: what follows the answer (a toast, a move, the outcome's reads) needs no finer steps.
  for (let elapsed = 0; elapsed < after; elapsed += 500) {
    await vi.advanceTimersByTimeAsync(500);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Plays one case and returns what the player got. */
async function play(entry: FaultCase, drive: Driver): Promise<{ driven: Driven; seen: Seen }> {
  dirty = entry.call.trigger !== 'load' && entry.call.trigger !== 'poll';
  if (entry.call.session === 'in') await signIn();
  // The player is on the call's screen (a failure that sends them home moves from there).
  page.hash = `#${screenByKey(entry.call.screen).path}`;
  faulted = { path: requestPath(entry.call), fault: entry.scenario.fault };
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const driven = await drive();
  running = driven.actor;
  // A call area the machine imports as it starts (home's) loads in real time, not on the fake clock: on a loaded
  // machine the fake two minutes below could pass before it arrives and sends its call.
  await vi.dynamicImportSettled();
  // A money call that may have gone through is checked over the outcome window (45 s of the page's time).
  await settle(entry.expectation.shows === 'outcomeChecked' ? OUTCOME_CHECK_WINDOW_MS + 15_000 : 2_000);
  return { driven, seen };
}

/** The words of a failed request, which a working screen never shows in its own place. */
const FAILURE_WORDS: readonly string[] = [
  ...Object.values(apiMessages),
  SERVER_MESSAGE,
  messages['auth.networkError'],
  messages['game.networkTimeout'],
  messages['hot.networkTimeout'],
  messages['hot.systemError'],
];

/** The assertion of one expectation on what the player got. */
function expectSeen(expectation: Expectation, driven: Driven, got: Seen): void {
  const inline = driven.inline?.() ?? null;
  switch (expectation.shows) {
    case 'toast':
      expect([...got.toasts, driven.toast?.()]).toContain(expectation.message);
      if (expectation.failsTo) expect(got.navigations.at(-1)).toBe(expectation.failsTo);
      return;
    case 'inline':
      expect(inline).toBe(expectation.message);
      return;
    case 'alert':
      expect(got.alerts).toContain(expectation.message);
      return;
    case 'sessionExpired':
      expect(got.alerts).toContain(messages['session.expired']);
      expect(got.navigations).toContain('/login');
      return;
    case 'landsOn':
      expect(got.navigations.at(-1)).toBe(expectation.path);
      return;
    case 'leaves':
      expect(got.leaves.some((url) => url.includes(expectation.url))).toBe(true);
      return;
    case 'success':
    case 'successAlert':
      expect(got.toasts).toEqual([]);
      expect(inline).toBeNull();
      // The move or the alert that follows is the screen's (React), which the journeys check; here the machine
      // took the late answer as the success it is.
      expect(driven.succeeded?.()).toBe(true);
      return;
    case 'refused':
      expect(inline).toBe(expectation.message);
      return;
    case 'outcomeRefused':
      expect(got.toasts).toContain(expectation.message);
      expect(got.requests).toBe(1);
      return;
    case 'outcomeChecked':
      // Checked against the records for the whole window (the fake never reached the money), never resent.
      expect(got.toasts).toContain(outcomeMessages.notDone);
      expect(got.requests).toBe(1);
      return;
    case 'nothing':
      // The screen keeps working: no alert, and no failure's words in its place.
      expect(got.alerts).toEqual([]);
      expect(FAILURE_WORDS).not.toContain(inline);
      return;
  }
}

/** A money outcome steps a minute of the page's clock through its reads: seconds here on a busy machine. */
const MONEY_CASE_TIMEOUT_MS = 30_000;

const covered = calls.filter((call) => !NODE_PENDING.includes(callKey(call)));

describe('the fault matrix in node', () => {
  it('has a driver for every call, or keeps the call whole in the browser', () => {
    const keys = calls.map(callKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key in drivers || NODE_PENDING.includes(key), key).toBe(true);
    for (const key of NODE_PENDING) expect(key in drivers, `${key} has a driver: take it off NODE_PENDING`).toBe(false);
    for (const key of Object.keys(drivers)) expect(keys, `${key} is no call`).toContain(key);
  });

  it('leaves every fault of a call it does not drive to the browser', () => {
    const inBrowser = browserFaultCases(calls);
    for (const call of calls.filter((entry) => NODE_PENDING.includes(callKey(entry)))) {
      const names = inBrowser.filter((entry) => entry.call === call).map((entry) => entry.scenario.name);
      expect(names.toSorted()).toEqual(faultScenarios.map((scenario) => scenario.name).toSorted());
    }
  });

  describe.each(covered.map((call: CallCheck) => [callKey(call), call] as const))('%s', (key) => {
    it.each(
      allFaultCases(calls)
        .filter((entry) => callKey(entry.call) === key)
        .map((entry) => [entry.scenario.name, entry] as const),
    )(
      'answered with %s',
      async (_name, entry) => {
        const drive = drivers[key];
        if (!drive) throw new Error(`no driver for ${key}`);
        const { driven, seen: got } = await play(entry, drive);
        expect(got.requests).toBeGreaterThan(0);
        expectSeen(entry.expectation, driven, got);
      },
      MONEY_CASE_TIMEOUT_MS,
    );
  });
});
