import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'home',
    path: '/',
    ready: { role: 'region', name: '账户' },
    calls: [
      {
        name: 'app',
        trigger: 'load',
        faults: { shows: 'toast' },
      },
      {
        name: 'getVisitUrl',
        trigger: 'load',
        faults: { shows: 'silent', why: 'a best-effort check at start; without an answer the player simply stays' },
        opensUrl: true,
      },
      {
        name: 'user',
        session: 'in',
        trigger: 'load',
        faults: { shows: 'toast' },
        unauthorized: 'session-expired',
      },
      {
        name: 'balance',
        session: 'in',
        trigger: 'poll',
        faults: {
          shows: 'silent',
          why: 'polled every 4.3 s; a failed tick keeps the last balance and the next tick tries again',
        },
        unauthorized: 'session-expired',
      },
      {
        name: 'getservicerurl',
        trigger: 'customerService',
        faults: { shows: 'toast' },
        opensUrl: true,
      },
      {
        name: 'bannerList',
        trigger: 'load',
        // Nothing cached on a first visit: the banner box says why, with 重试. Behind a cache a refusal is a toast.
        faults: { shows: 'inline' },
      },
      {
        name: 'homenotice',
        trigger: 'load',
        faults: {
          shows: 'silent',
          why: 'the notice bar is an extra line: without notices it simply does not show (a server refusal is toasted)',
        },
      },
      {
        name: 'gameList',
        trigger: 'load',
        // Nothing cached on a first visit: the game area says why, with 重试; behind a cache a failure keeps it (§8).
        faults: { shows: 'inline' },
      },
      {
        // The same call from a home tile: the game opens by sending the window to its address.
        name: 'getGameUrl',
        session: 'in',
        trigger: 'openGame',
        faults: { shows: 'toast' },
        timeoutMessage: 'game',
        leavesFor: '/fake-assets/game.html',
        opensUrl: true,
      },
      {
        // The hot grid opens its games through the same call (the backend has no /api/hotlogin), alerting failures.
        name: 'getGameUrl',
        session: 'in',
        trigger: 'openHotGame',
        faults: { shows: 'alert' },
        timeoutMessage: 'hot',
        contractMessage: 'hot',
        leavesFor: '/fake-assets/game.html',
        opensUrl: true,
      },
    ],
    dialogs: [{ opener: { role: 'button', name: '公告' }, dialog: { role: 'dialog', name: '公告' }, dismiss: '关闭' }],
    lighthouse: true,
    serverHtml: [
      // The welcome popup opens by itself on the visit (index_modal 1, not dismissed before).
      { call: 'app', field: 'webcontent', reveal: { role: 'dialog', name: '欢迎来到Lobby娱乐城' } },
      // The notice bar opens the first notice in the announcement popup.
      { call: 'homenotice', field: '[]', reveal: { role: 'button', name: '公告' } },
    ],
    carousel: { role: 'region', name: '活动横幅' },
  },
];
