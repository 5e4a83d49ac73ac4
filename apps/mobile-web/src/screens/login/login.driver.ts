// How the suites reach the login's and the registration's calls and submits (test-only: quality/drivers.ts).

import { connectAuth } from '@lobby/domain/auth';
import { captchaCodeAt } from '@lobby/domain/captcha';
import type { Driven, NodeKit, ScreenDriver } from '../../../quality/driver-kit.ts';

/** The login screen (mode 0) or the registration (mode 1), typed in full with the captcha shown, and sent. */
async function signedOff({ run, context }: NodeKit, mode: 0 | 1, fields: Record<string, string>): Promise<Driven> {
  const { liveAuthMachine } = await import('./login.providers.ts');
  const actor = run(liveAuthMachine, {
    mode,
    pid: null,
    random: () => 0,
    randomBytes: (count: number) => new Uint8Array(count).fill(7),
  });
  const code = captchaCodeAt((context(actor) as { captcha: number }).captcha);
  for (const [field, value] of Object.entries({ ...fields, code })) actor.send({ type: 'field.change', field, value });
  actor.send({ type: 'submit' });
  const vm = () => connectAuth(actor.getSnapshot() as never, actor.send);
  return { actor, inline: () => vm().formError ?? null, succeeded: () => vm().formError === undefined };
}

export const driver = {
  calls: {
    'login@login#login': (kit) =>
      signedOff(kit, 0, { name: kit.DEMO_ACCOUNT.username, password: kit.DEMO_ACCOUNT.password }),
    'register@register#register': (kit) =>
      signedOff(kit, 1, {
        name: 'fault01',
        password: 'abc12345',
        confirmPass: 'abc12345',
        realname: '李四',
        paypassword: '123456',
      }),
  },
  submits: {
    login: async ({ lobby, ready, button, demo }) => {
      await ready();
      await lobby.fillLogin(demo);
      return { control: button('登录'), typed: { 用户名: demo.username, 密码: demo.password } };
    },
    register: async ({ lobby, ready, button }) => {
      await ready();
      const username = await lobby.fillRegister();
      return {
        control: button('注册'),
        typed: { 用户名: username, 密码: 'abc12345', 确认密码: 'abc12345', 真实姓名: '李四', 支付密码: '123456' },
      };
    },
  },
} satisfies ScreenDriver;
