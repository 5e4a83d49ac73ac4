// The session unit's entry: exactly what code outside src/session/ uses of it.
export {
  createAppMachine,
  selectBalance,
  selectIsMaintenance,
  selectIsSignedIn,
  selectRedPacketShown,
  selectSite,
  selectSiteError,
  selectSiteFailed,
  selectUser,
} from './app.machine.ts';
export type { AppInfo } from './session.types.ts';
