import { selectSite } from '@lobby/domain/session';
import { useSelector } from './actor-state.ts';
import type { AppActor } from './app-actor.tsx';

/** What the app is called before the site's own `title` from /api/app has come (and when it has none). */
export const FALLBACK_SITE_TITLE = 'Lobby娱乐城';

/** The site's own name from its settings, or the fallback: for the tab title, the logo, greetings, the download page. */
export function useSiteTitle(actor: AppActor): string {
  return useSelector(actor, (snapshot) => selectSite(snapshot)?.title || FALLBACK_SITE_TITLE);
}
