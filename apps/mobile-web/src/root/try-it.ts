// What to try on each route with `npm start` (the fake platform's seed and demo accounts): the screen map in
// Storybook shows it beside each route. Documentation only: the app never imports this file.
import type { RoutePath } from './route-table.ts';

/** A route's walk-through on the fake platform; a row shared by several routes names them all first. */
export const tryIt: Readonly<Partial<Record<RoutePath, string>>> = {
  '/': 'banners (autoplay, swipe, 暂停), the notice bar (tap: 公告 popup, 查看更多), the welcome popup once per browser, the app banner (close it: it stays closed), category tabs with pages of 4, the hot grid, 捕鱼; a game tile asks a visitor to log in (请登录！) and opens `/gamePage` for demo01; the red-packet button (the switch is on in the seed)',
  '/activity':
    'the promotions menu (全部优惠 + three categories); nine promotions (one is taken down, so hidden); a tap leads to `/activityInfo?id=`',
  '/zhanzhu':
    "the sponsorship page: the back office's article of category 9 (the fake has one; an empty answer says 暂无内容)",
  '/mine':
    'the member page: logged out 请登录 and the public links; logged in the avatar upload (gif or png), 加入本站第N天, the balance with 刷新余额, the money buttons, the member links and 退出登录',
  '/activityInfo':
    'a promotion: banner, content and notes; 登录后报名 for a visitor; for demo01 报名参与 opens 活动申请 (promotions 1, 3 and 8 take a new application once; 5 says it was approved already)',
  '/app':
    "the app download page; the seed has no `ios_download_url` (the backend's default), so it says the download is not open yet; set one in the fake's data file to see the hidden-frame download",
  '/login':
    '/login, /login?type=1: log in and register (the captcha is the four characters of the picture; the real backend refuses the six-digit payment password beside the form, `--kind spec` registers)',
  '/concise': 'game lists per platform code (obgdy fishing by default; pp, fgdz, pg, fgfish, ae)',
  '/gamePage':
    'a game (`name`, `type`, `code`), agent login (`dailiD=1`), customer service (`dailiD=2`), app download (`app=1`) in a sandboxed frame with 返回主页',
  '/kefu': 'customer service: the human service (its address replaces the page) and the help centre',
  '/securitycenter': "the security centre's three tabs of advice",
  '/setting': "demo01's profile rows (to `/userInfo`), the password and account links, 退出登录",
  '/boutBallBet': '/boutBallBet, /boutBallBetInfo?type=N: the help centre and its seven articles',
  '/boutBallBetInfo': '/boutBallBet, /boutBallBetInfo?type=N: the help centre and its seven articles',
  '/message': 'announcements and internal messages, fifteen each, paged to 没有更多',
  '/vip':
    'the VIP levels from the server, the level card, progress, the rebate table and the rules; a visitor starts at VIP1, demo01 at their own level',
  '/userInfo':
    '/userInfo, /password?type=1|2, /applyagent: the profile editor (a bad mobile says 请输入正确手机号 beside the field), the login and payment password changes (demo01: login demo1234, payment 123456; a changed login password signs out), the agent application',
  '/password':
    '/userInfo, /password?type=1|2, /applyagent: the profile editor (a bad mobile says 请输入正确手机号 beside the field), the login and payment password changes (demo01: login demo1234, payment 123456; a changed login password signs out), the agent application',
  '/applyagent':
    '/userInfo, /password?type=1|2, /applyagent: the profile editor (a bad mobile says 请输入正确手机号 beside the field), the login and payment password changes (demo01: login demo1234, payment 123456; a changed login password signs out), the agent application',
  '/wallet':
    "/wallet?type=1|2|3, /addBankCard, /addUsdtCard: demo01's bound accounts (payment password 123456): two bank cards, a USDT and an AnToken address; bind (popup for USDT/AnToken, `show=1`/`show=2` opens it at once), unbind (解绑卡片), add bank cards until five hides the add button",
  '/addBankCard':
    "/wallet?type=1|2|3, /addBankCard, /addUsdtCard: demo01's bound accounts (payment password 123456): two bank cards, a USDT and an AnToken address; bind (popup for USDT/AnToken, `show=1`/`show=2` opens it at once), unbind (解绑卡片), add bank cards until five hides the add button",
  '/addUsdtCard':
    "/wallet?type=1|2|3, /addBankCard, /addUsdtCard: demo01's bound accounts (payment password 123456): two bank cards, a USDT and an AnToken address; bind (popup for USDT/AnToken, `show=1`/`show=2` opens it at once), unbind (解绑卡片), add bank cards until five hides the add button",
  '/recharge':
    "demo01's deposit page: the channels the fake enables (AnToken first, with TRC20 only; USDT with TRC20/ERC20, the estimate at 7.2 and the reference rate; 网银转账 with the receiving accounts to copy and the depositor's four fields; 微信, 支付宝), the range in the amount's placeholder, quick amounts 200 to 2199, the notes. A bank deposit says 提交成功，等待后台审核 and goes to `/transRecord`; any other opens its payment page. A new player with no bound account meets the blocking notice",
  '/payInfo':
    "a deposit's payment page: the amount (and about in USDT), the 60-minute countdown, the address or QR code with copy buttons, 充值完成 and 资金明细; an AnToken order shows 充值详情",
  '/betRecord':
    "demo01's bets (about 300 this month, 15 a page): the platform chip (全部平台 or a venue), the date row 今日/昨日/近7日/本月 and the popup 更多日期 (今日, 近7日, 近15日, 近30日), each showing its own window (昨日 and 本月 narrowed on the client where the backend has no code for them), scrolling loads 300 px ahead to 没有更多; past 200 rows only the rows near the screen are drawn (bench01 has 3,000)",
  '/transRecord':
    "demo01's deposits, withdrawals (both with order numbers and 待审核/审核通过/审核拒绝), transfers in and out (成功/失败), with the same filters; the tab stays in the URL",
  '/fanshui':
    "demo01's rebates: 点击领取 claims the pending sum (the player's money is read again and the list reloads; a second tap says 暂无领取额度！), the claimed and pending sums, the 游戏平台 and 日期 chips (bottom sheets), 未领取 until claimed",
  '/activityRecord':
    "demo01's twelve promotion applications with their status (待审核, 审核通过, 审核拒绝), paged to 没有更多; an application made on `/activityInfo` shows at the top",
  '/welfare':
    '/welfare, /hongbao: the red-packet centre (grabs left and made, fifteen packets paged, 去领取) and the red-packet page: demo01 has grabs left today (the won popup with the amount), then 您还未达到领取条件，快去完成吧！ with 立即充值; the rules table and notes',
  '/hongbao':
    '/welfare, /hongbao: the red-packet centre (grabs left and made, fifteen packets paged, 去领取) and the red-packet page: demo01 has grabs left today (the won popup with the amount), then 您还未达到领取条件，快去完成吧！ with 立即充值; the rules table and notes',
  '/withdrawal':
    '取款 (demo01 or cash01, payment password 123456): the three tabs (银行卡, USDT, AnToken), the account picker (add buttons under 5), 打码量, the amount with 全部金额, the checks in order (account, at least 100, password), 提交成功，等待后台审核 and /transRecord after 1.5 s; the USDT tabs show 折合USDT and the network fee. A withdrawal whose answer never comes is checked against the records and never resent',
  '/transfer':
    "额度转换: the wallets (平台钱包 first, polled every 1.5 s, per-wallet refresh, 展开 / 收起), 一键回收 (the latest transfer in's venue, its whole yuan), 刷新余额, 自动免转 (kept locally), the form (转出 / 转入 pickers, whole yuan, the three checks) and a venue's quota sheet (转入 / 转出). A visitor is asked to log in first",
  '/responsibleGaming':
    '负责任博彩 (from /mine, signed in or not; cash01 keeps demo01 as seeded): the 18+ notice, 此设置仅在本设备上生效, the reality-check interval (choose 15分钟 and wait, or the dialog comes after 60: 继续, 查看投注记录, 退出登录), deposit limits (lower at once, a raise says when it acts; a bad amount keeps what was typed), a break asked twice that signs out and refuses sign-in on this device until it ends (clear the site data to lift it), the self-exclusion request to copy, and the PGSI self-check. The game page shows the time since sign-in',
};
