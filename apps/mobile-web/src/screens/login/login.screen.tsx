import { connectAuth } from '@lobby/domain/auth';
import { captchaCodeAt } from '@lobby/domain/captcha';
import { selectIsSignedIn } from '@lobby/domain/session';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { safeRedirectPath } from '../../ground/effects/safe-url.ts';
import { LOCAL_KEYS, readString } from '../../ground/effects/storage.ts';
import { useMachine, useSelector } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { liveAuthMachine } from './login.providers.ts';
import { LoginView } from './login.view.tsx';
import { randomBytes, readPendingRegistration } from './pending-registration.ts';

// The terms and the sanitiser they need load when the player opens them, never with the login page.
const TermsSheet = lazy(() => import('./terms-sheet.tsx'));

/** /login: query `type` (0 login, 1 register), `pid` (promoter) and `redirect` (an in-app path to return to). */
export function LoginScreen() {
  // A session this screen started can end at once, before it lands (a blocked or blacklisted player's user load):
  // the form then starts afresh, or its finished machine would leave the player a form that sends nothing.
  const app = useAppActor();
  const signedIn = useSelector(app, selectIsSignedIn);
  const wasSignedIn = useRef(signedIn);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) setRound((count) => count + 1);
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  return <LoginForm key={round} />;
}

function LoginForm() {
  const app = useAppActor();
  const params = new URLSearchParams(useSearch());
  const mode = params.get('type') === '1' ? 1 : 0;
  const pid = params.get('pid') || readString('local', LOCAL_KEYS.pid);
  const redirectTo = safeRedirectPath(params.get('redirect'));

  const machine = useMemo(
    () =>
      liveAuthMachine.provide({
        actions: {
          authenticate: (_, { token }: { token: string }) =>
            app.send({ type: 'session.start', token, redirect: redirectTo }),
        },
      }),
    [app, redirectTo],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { mode, pid, random: Math.random, randomBytes, pending: readPendingRegistration() },
  });

  // The kept query decides the mode when it changes while the screen is open (a link with type=1).
  useEffect(() => {
    send({ type: 'mode.set', mode });
  }, [mode, send]);

  const [termsOpen, setTermsOpen] = useState(false);
  const vm = connectAuth(snapshot, send);
  return (
    <>
      <LoginView
        vm={vm}
        captchaCode={captchaCodeAt(vm.captchaIndex)}
        onOpenService={openCustomerService}
        onOpenTerms={() => setTermsOpen(true)}
      />
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsSheet onClose={() => setTermsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The route table loads the screen by its default export. */
export default LoginScreen;
