import { connectLoad } from '@lobby/domain/load';
import { labels } from '@lobby/domain/messages';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { liveHelpArticleMachine } from '../help/help.providers.ts';
import { type TermsArticle, TermsSheetView } from './terms-sheet.view.tsx';

/**
 * What a player agreeing to the terms reads: the help centre's privacy policy (type 2) and disclaimer (type 3).
 * The old app linked `/abouts?type=5`, which is no route (and type 5 is the agent article in the help centre's
 * own mapping), so the form was lost for nothing. Loaded with this sheet, off the login page's first script.
 */
export const TERMS_ARTICLE_TYPES = [2, 3] as const;

function titleOf(type: number): string {
  return labels.helpArticles.find((article) => article.value === type)?.label ?? '';
}

function useArticle(type: number): TermsArticle {
  const [snapshot, send] = useMachine(liveHelpArticleMachine, {
    input: { params: type, isEmpty: (html: string) => html === '' },
  });
  return { type, title: titleOf(type), vm: connectLoad(snapshot, send) };
}

/** The terms sheet over the register form; `onClose` hides it and the form is as it was. */
export default function TermsSheet({ onClose }: { onClose: () => void }) {
  const privacy = useArticle(TERMS_ARTICLE_TYPES[0]);
  const disclaimer = useArticle(TERMS_ARTICLE_TYPES[1]);
  return <TermsSheetView open articles={[privacy, disclaimer]} onClose={onClose} />;
}
