// The strict profile's notice before a first deposit (issue #34): once per device, as /recharge first opens, the
// tools are named and one tap leads to them. Loaded only by a build with VITE_PROTECTION_PROFILE=strict: the
// standard build drops its import (recharge.screen.tsx), so its bytes are the strict operator's alone.
import { protectionMessages as words } from '@lobby/domain/protection';
import { navigate } from '../../ground/routing/hash-location.ts';
import { dialogs } from '../app/effects.ts';
import { keep, readKept } from './device-db.ts';

/** The device store's key: the notice was answered here. */
const SEEN = 'firstDepositNotice';

/** Shows the notice unless this device has answered it; 前往设置 opens 负责任博彩. */
export default async function noticeFirstDeposit(): Promise<void> {
  if (await readKept(SEEN)) return;
  const toTools = await dialogs.confirm({
    title: words['protection.firstDeposit.title'],
    message: words['protection.firstDeposit'],
    confirmText: words['protection.firstDeposit.tools'],
    cancelText: words['protection.firstDeposit.ok'],
  });
  // A device that refuses to keep it shows it again next time: better twice than never.
  await keep(SEEN, true).catch(() => undefined);
  if (toTools) navigate('/responsibleGaming');
}
