import { type ConciseCode, connectConcise } from '@lobby/domain/concise';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { armGameLaunch } from '../../wiring/games/launch-ticket.ts';
import { liveConciseMachine } from './concise.providers.ts';
import { ConciseView } from './concise.view.tsx';
import bannerSrc from './concise-banner.svg';
import fallbackSrc from './game-fallback.svg';

/** The heading of each code's list (only fishing has a tab; the others open from links with `type`). */
const TITLES: Readonly<Record<ConciseCode, string>> = {
  obgdy: '捕鱼游戏',
  pp: 'PP电子',
  fgdz: 'FG电子',
  pg: 'PG电子',
  fgfish: 'FG捕鱼',
  ae: 'AE真人',
};

/** /concise (query `type`): the game list of one platform code, fishing (obgdy) by default. */
export function ConciseScreen() {
  const type = new URLSearchParams(useSearch()).get('type');
  const [snapshot, send] = useMachine(liveConciseMachine, { input: { type } });

  // A route change with a type shows that code's list (loaded once per code).
  useEffect(() => {
    if (type) send({ type: 'code.select', code: type });
  }, [type, send]);

  const vm = connectConcise(snapshot, send);
  return (
    <ConciseView
      vm={vm}
      title={TITLES[vm.code]}
      errorMessage={snapshot.context.error?.message ?? ''}
      bannerSrc={bannerSrc}
      fallbackSrc={fallbackSrc}
      onBack={goBack}
      onOpenService={openCustomerService}
      onOpenGame={armGameLaunch}
    />
  );
}

/** The route table loads the screen by its default export. */
export default ConciseScreen;
