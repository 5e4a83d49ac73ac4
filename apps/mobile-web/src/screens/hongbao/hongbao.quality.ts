import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on this folder's screens beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: 'hongbao',
    path: '/hongbao',
    // A visitor is asked to log in first (part 1 §5) and stays where they were: home on a first visit.
    ready: { out: { role: 'alertdialog', name: '提示' }, in: { role: 'heading', name: '抢红包' } },
    calls: [
      {
        name: 'userredpacket',
        trigger: 'load',
        // The counts' place says why they are missing, with 重试; a code other than 200 is toasted too (part 2 §8).
        faults: { shows: 'inline' },
      },
      {
        name: 'douserredpacket',
        player: 'new',
        trigger: 'grabRedPacket',
        // A refusal (a worded answer) shows in the insufficient popup, its message an alert beside 立即充值 (part 2 §4).
        faults: { shows: 'inline' },
        requestFailureToast: '服务器异常，请稍后再试',
      },
    ],
    submits: ['grabRedPacket'],
  },
];
