// The conversion of a Simplified text to Traditional Chinese (Taiwan), apart from the generator's file work so that
// a browser can run it too: the app's Traditional build (apps/mobile-web/vite/hant.ts), the generator (gen-hant.ts)
// and Storybook's 繁體中文 toolbar all convert with this one function and its overrides.
import * as OpenCC from 'opencc-js';
import { type HantOverride, hantOverrides } from './hant-overrides.ts';

/** OpenCC's Simplified (mainland) to Traditional (Taiwan) with Taiwan's phrases. */
export const toTaiwan = OpenCC.Converter({ from: 'cn', to: 'twp' });

/**
 * One Simplified text in Traditional: each override's Simplified phrase (longest first) is set aside as a
 * private-use marker the converter leaves alone, the rest converted, then the markers replaced by the overrides'
 * Traditional text.
 */
export function convertText(text: string, overrides: readonly HantOverride[] = hantOverrides): string {
  const order = [...overrides].sort((a, b) => b.cn.length - a.cn.length);
  let marked = text;
  order.forEach((override, index) => {
    marked = marked.replaceAll(override.cn, marker(index));
  });
  let converted = toTaiwan(marked);
  order.forEach((override, index) => {
    converted = converted.replaceAll(marker(index), override.hant);
  });
  return converted;
}

const marker = (index: number) => `\uE000${index}\uE001`;
