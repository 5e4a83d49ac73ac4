import { connectForm } from '@lobby/domain/form';
import { formatMessage, shellMessages } from '@lobby/domain/messages';
import {
  checkLimitForm,
  type DeviceSettings,
  effectiveInterval,
  exclusionRequest,
  LIMIT_PERIODS,
  limitFormOf,
  pendingText,
  periodName,
  protectionMessages,
} from '@lobby/domain/protection';
import { connectResponsibleGaming } from '@lobby/domain/responsible-gaming';
import { selectIsSignedIn, selectUser } from '@lobby/domain/session';
import { formatMoney } from '@lobby/ui-kit';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine, useSelector } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { toaster } from '../../wiring/app/effects.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { protectionSettings } from '../../wiring/protection/account.ts';
import { PROFILE } from '../../wiring/protection/device.ts';
import {
  liveLimitFormMachine,
  liveResponsibleGamingMachine,
  NOT_KEPT,
  startBreak,
} from './responsible-gaming.providers.ts';
import { ResponsibleGamingLoading, ResponsibleGamingView } from './responsible-gaming.view.tsx';

const SelfCheck = lazy(() => import('./self-check.tsx'));

/** The settings as read, and whether the limits are the backend's (see wiring/protection/account.ts). */
type Kept = { settings: DeviceSettings; onAccount: boolean };

/** The page once the settings are read: its machine and its limits form bound to the view. */
function ResponsibleGamingPage({ kept: { onAccount, ...kept } }: { kept: Kept }) {
  const app = useAppActor();
  const username = useSelector(app, (snapshot) => selectUser(snapshot)?.username ?? '');
  const signedIn = useSelector(app, selectIsSignedIn);
  // The settings as the page opened; what the forms save is read again when they save.
  const [settings, setSettings] = useState(kept.settings);
  const [selfCheckOpen, setSelfCheckOpen] = useState(false);
  const machine = useMemo(
    () =>
      liveResponsibleGamingMachine.provide({
        actions: {
          takeBreak: (_, days) =>
            void startBreak(days, signedIn).then(
              (until) => {
                toaster.show(until);
                if (signedIn) app.send({ type: 'session.end' });
              },
              () => toaster.show(NOT_KEPT, { kind: 'error' }),
            ),
        },
      }),
    [app, signedIn],
  );
  const limitMachine = useMemo(
    () =>
      liveLimitFormMachine(onAccount).provide({
        actions: {
          succeed: (_, { message }) => {
            toaster.show(message, { kind: 'success' });
            void protectionSettings(onAccount).then((read) => setSettings(read.settings));
          },
        },
      }),
    [onAccount],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { interval: effectiveInterval(settings.interval, PROFILE), profile: PROFILE },
  });
  const [limitSnapshot, limitSend] = useMachine(limitMachine, {
    input: { values: limitFormOf(settings.limits, Date.now()), check: checkLimitForm },
  });
  const limitFields = LIMIT_PERIODS.map((period) => ({
    period,
    label: formatMessage(protectionMessages['protection.limit.label'], { period: periodName(period) }),
    pending: pendingText(period, settings.limits[period], formatMoney),
  }));
  return (
    <ResponsibleGamingView
      vm={connectResponsibleGaming(snapshot, send)}
      limits={connectForm(limitSnapshot, limitSend)}
      limitFields={limitFields}
      onAccount={onAccount}
      exclusionRequest={exclusionRequest(username || '（请填写您的账号）')}
      onCopied={() => toaster.show(shellMessages['copy.done'], { kind: 'success' })}
      selfCheck={
        selfCheckOpen ? (
          <Suspense fallback={<p role="status">加载中…</p>}>
            <SelfCheck />
          </Suspense>
        ) : null
      }
      onOpenSelfCheck={() => setSelfCheckOpen(true)}
      onBack={() => goBack('/mine')}
      onOpenService={openCustomerService}
    />
  );
}

/**
 * /responsibleGaming: reads the device's settings (a few milliseconds) and, signed in, the backend's limits where it
 * keeps them (one call, answered 404 by today's backend), then the page on them.
 */
export function ResponsibleGamingScreen() {
  const signedIn = useSelector(useAppActor(), selectIsSignedIn);
  const [kept, setKept] = useState<Kept | null>(null);
  useEffect(() => {
    void protectionSettings(signedIn).then(setKept);
  }, [signedIn]);
  return kept ? <ResponsibleGamingPage kept={kept} /> : <ResponsibleGamingLoading onBack={() => goBack('/mine')} />;
}

/** The route table loads the screen by its default export. */
export default ResponsibleGamingScreen;
