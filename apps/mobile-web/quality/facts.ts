// What a screen's quality file (`src/screens/<name>/<name>.quality.ts`) says: only what cannot be derived. The route
// table gives a check its module, login requirement and shell; `@lobby/api` gives a call its method and path;
// quality/routes.ts fills the rest with defaults (`screenCheck`, `callCheck`) and assembles the lists the suites
// read. Types only, so a quality file imports nothing at run time. The submit actions and triggers a quality file may
// name are those the screens' driver files say how to reach (quality/driven.ts).

import type { CallName } from '@lobby/api';
import type { Landmark, Player, Session } from './basics.ts';
import type { DrivenSubmit, DrivenTap } from './driven.ts';

export type { CallName, Landmark, Player, Session };

/** A submit action a player can tap more than once: one a screen's driver file prepares (its `submits`). */
export type SubmitName = DrivenSubmit;

/** A field of a call's answer that carries server HTML, and whether a screen shows it yet. */
export type ServerHtmlField = {
  call: CallName;
  /**
   * The wire name of the field inside `data`; `[]` when `data` is a list of HTML strings (each item carries it);
   * `data[].<name>` when it sits in each row of a page (`data.data[]`, a Laravel paginator).
   */
  field: string;
  /** What makes the HTML show on the screen (a popup opening); null when it shows as the screen loads. */
  reveal: Landmark | null;
};

/** A dialog a player opens on a screen: the control that opens it and the dialog's role and name. */
export type DialogCheck = {
  opener: Landmark;
  dialog: Landmark;
  /** The button that closes it without acting; 取消 (a confirm dialog) unless told, 关闭 for an HTML popup. */
  dismiss?: string;
  /** A form dialog: the labelled field that takes focus when it opens (else the dismiss button does). */
  field?: string;
  /** A picking sheet: the button that takes focus when it opens (the chosen option, named as a substring). */
  focus?: string;
};

/**
 * How a failed call reaches the player. `toast`: the error's message shows as a toast (a 401 too, unless
 * `unauthorized` says the session ends). `inline`: the message shows on the screen itself, in an element with
 * role `alert` (a list that could not load, with its 重试). `alert`: the message shows in an alert dialog (the
 * spec's alerts, such as the hot grid's launch). `silent`: a background call the player never asked for; by
 * design it shows nothing and the screen keeps working, for the reason given.
 */
export type FaultSurface =
  | { shows: 'toast' }
  /**
   * A call that moves money: a refusal with the server's code is a toast; any other failure (no answer, no
   * network, an error page, an answer off the contract) may have moved the money, so the player is told the
   * outcome is being checked, the balance and the records are read again, and the outcome they show is told
   * (under a fault the fake never reaches the money, so: not done, and everything typed is kept). Never resent.
   */
  | { shows: 'outcome' }
  | { shows: 'inline' }
  | { shows: 'alert' }
  | { shows: 'silent'; why: string };

/**
 * What the player does to make a call: nothing (it runs on load, or on a poll), a submit action, or another tap a
 * screen's driver file makes (its `taps`: a game tile, a venue's refresh, the game page's 进入游戏).
 */
export type Trigger = 'load' | 'poll' | SubmitName | DrivenTap;

/** A call as a screen's quality file states it: what the api's table and the screen cannot say. */
export type CallFacts = {
  /** The call, by its name in `@lobby/api`'s `calls` (which gives its method and path). */
  name: CallName;
  /** The session it needs: logged in on a route that needs a login, else logged out, unless told. */
  session?: Session;
  /** Who is signed in when `session` is `in`: the demo player unless the call changes what a player holds. */
  player?: Player;
  trigger: Trigger;
  faults: FaultSurface;
  /** What a 401 does: the session ends with the expired alert, or (unless told) it is one more error message. */
  unauthorized?: 'session-expired' | 'message';
  /**
   * The message when no answer comes before the timeout (and, for `game` and `hot`, when the network is down too):
   * `game` is the tile launch's 网络连接超时，请重试!, `hot` the hot login's 网络连接超时，请重试 (part 1 §8).
   * Unless told, the api's, for a call that shows its failures (not `silent`, no `requestFailureToast`).
   */
  timeoutMessage?: 'auth' | 'api' | 'game' | 'hot';
  /** The hot login words an answer off the contract as 系统错误，请重试 (part 1 §8) instead of the api's text. */
  contractMessage?: 'hot';
  /** On success the whole window leaves for the address the call answered: a fragment of that address. */
  leavesFor?: string;
  /** Where the player lands after the call whatever its outcome (logout ends the session on any answer). */
  landsOn?: string;
  /** Where the player lands when the call succeeds, when it moves them. */
  success?: string;
  /** The call's success shows an alert dialog with this text (the payment password's 密码修改成功！). */
  successAlert?: string;
  /**
   * The real backend refuses the app's own well-formed request with these words, which show beside the form with
   * everything typed kept (registration: its payment password needs 8 characters, the spec's is six digits).
   */
  refused?: string;
  /** The call answers with a URL the app opens (`safeUrl` must refuse anything but http and https). */
  opensUrl?: boolean;
  /** Where a failure (or a refused URL) sends the player after its message: the game page returns home. */
  failsTo?: string;
  /**
   * The toast a request that failed itself (no answer, no network, an answer off the contract) shows instead of the
   * api's words, while the server's refusals keep `faults`: the red-packet grab's 服务器异常，请稍后再试 (part 2 §8).
   */
  requestFailureToast?: string;
};

/** One screen check as its quality file states it; quality/routes.ts derives the rest from the route table. */
export type ScreenFacts = {
  /** Unique name used in test titles and in the benchmark's table. */
  key: string;
  /** The in-app path with its query (`/login?type=1`); the hash router's form without `#`. A route of the table. */
  path: string;
  /** What shows once the screen is ready: one landmark for both sessions, or one per session. */
  ready: Landmark | Readonly<Record<Session, Landmark>>;
  /** The calls the suites meet on this screen, with how their failures show. */
  calls?: readonly CallFacts[];
  /** Calls the screen makes that the suites meet on another screen (`app` and `getVisitUrl` go without saying). */
  alsoCalls?: readonly CallName[];
  /** Its submit actions (double-submit suite). */
  submits?: readonly SubmitName[];
  /** Forms a player fills by keyboard, by the form's accessible name. */
  forms?: readonly string[];
  /** Dialogs the screen opens while logged in (focus moves in and back). */
  dialogs?: readonly DialogCheck[];
  /** Lighthouse mobile runs on it (ARCHITECTURE section 7 names `/`, `/login` and `/recharge`). */
  lighthouse?: boolean;
  /** The whole app is replaced by the maintenance screen (site_state 0): no module, no shell, no login. */
  maintenance?: boolean;
  /** Server HTML the screen may show. */
  serverHtml?: readonly ServerHtmlField[];
  /**
   * A carousel on the screen (the home banner once it lands): the region that holds it. The accessibility suite
   * tabs to its pause button (named 暂停) and presses Enter, after which a play button (播放) must show.
   */
  carousel?: Landmark;
};
