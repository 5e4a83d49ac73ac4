import { connectLoad } from '@lobby/domain/load';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { liveHelpArticleMachine } from '../help/help.providers.ts';
import { HelpArticleView } from '../help/help-article.view.tsx';

/**
 * The article category of the sponsorship page. The spec names /zhanzhu and shows nothing; the page reads the
 * back office's article of this category (the fake platform holds one), and says 暂无内容 when there is none.
 */
export const SPONSORSHIP_ARTICLE = 9;

/** /zhanzhu: the brand sponsorships, in the help articles' style (kept while hidden). */
export function SponsorshipScreen() {
  const [snapshot, send] = useMachine(liveHelpArticleMachine, {
    input: { params: SPONSORSHIP_ARTICLE, isEmpty: (html: string) => html === '' },
  });
  return (
    <HelpArticleView
      title="品牌赞助"
      vm={connectLoad(snapshot, send)}
      onBack={() => goBack('/')}
      onOpenService={openCustomerService}
    />
  );
}

/** The route table loads the screen by its default export. */
export default SponsorshipScreen;
