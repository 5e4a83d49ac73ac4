// index.html's early script. Far smaller than the app's script, it runs while that one is still arriving: on a
// cold start at home it primes home's three first calls (`@lobby/api/prime`: which calls, their paths and bodies
// are the api's) and shows the first banner (the page's largest paint) in the loading page, so the lists and the
// picture travel beside the app's code instead of after it. The app's transport then takes each answer instead of
// asking again. It stays out of the app's bundle: vite/early-script.ts builds it on its own with only what it
// imports here (never `@lobby/api` itself: its client and schemas would come along).
import { prime } from '@lobby/api/prime';
import { type LOCAL_KEYS, readJson, readString, type SESSION_KEYS } from '../../ground/effects/storage.ts';
import { pageScript, scriptMove, wantedScript } from '../../ground/locale/script-choice.ts';
import { currentPath } from '../../ground/routing/hash-path.ts';
import { apiBaseUrl } from '../app/endpoint.ts';

/** A field of a list's first item, or undefined when the value is no such list. */
function firstItemField(list: unknown, field: string): unknown {
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>)[field] : undefined;
}

/**
 * Shows the first banner in the loading page, in the box home will give it (index.html's `.boot-banner` mirrors
 * it), and asks for it at high priority: on a slow network the page's largest picture is up before the app's
 * script has come, and the app's `<img>` of the same address then finds it loaded. React's first render replaces
 * the loading page with the real one, the banner in the same place; once the app is up, only the picture loads.
 */
function showPicture(src: unknown): boolean {
  if (typeof src !== 'string' || src === '') return false;
  const preload = new Image();
  preload.fetchPriority = 'high';
  preload.src = src;
  const show = () => {
    const boot = document.querySelector('#root > .boot');
    if (!boot) return;
    const frame = document.createElement('div');
    frame.className = 'boot-banner';
    frame.setAttribute('aria-hidden', 'true');
    const picture = document.createElement('img');
    picture.alt = '';
    picture.src = src;
    frame.append(picture);
    boot.before(frame);
  };
  // An async script can run before the body is parsed; the loading page is there once it is.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show, { once: true });
  else show();
  return true;
}

/**
 * Home's cached banners (`LOCAL_KEYS.banner`) and the session's token (`SESSION_KEYS.token`, as `storedToken`
 * reads it), spelled here so that the script carries no table of every key.
 */
const BANNER_KEY: typeof LOCAL_KEYS.banner = 'banner';
const TOKEN_KEY: typeof SESSION_KEYS.token = 'token';

// On home the banners' call leaves first, in the script's own task, before anything else is read: the page's
// first read of session storage (the token) and the call itself are most of that task (4x slowed CPU, issue #32).
const answers =
  currentPath() === '/' ? prime({ baseUrl: apiBaseUrl(), token: readString('session', TOKEN_KEY) }) : null;

// In a task after it: a page of the other script's build than the player's (a choice kept, else the browser's
// languages) moves there, before the app's script has run: a Traditional reader's first visit to `/` costs one page
// more (and the calls primed for it), never the app twice. The dev server has one build only, and stays. Otherwise
// a returning player's cached banners are what the app's first frame shows: their first picture is known at once;
// for a new one it is the first `src` of the answer (read from a copy; the app reads the answer itself).
setTimeout(() => {
  const move = import.meta.env.DEV
    ? null
    : scriptMove(pageScript(), wantedScript(document.cookie, navigator.languages ?? []), location);
  if (move !== null) location.replace(move);
  else if (answers && !showPicture(firstItemField(readJson('local', BANNER_KEY), 'image'))) {
    answers.bannerList
      .then((answer) => answer.clone().json())
      .then((envelope: unknown) => showPicture(firstItemField((envelope as { data?: unknown } | null)?.data, 'src')))
      .catch(() => undefined);
  }
});
