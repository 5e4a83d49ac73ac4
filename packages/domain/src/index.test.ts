import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

// The names the issue fixes as the public surface: screens, the fake platform and acceptance tests import them.
const FUNCTIONS = [
  'checkRegister',
  'checkLogin',
  'checkProfile',
  'checkPasswordChange',
  'checkWalletBind',
  'checkUnbind',
  'checkBankCard',
  'checkUsdtCard',
  'checkBankDeposit',
  'checkDepositAmount',
  'checkWithdrawal',
  'checkTransfer',
  'checkAgentApplication',
  'checkRebateClaim',
  'checkRedPacketGrab',
  'isMobile',
  'isEmail',
  'isBirthday',
  'cleanAddress',
  'digitsOnly',
  'toUsdt',
  'usdtReceived',
  'vipProgress',
  'isVipReached',
  'parseVip',
  'maskAccount',
  'payCountdown',
  'defaultDepositChannel',
  'visibleGames',
  'hotGames',
  'statusLabel',
  'pagingReducer',
  'formatMessage',
  'serverMessage',
  'groupGames',
  'pagesOf',
  'guardRoute',
  'gameLaunchOf',
  'gamePageIntent',
  'gamePagePath',
  'conciseCodeOf',
  'promotionTabs',
  'activePromotions',
  'promotionPath',
  'joinNotices',
  'noticeHtml',
  'isHotGridShown',
  'categoryPages',
  'createLoadMachine',
  'createHomeMachine',
  'createConciseMachine',
  'createActivityMachine',
  'connectLoad',
  'connectHome',
  'connectGameLaunch',
  'connectGamePage',
  'connectActivity',
  'connectConcise',
  'connectPagedList',
  'connectVip',
  'initialVipLevel',
  'vipName',
] as const;

const exported = new Map<string, unknown>(Object.entries(domain));

describe('@lobby/domain', () => {
  it.each(FUNCTIONS)('exports %s', (name) => {
    expect(typeof exported.get(name)).toBe('function');
  });

  it('exports the tables and machines', () => {
    expect(Object.keys(domain.DATE_CODES)).toEqual(['betButtons', 'betPopup', 'rebate']);
    expect(domain.GAME_CATEGORIES).toHaveLength(7);
    expect(domain.pagedListMachine.id).toBe('pagedList');
    expect(domain.pollerMachine.id).toBe('poller');
    expect(domain.loadMachine.id).toBe('load');
    expect(domain.homeMachine.id).toBe('home');
    expect(domain.gameLaunchMachine.id).toBe('gameLaunch');
    expect(domain.gamePageMachine.id).toBe('gamePage');
    expect(domain.activityMachine.id).toBe('activity');
    expect(domain.conciseMachine.id).toBe('concise');
  });
});
