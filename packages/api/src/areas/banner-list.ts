import { spec } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import { bannerListDataSchema } from '../schemas/banner.ts';
import type { Transport } from '../transport.ts';

/**
 * How POST /api/bannerList is read, in a module of its own with {@link sendBannerList}: an app shows the banners
 * in its first page (and reads an answer the page sent before the app's code came) without the rest of the
 * content area, whose module a bundler keeps whole.
 */
export const bannerListCall = spec('post', '/api/bannerList', bannerListDataSchema);

/** POST /api/bannerList: the home carousel (type 2 unless told); the content area's `bannerList`. */
export function sendBannerList({ client, run }: Transport, payload: P.BannerListPayload = { type: 2 }) {
  return run(bannerListCall, (signal) => client.POST('/api/bannerList', { body: payload, parseAs: 'text', signal }));
}
