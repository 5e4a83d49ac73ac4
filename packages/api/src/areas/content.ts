import { type CallSpec, spec } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import {
  activityApplyLogDataSchema,
  activityDetailDataSchema,
  activityListDataSchema,
  activityTypeDataSchema,
  type PromotionDetail,
  readMissingPromotion,
} from '../schemas/activity.ts';
import { articleDataSchema, noticeListDataSchema, vipListDataSchema } from '../schemas/content.ts';
import { doneDataSchema } from '../schemas/done.ts';
import type { Transport } from '../transport.ts';
import { bannerListCall, sendBannerList } from './banner-list.ts';
import { homeNoticeCall, sendHomeNotice } from './home-notice.ts';
import { linked } from './linked-signal.ts';

/** Banners, notices, promotions, articles, messages, VIP levels and the agent application: how each call is sent and read. */
export const contentCalls = {
  bannerList: bannerListCall,
  homenotice: homeNoticeCall,
  activitytype: spec('post', '/api/activitytype', activityTypeDataSchema),
  activitylist: spec('post', '/api/activitylist', activityListDataSchema),
  article: spec('post', '/api/article', articleDataSchema),
  noticeList: spec('post', '/api/noticeList', noticeListDataSchema),
  uservip: spec('post', '/api/uservip', vipListDataSchema),
  // An unknown id answers code 200 with a blank promotion: read as a refusal, not as a promotion to show.
  activitydeatil: {
    method: 'post',
    path: '/api/activitydeatil',
    data: activityDetailDataSchema,
    refuse: readMissingPromotion,
  } satisfies CallSpec<PromotionDetail>,
  doactivityapply: spec('post', '/api/doactivityapply', doneDataSchema),
  activityApplyLog: spec('post', '/api/activityApplyLog', activityApplyLogDataSchema),
  applyagentdo: spec('post', '/api/applyagentdo', doneDataSchema),
} as const;

/** Banners, notices, promotions, articles, messages, VIP levels and the agent application: one function per call, each resolving to an ApiResult and never throwing. */
export function createContentApi({ client, run }: Transport) {
  const text = 'text' as const;
  return {
    /** POST /api/bannerList: the home carousel (type 2 unless told). */
    bannerList: (payload?: P.BannerListPayload) => sendBannerList({ client, run }, payload),
    /** POST /api/homenotice: the notice bar's lines. */
    homenotice: () => sendHomeNotice({ client, run }),
    /** POST /api/activitytype: the promotion categories. */
    activitytype: () =>
      run(contentCalls.activitytype, (signal) => client.POST('/api/activitytype', { parseAs: text, signal })),
    /** POST /api/activitylist: a page of promotions, of one category when `type` is given. */
    activitylist: (payload: P.ActivityListPayload = {}) =>
      run(contentCalls.activitylist, (signal) =>
        client.POST('/api/activitylist', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/article: the help article of a category, or null. */
    article: (payload: P.ArticlePayload) =>
      run(contentCalls.article, (signal) => client.POST('/api/article', { body: payload, parseAs: text, signal })),

    /** POST /api/noticeList: a page of messages. */
    noticeList: (payload: P.NoticeListPayload = {}) =>
      run(contentCalls.noticeList, (signal) =>
        client.POST('/api/noticeList', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/uservip: the VIP levels. */
    uservip: () => run(contentCalls.uservip, (signal) => client.POST('/api/uservip', { parseAs: text, signal })),
    /** POST /api/activitydeatil: one promotion with its texts (the path's spelling is the backend's). */
    activitydeatil: (payload: P.ActivityDetailPayload) =>
      run(contentCalls.activitydeatil, (signal) =>
        client.POST('/api/activitydeatil', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/doactivityapply: applies for a promotion. */
    doactivityapply: (payload: P.ActivityApplyPayload) =>
      run(contentCalls.doactivityapply, (signal) =>
        client.POST('/api/doactivityapply', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/activityApplyLog: a page of the member's promotion applications; `cancel` aborts it. */
    activityApplyLog: (payload: P.PagePayload = {}, cancel?: AbortSignal) =>
      run(contentCalls.activityApplyLog, (signal) =>
        client.POST('/api/activityApplyLog', { body: payload, parseAs: text, signal: linked(signal, cancel) }),
      ),
    /** POST /api/applyagentdo: applies to become an agent. */
    applyagentdo: (payload: P.AgentApplyPayload) =>
      run(contentCalls.applyagentdo, (signal) =>
        client.POST('/api/applyagentdo', { body: payload, parseAs: text, signal }),
      ),
  };
}
