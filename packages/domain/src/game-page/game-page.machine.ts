import { assign, enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { messages } from '../messages/index.ts';
import type { CallResult } from '../result/index.ts';
import type { GameLaunch, LaunchTarget } from './game-page.rules.ts';
import { type GamePageIntent, type GamePageQuery, gamePageIntent, gamePagePath } from './game-page.rules.ts';

/**
 * What /gamePage starts with: its query, the app download address from the site info ('' when none), whether
 * the player is signed in (a game needs a session; the agent login and customer service do not), and whether the
 * player's own tap in the app opened this game (`tapped`; false for an address typed, bookmarked or sent by anyone,
 * the login's way back included). A game launch may move the wallet into the venue (the backend's seamless mode),
 * so an untapped one asks the player first.
 */
export type GamePageInput = { query: GamePageQuery; downloadUrl: string; signedIn: boolean; tapped?: boolean };

/** The game page's state: what the entry decided, with its launch or download address, and the frame's address. */
export type GamePageContext = {
  intent: GamePageIntent['kind'];
  /** The game to ask for (intent `game`); empty otherwise. */
  launch: GameLaunch;
  /** Where app 1 sends the window (intent `download`); '' otherwise. */
  downloadUrl: string;
  /** The address the frame loads; null until there is one. */
  frameUrl: string | null;
  signedIn: boolean;
  /** The player's own tap opened the game: it launches without asking. */
  tapped: boolean;
  /** The address call's answer, once it came. */
  answer: CallResult<LaunchTarget> | null;
};

/** `back` is the top bar's 返回主页, the browser's back button and a hash change alike: all return to /. */
export type GamePageEvent = { type: 'back' };

type PageAction =
  | { type: 'notify'; params: { message: string } }
  | { type: 'navigate'; params: { to: string } }
  | { type: 'showFrame'; params: { url: string } };

const HOME: PageAction = { type: 'navigate', params: { to: '/' } };

/**
 * What an address call's answer does: an address goes into the frame; a failure (a code other than 200, or the
 * request failing) shows its error and returns home. An answer without an address counts as a failed request.
 */
function answerActions(result: CallResult<LaunchTarget>): PageAction[] {
  if (result.ok && result.data.url !== null) return [{ type: 'showFrame', params: { url: result.data.url } }];
  const message = result.ok ? '' : result.error.message;
  return [{ type: 'notify', params: { message: message || messages['hot.requestFailed'] } }, HOME];
}

const NO_LAUNCH: GameLaunch = { platformName: '', gameType: '', gameCode: '' };

/** The title of the question an untapped game launch asks. Ours (the spec has no such step). */
export const LAUNCH_QUESTION_TITLE = '进入游戏';

/** What an untapped game launch asks the player (ours): which venue, and that the wallet may move into it. */
export function launchQuestion({ platformName }: GameLaunch): { title: string; message: string } {
  return {
    title: LAUNCH_QUESTION_TITLE,
    message: `确定进入 ${platformName} 的游戏吗？开启自动免转时，进入游戏会将钱包余额转入该场馆。`,
  };
}

function initialContext({ query, downloadUrl, signedIn, tapped = false }: GamePageInput): GamePageContext {
  const intent = gamePageIntent(query, downloadUrl);
  return {
    intent: intent.kind,
    launch: intent.kind === 'game' ? intent.launch : NO_LAUNCH,
    downloadUrl: intent.kind === 'download' ? intent.url : '',
    frameUrl: null,
    signedIn,
    tapped,
    answer: null,
  };
}

/** Where a visitor who opened a game goes: login, then back to this very game. */
function loginPathFor(launch: GameLaunch): string {
  return `/login?redirect=${encodeURIComponent(gamePagePath(launch))}`;
}

// Provided calls answer with a result and never throw; a rejection still must not leave the page blank.
const LAUNCH_REJECTED: CallResult<LaunchTarget> = {
  ok: false,
  error: { kind: 'network', message: messages['auth.networkError'] },
};

const pageSetup = setup({
  types: {
    context: {} as GamePageContext,
    events: {} as GamePageEvent,
    input: {} as GamePageInput,
  },
  actors: {
    fetchAgentLoginUrl: fromPromise<CallResult<LaunchTarget>>(() =>
      Promise.reject(new Error('fetchAgentLoginUrl is provided by the app')),
    ),
    fetchServiceUrl: fromPromise<CallResult<LaunchTarget>>(() =>
      Promise.reject(new Error('fetchServiceUrl is provided by the app')),
    ),
    fetchGameUrl: fromPromise<CallResult<LaunchTarget>, GameLaunch>(() =>
      Promise.reject(new Error('fetchGameUrl is provided by the app')),
    ),
    confirmLaunch: fromPromise<boolean, { title: string; message: string }>(() =>
      Promise.reject(new Error('confirmLaunch is provided by the app')),
    ),
  },
  actions: {
    notify: (_, _params: { message: string }) => {},
    navigate: (_, _params: { to: string }) => {},
    redirect: (_, _params: { url: string }) => {},
    showFrame: assign((_, { url }: { url: string }) => ({ frameUrl: url })),
  },
  guards: {
    isIntent: ({ context }, kind: GamePageIntent['kind']) => context.intent === kind,
    isVisitorGame: ({ context }) => context.intent === 'game' && !context.signedIn,
    isUntappedGame: ({ context }) => context.intent === 'game' && !context.tapped,
  },
});

/**
 * /gamePage: decides its entry from the query (see {@link gamePageIntent}) and loads the address into a frame.
 * dailiD 1 calls `fetchAgentLoginUrl`, dailiD 2 `fetchServiceUrl`, a `name` `fetchGameUrl` (tag `busy` while
 * they run; an address lands in `showing` as `frameUrl`). app 1 `redirect`s the window to the download address.
 * A failure `notify`s its error and `navigate`s to /, as does a query that asks for nothing; `back` returns to /.
 * A game the player's own tap did not open (input `tapped` false: a link from anyone) first asks `confirmLaunch`
 * (tag `confirming`); only a yes launches it, anything else goes home.
 */
export const gamePageMachine = pageSetup.createMachine({
  id: 'gamePage',
  context: ({ input }) => initialContext(input),
  on: {
    back: { target: '.left', actions: { type: 'navigate', params: { to: '/' } } },
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: { type: 'isIntent', params: 'agent' }, target: 'agentLoading' },
        { guard: { type: 'isIntent', params: 'service' }, target: 'serviceLoading' },
        {
          guard: { type: 'isIntent', params: 'download' },
          target: 'left',
          actions: { type: 'redirect', params: ({ context }) => ({ url: context.downloadUrl }) },
        },
        {
          // Opening a game needs a session (part 1 §5): 请登录！, then login, which brings the player back here.
          guard: 'isVisitorGame',
          target: 'left',
          actions: [
            { type: 'notify', params: { message: messages['auth.loginToPlay'] } },
            { type: 'navigate', params: ({ context }) => ({ to: loginPathFor(context.launch) }) },
          ],
        },
        // Not the player's own tap (a link from anyone, the login's way back): ask before anything moves.
        { guard: 'isUntappedGame', target: 'confirming' },
        { guard: { type: 'isIntent', params: 'game' }, target: 'gameLoading' },
        { target: 'left', actions: { type: 'navigate', params: { to: '/' } } },
      ],
    },
    // An untapped game: 进入游戏 launches it; 取消 (or a dialog that fails) goes home and nothing is asked for.
    confirming: {
      tags: ['confirming'],
      invoke: {
        src: 'confirmLaunch',
        input: ({ context }) => launchQuestion(context.launch),
        onDone: [
          { guard: ({ event }) => event.output === true, target: 'gameLoading' },
          { target: 'left', actions: HOME },
        ],
        onError: { target: 'left', actions: HOME },
      },
    },
    // The three address calls answer alike: each keeps its answer and `answered` acts on it.
    agentLoading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchAgentLoginUrl',
        onDone: { target: 'answered', actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: 'answered', actions: assign({ answer: LAUNCH_REJECTED }) },
      },
    },
    serviceLoading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchServiceUrl',
        onDone: { target: 'answered', actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: 'answered', actions: assign({ answer: LAUNCH_REJECTED }) },
      },
    },
    gameLoading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchGameUrl',
        input: ({ context }) => context.launch,
        onDone: { target: 'answered', actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: 'answered', actions: assign({ answer: LAUNCH_REJECTED }) },
      },
    },
    answered: {
      entry: enqueueActions(({ context, enqueue }) => {
        for (const action of answerActions(context.answer ?? LAUNCH_REJECTED)) enqueue(action);
      }),
      always: [{ guard: ({ context }) => context.frameUrl !== null, target: 'showing' }, { target: 'left' }],
    },
    showing: {},
    // Gone: home, or the window sent away. Nothing more happens here.
    left: { type: 'final' },
  },
});

/** A snapshot of the game page. */
export type GamePageSnapshot = SnapshotFrom<typeof gamePageMachine>;
