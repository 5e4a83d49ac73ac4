// What a designer picks in Storybook's toolbar for the live stories: who is signed in, and how the screen's own
// calls fail. Plain data, read by the Storybook preview (toolbar) and by the live harness (live-story.tsx).

/** The demo accounts of the fake platform, and nobody. */
export const LIVE_ACCOUNTS = [
  { value: 'out', title: '未登录' },
  { value: 'demo01', title: 'demo01（余额 ¥8,888.00）' },
  { value: 'black01', title: 'black01（黑名单）' },
  { value: 'frozen01', title: 'frozen01（已禁用）' },
] as const;

/** A demo account by its username, or `out`. */
export type LiveAccount = (typeof LIVE_ACCOUNTS)[number]['value'];

/**
 * The faults a live story can switch on for the calls its screen makes (the quality list's calls of that screen,
 * less the shell's site and visit-URL checks, which every screen shares). Each is a scenario of the fake platform.
 */
export const LIVE_FAULTS = [
  { value: 'none', title: '正常应答' },
  { value: 'code', title: '业务错误（code ≠ 200）' },
  { value: 'html500', title: '服务器错误（HTTP 500）' },
  { value: 'unauthorized', title: '登录失效（401）' },
  { value: 'slow', title: '慢速应答（3 秒）' },
  { value: 'offline', title: '断网' },
] as const;

/** A fault by its name, or `none`. */
export type LiveFault = (typeof LIVE_FAULTS)[number]['value'];

/** The toolbar's starting values: nobody signed in, every call answered normally. */
export const LIVE_DEFAULTS: { account: LiveAccount; fault: LiveFault } = { account: 'out', fault: 'none' };
