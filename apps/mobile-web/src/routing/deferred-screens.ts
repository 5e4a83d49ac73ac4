import type { ComponentType } from 'react';

// The screens off the first paint's path: the code that imports each of them (and lists the files each needs,
// which Vite preloads beside it) is this chunk's, not the entry's, so a new screen costs the home page's cold
// start its route table row only. The app fetches this chunk once the browser is idle (see routes.ts `later`).

type ScreenModule = Promise<{ default: ComponentType }>;

/** Each deferred screen by name, loaded on demand. */
export const deferredScreens = {
  appDownload: (): ScreenModule =>
    import('../screens/app-download/app-download.screen.tsx').then((m) => ({ default: m.AppDownloadScreen })),
  securityCenter: (): ScreenModule =>
    import('../screens/security-center/security-center.screen.tsx').then((m) => ({ default: m.SecurityCenterScreen })),
  activityInfo: (): ScreenModule =>
    import('../screens/activity-info/activity-info.screen.tsx').then((m) => ({ default: m.ActivityInfoScreen })),
  setting: (): ScreenModule =>
    import('../screens/setting/setting.screen.tsx').then((m) => ({ default: m.SettingScreen })),
  help: (): ScreenModule => import('../screens/help/help.screen.tsx').then((m) => ({ default: m.HelpScreen })),
  helpArticle: (): ScreenModule =>
    import('../screens/help/help-article.screen.tsx').then((m) => ({ default: m.HelpArticleScreen })),
  message: (): ScreenModule =>
    import('../screens/message/message.screen.tsx').then((m) => ({ default: m.MessageScreen })),
  vip: (): ScreenModule => import('../screens/vip/vip.screen.tsx').then((m) => ({ default: m.VipScreen })),
  userInfo: (): ScreenModule =>
    import('../screens/user-info/user-info.screen.tsx').then((m) => ({ default: m.UserInfoScreen })),
  password: (): ScreenModule =>
    import('../screens/password/password.screen.tsx').then((m) => ({ default: m.PasswordScreen })),
  applyAgent: (): ScreenModule =>
    import('../screens/apply-agent/apply-agent.screen.tsx').then((m) => ({ default: m.ApplyAgentScreen })),
  wallet: (): ScreenModule =>
    import('../screens/accounts/wallet.screen.tsx').then((m) => ({ default: m.WalletScreen })),
  addBankCard: (): ScreenModule =>
    import('../screens/accounts/add-bank-card.screen.tsx').then((m) => ({ default: m.AddBankCardScreen })),
  addUsdtCard: (): ScreenModule =>
    import('../screens/accounts/add-usdt-card.screen.tsx').then((m) => ({ default: m.AddUsdtCardScreen })),
  recharge: (): ScreenModule =>
    import('../screens/recharge/recharge.screen.tsx').then((m) => ({ default: m.RechargeScreen })),
  payInfo: (): ScreenModule =>
    import('../screens/pay-info/pay-info.screen.tsx').then((m) => ({ default: m.PayInfoScreen })),
  betRecord: (): ScreenModule =>
    import('../screens/bet-record/bet-record.screen.tsx').then((m) => ({ default: m.BetRecordScreen })),
  transRecord: (): ScreenModule =>
    import('../screens/trans-record/trans-record.screen.tsx').then((m) => ({ default: m.TransRecordScreen })),
  fanshui: (): ScreenModule =>
    import('../screens/fanshui/fanshui.screen.tsx').then((m) => ({ default: m.FanshuiScreen })),
  activityRecord: (): ScreenModule =>
    import('../screens/activity-record/activity-record.screen.tsx').then((m) => ({ default: m.ActivityRecordScreen })),
  welfare: (): ScreenModule =>
    import('../screens/welfare/welfare.screen.tsx').then((m) => ({ default: m.WelfareScreen })),
  hongbao: (): ScreenModule =>
    import('../screens/hongbao/hongbao.screen.tsx').then((m) => ({ default: m.HongbaoScreen })),
  withdrawal: (): ScreenModule =>
    import('../screens/withdrawal/withdrawal.screen.tsx').then((m) => ({ default: m.WithdrawalScreen })),
  transfer: (): ScreenModule =>
    import('../screens/transfer/transfer.screen.tsx').then((m) => ({ default: m.TransferScreen })),
} satisfies Record<string, () => ScreenModule>;

/** The name of a deferred screen. */
export type DeferredScreen = keyof typeof deferredScreens;
