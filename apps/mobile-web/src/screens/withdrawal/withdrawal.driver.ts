// How the suites reach /withdrawal's calls and submit (test-only: quality/drivers.ts).
import { connectWithdrawal } from '@lobby/domain/withdrawal';
import type { AnyActorRef } from 'xstate';
import type { NodeKit, ScreenDriver } from '../../../quality/driver-kit.ts';

/** /withdrawal as the screen starts it: its moves are the app's navigation, as the screen provides them. */
async function withdrawalPage({ run }: NodeKit): Promise<AnyActorRef> {
  const [{ liveWithdrawalMachine }, { navigate }] = await Promise.all([
    import('./withdrawal.providers.ts'),
    import('../../ground/routing/hash-location.ts'),
  ]);
  return run(
    liveWithdrawalMachine.provide({
      actions: { refreshBalance: () => undefined, navigate: (_, { to }: { to: string }) => navigate(to) },
    }),
    { pending: null },
  );
}

const withdrawalView = (actor: AnyActorRef) =>
  connectWithdrawal(actor.getSnapshot() as never, actor.send, { rate: 7.2, erc20Fee: 0, trc20Fee: 0 });

export const driver = {
  calls: {
    'getBetAmount@withdrawal#load': async (kit) => {
      const actor = await withdrawalPage(kit);
      return { actor, inline: () => withdrawalView(actor).turnover.error };
    },
    'withdraw@withdrawal#withdraw': async (kit) => {
      const actor = await withdrawalPage(kit);
      await kit.until(actor, (snapshot) => (snapshot.context as { accounts: unknown }).accounts !== null);
      const [account] = (kit.context(actor) as { accounts: readonly { id: number }[] }).accounts;
      if (!account) throw new Error('the demo player has no bank card to withdraw to');
      actor.send({ type: 'account.select', id: account.id });
      actor.send({ type: 'amount.change', value: '100' });
      actor.send({ type: 'payPassword.change', value: kit.DEMO_ACCOUNT.payPassword });
      actor.send({ type: 'submit' });
      return {
        actor,
        inline: () => withdrawalView(actor).fieldError('amount') ?? null,
        succeeded: ({ navigations }) => navigations.some((path) => path.startsWith('/transRecord')),
      };
    },
  },
  submits: {
    withdraw: async ({ lobby, ready, button, demo }) => {
      await ready();
      await lobby.fillWithdrawal('100');
      return { control: button('立即取款'), typed: { 取款金额: '100', 支付密码: demo.payPassword } };
    },
  },
} satisfies ScreenDriver;
