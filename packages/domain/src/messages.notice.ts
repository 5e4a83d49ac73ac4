/**
 * Player protection's words the sign-in form, the register form and /mine show (the 18+ notice, a break's refusal):
 * apart from `protectionMessages`, so those screens carry no more than these.
 */
export const signInNotice = {
  'protection.adultsOnly': '18+',
  'protection.adultsOnlyName': '仅限18岁以上',
  'protection.notice': '理性娱乐，未成年人禁止参与',
  'protection.break.refusal': '您已选择暂停至 {until}，期间无法登录',
} as const;
