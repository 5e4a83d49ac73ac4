import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'gamePage',
    // The game as the backend launches it: its category as the type, its code as the code.
    path: '/gamePage?name=pg&type=gaming&code=pg_01',
    // A game needs a session: a visitor is told 请登录！ and sent to log in, then back to the game.
    ready: { out: { role: 'form', name: '登录' }, in: { role: 'button', name: '返回主页' } },
    calls: [
      {
        name: 'getGameUrl',
        session: 'in',
        // Opened from an address, the page asks 进入游戏 before the call: the call follows the player's yes.
        trigger: 'acceptLaunch',
        faults: { shows: 'toast' },
        opensUrl: true,
        failsTo: '/',
      },
    ],
  },
  {
    key: 'agentLogin',
    path: '/gamePage?dailiD=1',
    ready: { role: 'button', name: '返回主页' },
    calls: [
      {
        name: 'getAgentLoginUrl',
        trigger: 'load',
        faults: { shows: 'toast' },
        opensUrl: true,
        failsTo: '/',
      },
    ],
  },
];
