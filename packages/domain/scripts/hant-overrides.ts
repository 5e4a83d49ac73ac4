// What OpenCC's cn -> twp conversion gets wrong for a money and account app, read by `pnpm gen:hant`
// (scripts/gen-hant.ts). Each Simplified phrase is set aside before the conversion and replaced by its Traditional
// text after it, longest phrase first. `hant` must be Traditional already: src/messages.hant.test.ts fails when
// OpenCC cn -> tw would still change it. Some phrases are not in the tables yet; they are here for the view strings
// that move there (issue #33).

/** One correction: the Simplified phrase, what a player in Taiwan or Hong Kong reads instead, and why. */
export type HantOverride = { cn: string; hant: string; why: string };

export const hantOverrides: readonly HantOverride[] = [
  // Accounts and money
  { cn: '账号', hant: '帳號', why: 'An account name is 帳號 in Taiwan and Hong Kong; the converter writes 賬號.' },
  { cn: '账户', hant: '帳戶', why: 'A bank or member account is 帳戶; the converter writes 賬戶.' },
  { cn: '转账', hant: '轉帳', why: 'A transfer is 轉帳 in Taiwan; the converter writes 轉賬.' },
  { cn: '到账', hant: '到帳', why: 'Money arriving is 到帳, as 帳戶; the converter writes 到賬.' },
  {
    cn: '注销',
    hant: '註銷',
    why: 'Closing an account is 註銷; the converter reads it as the IT term and writes 登出 (注销账户 became 登出賬戶, "log out").',
  },
  {
    cn: '绑定',
    hant: '綁定',
    why: 'Binding a card or wallet is 綁定 in payment apps; the converter writes the IT term 繫結.',
  },
  {
    cn: '充值',
    hant: '儲值',
    why: 'A deposit into the wallet is 儲值 in Taiwan; the converter keeps the mainland 充值.',
  },
  {
    cn: '提现',
    hant: '提款',
    why: 'Taking money out is 提款 on Taiwanese and Hong Kong sites; 提現 reads as mainland.',
  },
  {
    cn: '审核',
    hant: '審核',
    why: 'The back office reviews a deposit or withdrawal (審核); the converter writes 稽核, an audit.',
  },

  // Signing in and out
  { cn: '退出登录', hant: '登出', why: 'Signing out is 登出; the converter writes 退出登入 word by word.' },
  {
    cn: '登陆',
    hant: '登入',
    why: 'The spec writes 登陆 for 登录 (sign in); the converter keeps it as 登陸, landing (ashore).',
  },

  // Forms and contact
  { cn: '手机号', hant: '手機號碼', why: 'A phone number is 手機號碼; 手機號 reads clipped in Taiwan.' },
  {
    cn: '邮箱号',
    hant: '電子郵件地址',
    why: 'An e-mail address is 電子郵件地址; the converter writes 郵箱號, a mainland word.',
  },
  {
    cn: '类型',
    hant: '類型',
    why: 'A kind of bank is 類型; the converter writes 型別, the programming term (data type).',
  },
  {
    cn: '参数',
    hant: '參數',
    why: 'A parameter is 參數 to a player; the converter writes 引數, the programming term (argument).',
  },
  {
    cn: '联系',
    hant: '聯絡',
    why: 'To contact is 聯絡; in 并联系客服 the converter splits 并联 (in parallel) and writes 並聯系客服.',
  },
  {
    cn: '链接人工客服',
    hant: '連線人工客服',
    why: 'The spec means connecting to a live agent (连接); the converter writes 連結, a hyperlink.',
  },
];
