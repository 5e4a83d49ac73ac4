import * as z from 'zod/mini';
import type { Envelope } from './envelope.ts';

/** Where the visitor should be: a full address to move the window to, or null to stay on this site. */
export type VisitTarget = { url: string | null };

/** `data` of GET /api/getVisitUrl on code 200; a blank address means there is nowhere to go. */
export const visitUrlDataSchema = z.lazy(() =>
  z.pipe(
    z.looseObject({ url: z.nullable(z.string()) }),
    z.transform((wire): VisitTarget => ({ url: wire.url ? wire.url : null })),
  ),
);

/** The messages that come with code 500 when the visitor is already on a listed origin. */
const stayMessages: ReadonlyArray<string> = ['wap', 'pc'];

/** Reads the backend's "stay" answer (code 500 with message "wap" or "pc") as a target of null, not an error. */
export function readStayAnswer(envelope: Envelope): VisitTarget | undefined {
  return envelope.code === 500 && stayMessages.includes(envelope.message) ? { url: null } : undefined;
}
