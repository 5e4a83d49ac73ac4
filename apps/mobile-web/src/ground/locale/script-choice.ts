// Which of the app's two builds a player gets (issue #33): the Simplified one at the site's root and the Traditional
// one in `hant/` beside it (vite/hant.ts), each a whole app with its words in its own script, so neither carries
// the other's words. The choice is the player's (设置's 语言, kept in a cookie: a logout clears both storage areas,
// and a cookie is the one thing a server could also read), else the browser's languages. index.html's early script
// moves a page to the other build before the app's script runs (src/wiring/boot/early.ts); 设置 moves it at once.

/** Simplified (`hans`, the root build) or Traditional (`hant`, the build in `hant/`). */
export type Script = 'hans' | 'hant';

/** The cookie that keeps a player's own choice. */
export const SCRIPT_COOKIE = 'lobby_locale';

/**
 * Each script's name in itself, as 设置 offers them. Written as escapes: the Traditional build converts the Chinese
 * of the app's source (vite/hant.ts), and 简体中文 must stay Simplified there too.
 */
export const SCRIPT_NAMES: Readonly<Record<Script, string>> = {
  hans: '\u7b80\u4f53\u4e2d\u6587',
  hant: '\u7e41\u9ad4\u4e2d\u6587',
};

/** Chinese in any form: `zh`, `zh-CN`, `zh_TW`, `zh-Hant-HK`. */
const CHINESE = /^zh(?:[-_]|$)/i;
/** Chinese in Traditional characters: zh-TW, zh-HK, zh-MO and zh-Hant(-*). */
const TRADITIONAL = /^zh[-_](?:hant|tw|hk|mo)\b/i;
/** The kept choice in `document.cookie` (the literal is {@link SCRIPT_COOKIE}'s: a regex of a string costs the page more). */
const SAVED = /(?:^|;\s*)lobby_locale=(han[st])(?:;|$)/;

/** The script a language tag asks for: zh-TW, zh-HK, zh-MO and zh-Hant(-*) Traditional, any other zh Simplified. */
export const scriptOfLanguage = (tag: string): Script | undefined =>
  CHINESE.test(tag) ? (TRADITIONAL.test(tag) ? 'hant' : 'hans') : undefined;

/**
 * The build a page should be: the saved choice (`lobby_locale=hant` or `hans` in `document.cookie`), else the first
 * Chinese language of the browser's, else Simplified (the app is Chinese; a reader of neither script gets the
 * site's own). Small on purpose: index.html carries it (the early script).
 */
export function wantedScript(cookie: string, languages: readonly string[]): Script {
  const saved = SAVED.exec(cookie)?.[1] as Script | undefined;
  return saved ?? languages.map(scriptOfLanguage).find(Boolean) ?? 'hans';
}

/** This page's build, from its `<html lang>` (the Traditional build's page says `zh-Hant`). */
export function pageScript(): Script {
  return document.documentElement.lang === 'zh-Hant' ? 'hant' : 'hans';
}

/** The page's own address, as `location` has it. */
type PageAddress = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * Where a page of build `here` goes for `wanted`, or null to stay: the same page in the other build, query and hash
 * kept (`hant/` from the root, `../` back; relative, so a site in a folder of its own works alike). A page that is
 * not where its build belongs stays: a deploy without `hant/` that answers every address with the root's page would
 * otherwise send a Traditional reader on from `/hant/` to `/hant/hant/`, forever.
 */
export function scriptMove(here: Script, wanted: Script, { pathname, search, hash }: PageAddress): string | null {
  if (wanted === here) return null;
  const inHant = /\/hant\/(?:index\.html)?$/.test(pathname);
  if (inHant !== (here === 'hant')) return null;
  return `${here === 'hans' ? 'hant/' : '../'}${search}${hash}`;
}

/** Keeps the player's choice for a year and shows the same page in that build (nothing to do when it is this one). */
export function chooseScript(script: Script): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written once; the Cookie Store API is not in Safari 17.
  document.cookie = `${SCRIPT_COOKIE}=${script}; path=/; max-age=31536000; samesite=lax`;
  const target = scriptMove(pageScript(), script, location);
  if (target !== null) location.replace(target);
}
