// The vip unit's entry: exactly what code outside src/vip/ uses of it.
export { connectVip, type VipPlayer, type VipViewModel } from './vip.page.ts';
