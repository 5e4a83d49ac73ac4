// The message-centre unit's entry: exactly what code outside src/message-centre/ uses of it.
export { messageTabPage } from './message-centre.ts';
