// The pay-info unit's entry: exactly what code outside src/pay-info/ uses of it.
export { connectPayInfo, type PayInfoViewModel } from './pay-info.connect.ts';
export { createPayInfoMachine, type PayInfoContext } from './pay-info.machine.ts';
