/**
 * Player protection's words the sign-in form, the register form, /mine and the game page show (the 18+ notice, a
 * break's refusal, the time since sign-in): apart from `protectionMessages`, so those screens carry no more.
 */
export const signInNotice = {
  'protection.adultsOnly': '18+',
  'protection.adultsOnlyName': '仅限18岁以上',
  'protection.notice': '理性娱乐，未成年人禁止参与',
  'protection.break.refusal': '您已选择暂停至 {until}，期间无法登录',
  'protection.elapsed.hours': '{hours}小时{minutes}分',
  'protection.elapsed.minutes': '{minutes}分{seconds}秒',
  'protection.elapsed.label': '已登录 {time}',
} as const;
