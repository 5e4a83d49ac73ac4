import { shellMessages } from './messages.shell.ts';

/**
 * What opening a game says (part 1: the game page and the hot grid's launch), apart from the shell's messages: the
 * launcher loads after the first paint, and its text with it. `messages.ts` holds the whole table.
 */
export const launchMessages = {
  'game.jumping': '跳转中...',
  'game.networkTimeout': '网络连接超时，请重试!',
  'hot.missingParams': '缺少必要的游戏参数，无法跳转',
  'hot.loginFirst': '请先登录',
  'hot.noBaseAddress': '网络配置错误，请稍后重试',
  'hot.requestFailed': shellMessages['hot.requestFailed'],
  'hot.networkTimeout': '网络连接超时，请重试',
  'hot.systemError': '系统错误，请重试',
  'auth.loginToPlay': shellMessages['auth.loginToPlay'],
} as const;
