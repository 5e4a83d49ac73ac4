// The member page's link lists (part 2 §2): the player's own pages, and the pages for everyone.
import { labels } from '@lobby/domain/messages';
import type { MineLink, MineLinkGroup } from './mine.view.tsx';

function helpLabel(type: number): string {
  return labels.helpArticles.find((entry) => entry.value === type)?.label ?? '帮助中心';
}

/** The logged-in player's pages (records, rewards, bound accounts, messages, settings). */
const ACCOUNT_LINKS: readonly MineLink[] = [
  { key: 'transRecord', label: '交易记录', icon: 'records', to: '/transRecord' },
  { key: 'betRecord', label: '投注记录', icon: 'ticket', to: '/betRecord' },
  { key: 'fanshui', label: '优惠返水', icon: 'gift', to: '/fanshui' },
  { key: 'activityRecord', label: '活动记录', icon: 'calendar', to: '/activityRecord' },
  { key: 'welfare', label: '红包中心', icon: 'redPacket', to: '/welfare' },
  { key: 'bankCards', label: '银行卡管理', icon: 'card', to: '/wallet?type=1' },
  { key: 'usdt', label: 'USDT钱包管理', icon: 'coin', to: '/wallet?type=2' },
  { key: 'message', label: '消息中心', icon: 'message', to: '/message' },
  { key: 'setting', label: '设置', icon: 'settings', to: '/setting' },
];

/** The link lists of /mine: the player's own pages when logged in, then the pages for everyone. */
export function mineGroups(signedIn: boolean, onDownload: () => void): MineLinkGroup[] {
  const everyone: MineLink[] = [
    { key: 'security', label: '安全中心', icon: 'shield', to: '/securitycenter' },
    { key: 'responsible', label: '负责任博彩', icon: 'shield', to: '/responsibleGaming' },
    { key: 'agent', label: '代理加盟', icon: 'agent', to: signedIn ? '/applyagent' : '/login' },
    { key: 'vip', label: 'VIP特权', icon: 'crown', to: '/vip' },
    { key: 'about', label: helpLabel(7), icon: 'help', to: '/boutBallBetInfo?type=7' },
    { key: 'faq', label: helpLabel(1), icon: 'help', to: '/boutBallBetInfo?type=1', detail: labels.faqVersion },
    { key: 'contact', label: helpLabel(4), icon: 'service', to: '/boutBallBetInfo?type=4' },
    { key: 'agentLogin', label: '代理登录', icon: 'login', to: '/gamePage?dailiD=1' },
    { key: 'download', label: 'APP下载', icon: 'download', onClick: onDownload },
  ];
  const groups: MineLinkGroup[] = [{ key: 'more', label: '更多服务', links: everyone }];
  return signedIn ? [{ key: 'account', label: '我的账户', links: ACCOUNT_LINKS }, ...groups] : groups;
}
