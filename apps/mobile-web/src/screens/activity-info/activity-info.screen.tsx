import { connectForm } from '@lobby/domain/form';
import { digitsOnly } from '@lobby/domain/input';
import { connectLoad } from '@lobby/domain/load';
import { selectIsSignedIn } from '@lobby/domain/session';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { currentFullPath, goBack, navigate } from '../../ground/routing/hash-location.ts';
import { useMachine, useSelector } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import fallbackSrc from '../activity/promotion-fallback.svg';
import { liveActivityApplyMachine, liveActivityDetailMachine } from './activity-info.providers.ts';
import { ActivityInfoView, type ApplyForm } from './activity-info.view.tsx';

const EMPTY_APPLY: ApplyForm = { amount: '' };

function Detail({ id }: { id: number }) {
  const signedIn = useSelector(useAppActor(), selectIsSignedIn);
  const [detail, sendDetail] = useMachine(liveActivityDetailMachine, { input: { params: id } });
  const [applyOpen, setApplyOpen] = useState(false);
  // Built once per promotion: a success closes the dialog (the machine then empties the amount).
  const [applyMachine] = useState(() => liveActivityApplyMachine(id, () => setApplyOpen(false)));
  const [apply, sendApply] = useMachine(applyMachine, {
    input: {
      values: EMPTY_APPLY,
      check: () => ({ ok: true }),
      clean: (_field, value) => digitsOnly(value),
      clearOnSuccess: true,
    },
  });
  const vm = connectLoad(detail, sendDetail);
  return (
    <ActivityInfoView
      vm={vm}
      signedIn={signedIn}
      loginHref={`/login?redirect=${encodeURIComponent(currentFullPath())}`}
      apply={connectForm(apply, sendApply)}
      applyOpen={applyOpen}
      onOpenApply={() => setApplyOpen(true)}
      onCloseApply={() => {
        if (!apply.hasTag('busy')) setApplyOpen(false);
      }}
      onBack={() => goBack('/activity')}
      fallbackSrc={fallbackSrc}
    />
  );
}

/** /activityInfo?id=N: one promotion; a missing or malformed id goes to the promotions. */
export function ActivityInfoScreen() {
  const raw = new URLSearchParams(useSearch()).get('id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  useEffect(() => {
    if (id === null) navigate('/activity', { replace: true });
  }, [id]);
  if (id === null) return null;
  // Keyed by id: another promotion is another load and another form.
  return <Detail key={id} id={id} />;
}

/** The route table loads the screen by its default export. */
export default ActivityInfoScreen;
