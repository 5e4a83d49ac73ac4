// How the suites reach /applyagent's call and submit (test-only: quality/drivers.ts).
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

export const driver = {
  calls: {
    'applyagentdo@applyAgent#applyAgent': async ({ submitted }) =>
      submitted((await import('./apply-agent.providers.ts')).liveAgentMachine, {
        mobile: '13800138000',
        reason: '有推广资源',
      }),
  },
  submits: {
    applyAgent: async ({ lobby, ready, button }) => {
      await ready();
      await lobby.fillAgentApplication('13800138000', '有推广资源');
      return { control: button('立即加入'), typed: { 联系电话: '13800138000', 申请理由: '有推广资源' } };
    },
  },
} satisfies ScreenDriver;
