// The record screens' fixed labels, part of the message table's last section (`labels` in messages.ts spreads
// them in). A module of their own so the record screens' chunks carry these few labels, not the whole table.

/** Status labels by code and the date filters' labels, as `../shared/spec/messages.md` fixes them. */
export const recordLabels = {
  betStatus: { 0: '未结算', 1: '已结算', 2: '已取消', 3: '已取消' },
  reviewState: { 0: '未定义', 1: '待审核', 2: '审核通过', 3: '审核拒绝' },
  transferState: { 0: '失败', 1: '成功', 2: '待结算', 3: '未定义' },
  activityApplyState: { 0: '不同意', 1: '待审核', 2: '审核通过', 3: '审核拒绝', 4: '不同意' },
  /** Rebate state 0 is unclaimed; any other code is claimed. */
  rebateState: { unclaimed: '未领取', claimed: '已领取' },
  recordDateButtons: [
    { value: 1, label: '今日' },
    { value: 2, label: '昨日' },
    { value: 3, label: '近7日' },
    { value: 4, label: '本月' },
  ],
  recordDatePopup: [
    { value: 1, label: '今日' },
    { value: 2, label: '近7日' },
    { value: 3, label: '近15日' },
    { value: 4, label: '近30日' },
  ],
  rebateDates: [
    { value: 1, label: '今日' },
    { value: 2, label: '近7日' },
    { value: 3, label: '近15日' },
    { value: 4, label: '近30日' },
  ],
} as const;
