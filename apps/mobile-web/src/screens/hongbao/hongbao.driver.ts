// How the suites reach /hongbao's calls and submit (test-only: quality/drivers.ts).
import { connectRedPacket } from '@lobby/domain/rewards';
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

const providers = () => import('./hongbao.providers.ts');

export const driver = {
  calls: {
    'userredpacket@hongbao#load': async ({ erring }) => erring((await providers()).liveRedPacketMachine, undefined),
    'douserredpacket@hongbao#grabRedPacket': async ({ answer, run, until }) => {
      // A grab left on the page, so the grab is sent (as the browser suite answers the status).
      answer('/api/userredpacket', {
        code: 200,
        message: '',
        data: { sendnums: 1, acquirednum: 0, redPacketStatus: 'STARTING', rules: [], max_times: 8 },
      });
      const actor = run((await providers()).liveRedPacketMachine, undefined);
      await until(actor, (snapshot) => snapshot.matches('ready'));
      actor.send({ type: 'grab' });
      const vm = () => connectRedPacket(actor.getSnapshot() as never, actor.send);
      return {
        actor,
        inline: () => {
          const popup = vm().popup;
          return popup?.kind === 'insufficient' ? popup.message : null;
        },
      };
    },
  },
  submits: {
    grabRedPacket: async ({ lobby, page, ready, button }) => {
      // A new player with a grab left on the page (so the grab is sent; the fake refuses it).
      await lobby.answerRedPacketGrabs();
      await page.reload();
      await ready();
      return { control: button('立即抢红包'), typed: {} };
    },
  },
} satisfies ScreenDriver;
