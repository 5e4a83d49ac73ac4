import { connectLoad } from '@lobby/domain/load';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { goBack, navigate } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { HELP_ENTRIES } from './help.entries.ts';
import { liveHelpArticleMachine } from './help.providers.ts';
import { HelpArticleView } from './help-article.view.tsx';

function Article({ type, title }: { type: number; title: string }) {
  const [snapshot, send] = useMachine(liveHelpArticleMachine, {
    input: { params: type, isEmpty: (html: string) => html === '' },
  });
  return (
    <HelpArticleView
      title={title}
      vm={connectLoad(snapshot, send)}
      onBack={() => goBack('/boutBallBet')}
      onOpenService={openCustomerService}
    />
  );
}

/** /boutBallBetInfo?type=N: one help article; an unknown type goes to the help centre. */
export function HelpArticleScreen() {
  const type = Number(new URLSearchParams(useSearch()).get('type'));
  const entry = HELP_ENTRIES.find((candidate) => candidate.type === type);
  useEffect(() => {
    if (!entry) navigate('/boutBallBet', { replace: true });
  }, [entry]);
  if (!entry) return null;
  // Keyed by type: another article is another load.
  return <Article key={entry.type} type={entry.type} title={entry.title} />;
}

/** The route table loads the screen by its default export. */
export default HelpArticleScreen;
