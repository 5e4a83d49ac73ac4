// How the suites reach /recharge's calls, its deposit and its bank channel (test-only: quality/drivers.ts).
import { connectDeposit } from '@lobby/domain/deposit';
import type { AnyActorRef } from 'xstate';
import type { NodeKit, ScreenDriver } from '../../../quality/driver-kit.ts';

/** /recharge as the screen starts it (the balance refresh is the app's). */
async function depositPage({ run }: NodeKit): Promise<AnyActorRef> {
  const { liveDepositMachine } = await import('./recharge.providers.ts');
  return run(
    liveDepositMachine(() => undefined),
    { usdtRate: 7.2, pending: null },
  );
}

const depositView = (actor: AnyActorRef) => connectDeposit(actor.getSnapshot() as never, actor.send);

export const driver = {
  calls: {
    'getPayWay@recharge#load': async (kit) => {
      const actor = await depositPage(kit);
      return { actor, inline: () => depositView(actor).error };
    },
    'getPayRange@recharge#load': async (kit) => ({ actor: await depositPage(kit) }),
    'getpaybank@recharge#chooseBankChannel': async (kit) => {
      const actor = await depositPage(kit);
      await kit.until(actor, (snapshot) => !snapshot.hasTag('loading'));
      actor.send({ type: 'channel.select', channel: 'card' });
      return { actor, inline: () => depositView(actor).bank?.error ?? null };
    },
    'recharge@recharge#deposit': async (kit) => {
      const actor = await depositPage(kit);
      await kit.until(actor, (snapshot) => !snapshot.hasTag('loading') && !snapshot.hasTag('rangeLoading'));
      actor.send({ type: 'channel.select', channel: 'usdt' });
      await kit.until(actor, (snapshot) => !snapshot.hasTag('rangeLoading'));
      actor.send({ type: 'field.change', field: 'amount', value: '200' });
      actor.send({ type: 'submit' });
      return {
        actor,
        inline: () => depositView(actor).fieldError('amount') ?? null,
        succeeded: ({ navigations }) => navigations.some((path) => path.startsWith('/payInfo')),
      };
    },
  },
  submits: {
    deposit: async ({ lobby, ready, button }) => {
      await ready();
      await lobby.chooseDepositChannel('USDT');
      await lobby.fill('存款金额', '200');
      return { control: button('立即存款'), typed: { 存款金额: '200' } };
    },
  },
  taps: {
    chooseBankChannel: async ({ lobby, ready }) => {
      await ready();
      await lobby.chooseDepositChannel('网银转账');
    },
  },
} satisfies ScreenDriver;
