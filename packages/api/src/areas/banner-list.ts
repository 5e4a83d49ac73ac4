import { spec } from '../call-spec.ts';
import { bannerListDataSchema } from '../schemas/banner.ts';

/**
 * How POST /api/bannerList is read, in a module of its own: an app that already holds an answer to it (sent by the
 * page before the app's code came) reads it with this on its first page, without the rest of the content area,
 * whose module a bundler keeps whole.
 */
export const bannerListCall = spec('post', '/api/bannerList', bannerListDataSchema);
