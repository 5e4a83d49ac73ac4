// index.html's early script. Far smaller than the app's script, it runs while that one is still arriving: on a
// cold start at home it sends home's three first calls and asks for the first banner's picture (the page's
// largest paint), so the lists and the picture travel beside the app's code instead of after it. The app's
// transport then takes each answer instead of asking again (early-answers.ts). It stays out of the app's bundle:
// vite.config.ts builds it on its own (earlyScript) with only what it imports here.
import { apiBaseUrl, storedToken } from '../app/endpoint.ts';
import { LOCAL_KEYS, readJson } from '../effects/storage.ts';
import { currentPath } from '../routing/hash-path.ts';
import { HOME_EARLY_CALLS, sendEarly } from './early-answers.ts';

/** A field of a list's first item, or undefined when the value is no such list. */
function firstItemField(list: unknown, field: string): unknown {
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>)[field] : undefined;
}

/** Asks for a picture at high priority; the app's `<img>` of the same address then finds it loaded. */
function preloadPicture(src: unknown): boolean {
  if (typeof src !== 'string' || src === '') return false;
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = src;
  return true;
}

if (currentPath() === '/') {
  const answers = sendEarly(Object.values(HOME_EARLY_CALLS), apiBaseUrl(), storedToken());
  // A returning player's cached banners paint in the app's first frame: their first picture is known at once.
  // Otherwise it is the first `src` of the answer (read from a copy; the app reads the answer itself).
  if (!preloadPicture(firstItemField(readJson('local', LOCAL_KEYS.banner), 'image'))) {
    answers[HOME_EARLY_CALLS.banners.path]
      ?.then((answer) => answer.clone().json())
      .then((envelope: unknown) => preloadPicture(firstItemField((envelope as { data?: unknown } | null)?.data, 'src')))
      .catch(() => undefined);
  }
}
