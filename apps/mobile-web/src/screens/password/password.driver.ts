// How the suites reach the two password forms' calls and submits (test-only: quality/drivers.ts).
import type { BrowserStep, PreparedSubmit, ScreenDriver } from '../../../quality/driver-kit.ts';

const providers = () => import('./password.providers.ts');

/** A player of the test's own (the password changes for good when the call succeeds), the form filled. */
async function changed(
  { lobby, screen, ready, button }: BrowserStep,
  which: 'password' | 'payPassword',
  next: string,
): Promise<PreparedSubmit> {
  const player = await lobby.signInNewPlayer();
  await lobby.open(screen.path);
  await ready();
  const current = player[which];
  await lobby.fillPasswords(current, next);
  return { control: button('确认修改'), typed: { 旧密码: current, 新密码: next, 确认密码: next } };
}

export const driver = {
  calls: {
    'editPassword@loginPassword#changeLoginPassword': async ({ submitted, DEMO_ACCOUNT }) =>
      submitted((await providers()).liveLoginPasswordMachine, {
        current: DEMO_ACCOUNT.password,
        next: 'abc54321',
        confirm: 'abc54321',
      }),
    'editPayPassword@payPassword#changePayPassword': async ({ submitted, DEMO_ACCOUNT }) =>
      submitted((await providers()).livePayPasswordMachine, {
        current: DEMO_ACCOUNT.payPassword,
        next: '654321',
        confirm: '654321',
      }),
  },
  submits: {
    changeLoginPassword: (step) => changed(step, 'password', 'abc54321'),
    changePayPassword: (step) => changed(step, 'payPassword', '654321'),
  },
} satisfies ScreenDriver;
