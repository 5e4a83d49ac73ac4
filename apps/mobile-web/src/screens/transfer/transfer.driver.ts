// How the suites reach /transfer's calls, submits and a venue's refresh (test-only: quality/drivers.ts).
import { connectTransfer } from '@lobby/domain/transfer';
import type { AnyActorRef } from 'xstate';
import type { NodeKit, ScreenDriver } from '../../../quality/driver-kit.ts';
import { driver as mine } from '../mine/mine.driver.ts';

/** /transfer as the screen starts it (seamless off, nothing kept). */
async function transferPage({ run }: NodeKit): Promise<AnyActorRef> {
  const { liveTransferMachine } = await import('./transfer.providers.ts');
  return run(
    liveTransferMachine(() => undefined),
    { seamless: false, pending: null },
  );
}

const transferView = (actor: AnyActorRef) => connectTransfer(actor.getSnapshot() as never, actor.send, 0);

/** Waits for the venue list and gives AG真人's code (the row the browser suite taps). */
async function agVenue({ context, until }: NodeKit, actor: AnyActorRef): Promise<string> {
  const venues = () => (context(actor) as { venues: readonly { platform: string; name: string }[] | null }).venues;
  await until(actor, () => venues() !== null);
  const ag = venues()?.find((venue) => venue.name === 'AG真人');
  if (!ag) throw new Error('no AG真人 venue');
  return ag.platform;
}

export const driver = {
  calls: {
    'balancelist@transfer#load': async (kit) => {
      const actor = await transferPage(kit);
      return { actor, inline: () => transferView(actor).venuesError };
    },
    'balancelist2@transfer#poll': async (kit) => ({ actor: await transferPage(kit) }),
    'userapimoney@transfer#refreshWallet': async (kit) => {
      const actor = await transferPage(kit);
      actor.send({ type: 'wallet.refresh', platform: await agVenue(kit, actor) });
      return { actor };
    },
    'transfer@transfer#transfer': async (kit) => {
      const actor = await transferPage(kit);
      const ag = await agVenue(kit, actor);
      actor.send({ type: 'picker.open', side: 'target' });
      actor.send({ type: 'wallet.choose', platform: ag });
      actor.send({ type: 'amount.change', value: '10' });
      actor.send({ type: 'submit' });
      return { actor, inline: () => transferView(actor).fieldError('amount') ?? null };
    },
    'transfer@transfer#quotaTransfer': async (kit) => {
      const actor = await transferPage(kit);
      actor.send({ type: 'sheet.open', platform: await agVenue(kit, actor) });
      actor.send({ type: 'sheet.amount', value: '10' });
      actor.send({ type: 'sheet.submit' });
      return { actor };
    },
    'transall@transfer#recoverAll': async (kit) => {
      const actor = await transferPage(kit);
      await agVenue(kit, actor);
      actor.send({ type: 'recoverAll' });
      return { actor };
    },
    'uptransferstatus@transfer#switchSeamless': async (kit) => {
      const actor = await transferPage(kit);
      await agVenue(kit, actor);
      actor.send({ type: 'seamless.toggle' });
      return { actor };
    },
  },
  submits: {
    transfer: async ({ lobby, ready, button }) => {
      await ready();
      await lobby.fillTransfer('AG真人', '10');
      return { control: button('立即转账'), typed: { 转账金额: '10' } };
    },
    quotaTransfer: async ({ lobby, page, button }) => {
      await lobby.tap('AG真人 额度转换');
      const sheet = page.getByRole('dialog', { name: '额度转换' });
      await sheet.getByLabel('操作金额', { exact: true }).fill('10');
      return { control: button('确定', sheet), typed: { 操作金额: '10' } };
    },
    recoverAll: async ({ page, shows, button }) => {
      // The venues have loaded (recover-all brings back the latest transfer in's venue).
      await shows(page.getByRole('button', { name: '刷新AG真人' }));
      return { control: button('一键回收'), typed: {} };
    },
    switchSeamless: async ({ page, ready }) => {
      await ready();
      return { control: page.getByRole('switch', { name: '自动免转' }), typed: {} };
    },
    // The wallet's 刷新余额, as on /mine.
    refreshMoney: mine.submits.refreshMoney,
  },
  taps: {
    refreshWallet: async ({ page, ready }) => {
      await ready();
      await page.getByRole('button', { name: '刷新AG真人' }).click();
    },
  },
} satisfies ScreenDriver;
