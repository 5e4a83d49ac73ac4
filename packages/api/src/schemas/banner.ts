// The home carousel's banners, in a module of their own: the app reads an early answer of /api/bannerList on its
// first page, whose script should not carry the other content schemas (module-level schemas are always kept).
import * as z from 'zod/mini';
import { listOf, optionalText } from './primitives.ts';

/** A slide of the home carousel (/api/bannerList). */
export type Banner = {
  /** The picture (`src`). */
  image: string;
  /** A CSS colour behind the picture; '' when none. */
  background: string;
  /** Where a tap leads; null when nowhere. */
  link: string | null;
};

const bannerSchema = z.lazy(() =>
  z.pipe(
    z.looseObject({ src: z.string(), background: optionalText, url: optionalText }),
    z.transform((wire): Banner => ({ image: wire.src, background: wire.background, link: wire.url || null })),
  ),
);

/** `data` of POST /api/bannerList. */
export const bannerListDataSchema = z.lazy(() => listOf(bannerSchema));
