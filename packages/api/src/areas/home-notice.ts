import { spec } from '../call-spec.ts';
import { homeNoticeDataSchema } from '../schemas/content.ts';
import type { Transport } from '../transport.ts';

/**
 * How POST /api/homenotice is read, in a module of its own with {@link sendHomeNotice}: home's notice bar asks for
 * it in the first seconds without the rest of the content area (every promotion, article, message and VIP schema),
 * whose module a bundler keeps whole.
 */
export const homeNoticeCall = spec('post', '/api/homenotice', homeNoticeDataSchema);

/** POST /api/homenotice: the notice bar's lines; the content area's `homenotice`. */
export function sendHomeNotice({ client, run }: Pick<Transport, 'client' | 'run'>) {
  return run(homeNoticeCall, (signal) => client.POST('/api/homenotice', { parseAs: 'text', signal }));
}
