import { readAnswer } from '../answer.ts';
import { spec } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import { HOME_BANNERS, peek } from '../prime.ts';
import type { ApiResult } from '../result.ts';
import { type Banner, bannerListDataSchema } from '../schemas/banner.ts';
import type { Transport } from '../transport.ts';

/**
 * How POST /api/bannerList is read, in a module of its own with {@link sendBannerList} and
 * {@link primedBannerList}: an app shows the banners in its first page (and reads the answer the page primed
 * before the app's code came) without the rest of the content area, whose module a bundler keeps whole.
 */
export const bannerListCall = spec('post', '/api/bannerList', bannerListDataSchema);

/** POST /api/bannerList: the home carousel (type 2 unless told); the content area's `bannerList`. */
export function sendBannerList(
  { client, run }: Pick<Transport, 'client' | 'run'>,
  payload: P.BannerListPayload = HOME_BANNERS,
) {
  return run(bannerListCall, (signal) => client.POST('/api/bannerList', { body: payload, parseAs: 'text', signal }));
}

/**
 * The home banners' primed answer, read as the call reads it, when it has fully arrived (left for the call to
 * take): the first frame can show the page's largest picture instead of a placeholder. Undefined otherwise.
 */
export function primedBannerList(): ApiResult<Banner[]> | undefined {
  const arrived = peek('bannerList');
  return arrived && readAnswer(bannerListCall, arrived.status, arrived.text);
}
