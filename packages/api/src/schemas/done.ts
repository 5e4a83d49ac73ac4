import * as z from 'zod/mini';
import { nothing, optionalText } from './primitives.ts';

/**
 * `data` of the calls that answer only with a code and a message (bind a card, withdraw, save the profile, ...):
 * `[]`, `""`, null or no key at all. Anything else is a contract error, so a changed answer is noticed.
 */
export const doneDataSchema = z.pipe(
  nothing,
  z.transform((): null => null),
);

/** The uploaded avatar (/api/uploadimg); the app reads the member again rather than this. */
export type UploadedImage = { avatar: string };

/** `data` of POST /api/uploadimg: `{avatar}`, or nothing. */
export const uploadImageDataSchema = z.union([
  z.pipe(
    z.looseObject({ avatar: optionalText }),
    z.transform((wire): UploadedImage => ({ avatar: wire.avatar })),
  ),
  z.pipe(
    nothing,
    z.transform((): UploadedImage => ({ avatar: '' })),
  ),
]);
