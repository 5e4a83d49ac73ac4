import type { HttpHandler } from 'msw';
import {
  ACTIVITIES,
  ACTIVITY_TYPES,
  ARTICLES,
  articleContent,
  BANNERS,
  MESSAGES,
  VIP_LEVELS,
} from '../catalogue/content.ts';
import { centsToDecimal } from '../money.ts';
import { envelope, field, integerField, invalid, type Kit, ok, originOf, paginate } from './http.ts';
import { activityDetailRow, activityRow, asset, blankActivity, catalogueDate } from './wire.ts';

/** Site information, the visit check, service addresses and public content (banners, notices, help, VIP, promotions). */
export function siteHandlers({ store, route }: Kit): HttpHandler[] {
  return [
    route('post', '/api/app', () => ok({ ...store.config() })),

    // The fake serves the app from its own origin, so the visitor always stays: the backend says so with code 500.
    route('get', '/api/getVisitUrl', () => envelope(500, 'wap', [])),

    route('post', '/api/getservicerurl', () => ok({ url: store.serviceUrl() })),

    route('get', '/api/getAgentLoginUrl', (request) => ok({ url: asset(originOf(request), 'agent.html') })),

    route('post', '/api/bannerList', (request) =>
      ok(
        BANNERS.map((banner) => ({
          src: asset(originOf(request), `banner-${banner.id}.png`),
          background: banner.background,
          url: banner.activityId === null ? null : `/activityInfo?id=${banner.activityId}`,
        })),
      ),
    ),

    // The original backend sends the titles of the three newest notices as plain strings.
    route('post', '/api/homenotice', () =>
      ok(
        MESSAGES.filter((message) => message.type === 1)
          .slice(0, 3)
          .map((message) => message.title),
      ),
    ),

    route('post', '/api/activitytype', () =>
      ok(
        ACTIVITY_TYPES.map((type) => ({
          id: type.id,
          name: type.name,
          state: 1,
          created_at: catalogueDate(store, 60),
          updated_at: catalogueDate(store, 60),
        })),
      ),
    ),

    route('post', '/api/activitylist', (request, form) => {
      const type = integerField(form, 'type');
      // The validator's `type` rule (nullable|integer), in Laravel's English default.
      if (store.kind === 'real' && type === undefined && field(form, 'type'))
        return invalid('The type must be an integer.');
      const rows = ACTIVITIES.filter((activity) => type === undefined || type === 0 || activity.type === type)
        .toSorted((a, b) => a.daysAgo - b.daysAgo)
        .map((activity) => activityRow(store, originOf(request), activity));
      return ok(paginate(rows, form, request, 99));
    }),

    route('post', '/api/activitydeatil', (request, form) => {
      const id = integerField(form, 'id');
      if (id === undefined) return invalid('活动ID不能为空');
      const activity = ACTIVITIES.find((candidate) => candidate.id === id);
      if (activity) return ok(activityDetailRow(store, originOf(request), activity));
      // An unknown id is code 200 with a blank promotion (legacyPromotionFallback) in `real`.
      return store.kind === 'real' ? ok(blankActivity(id), 'activity not found') : envelope(222, '活动不存在', null);
    }),

    route('post', '/api/article', (_request, form) => {
      const type = integerField(form, 'type');
      if (type === undefined) return invalid('类型不能为空');
      const article = ARTICLES.find((candidate) => candidate.cateid === type);
      if (!article) return ok(null);
      return ok({
        id: article.cateid,
        name: article.name,
        enname: article.enname,
        cateid: article.cateid,
        content: articleContent(article),
        encontent: '',
        created_at: catalogueDate(store, 120),
        updated_at: catalogueDate(store, 30),
        stor: 0,
      });
    }),

    route('post', '/api/uservip', (request) =>
      ok(
        VIP_LEVELS.map((vip) => ({
          id: vip.level,
          vipname: `VIP${vip.level}`,
          viptype: 1,
          recharge: centsToDecimal(vip.recharge * 100),
          flow: centsToDecimal(vip.flow * 100),
          ...vip.rates,
          status: 1,
          exp: 0,
          is_default: vip.level === 1 ? 1 : 0,
          vippic: asset(originOf(request), `vip-${vip.level}.png`),
          created_at: catalogueDate(store, 365),
          updated_at: catalogueDate(store, 365),
        })),
      ),
    ),
  ];
}
