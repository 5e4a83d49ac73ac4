import type { Plugin } from 'vite';
import { convertText } from '../../../packages/domain/scripts/hant-convert.ts';

/** The app's own source: its screens and wiring and the packages it is built from (not the fake, not node_modules). */
const APP_SOURCE = /\/(?:apps\/mobile-web\/src|packages\/(?:domain|ui-kit|api)\/src)\//;
const CJK = /[\u4e00-\u9fff]/;
/** ui-kit's locale module (see its LOCALE). */
const LOCALE_MODULE = /\/packages\/ui-kit\/src\/locale\.ts$/;

/**
 * The Traditional Chinese build (issue #33; `vite build --mode hant`, into dist/hant/, which `pnpm build` makes
 * after the Simplified one): the same app with every Chinese text of its own source converted at build time by
 * domain's converter (OpenCC cn -> Taiwan with phrases, after the overrides of packages/domain/scripts/
 * hant-overrides.ts), the one that writes src/messages.hant.ts. What the backend sends (notices, game names,
 * server messages) is data, met at run time, and stays as sent. Money and numbers are formatted for zh-TW (ui-kit's
 * LOCALE), and the page says `lang="zh-Hant"` (which src/ground/locale/script-choice.ts reads). The Simplified build
 * is untouched: nothing of this is in it, and its service worker leaves hant/ alone (vite/pwa.ts).
 */
export function hant(): Plugin {
  return {
    name: 'lobby-hant',
    enforce: 'pre',
    transform(code, id) {
      if (LOCALE_MODULE.test(id)) return { code: `export const LOCALE = 'zh-TW';\n`, map: null };
      if (!APP_SOURCE.test(id) || id.includes('/node_modules/') || !CJK.test(code)) return null;
      return { code: convertText(code), map: null };
    },
    transformIndexHtml: (html) => convertText(html.replace('<html lang="zh-CN">', '<html lang="zh-Hant">')),
  };
}
