/**
 * The locale numbers and money are formatted in: `zh-CN`, and `zh-TW` in the app's Traditional Chinese build, whose
 * Vite plugin (apps/mobile-web/vite/hant.ts) writes this module anew. One constant, so each build carries one.
 */
export const LOCALE: string = 'zh-CN';
