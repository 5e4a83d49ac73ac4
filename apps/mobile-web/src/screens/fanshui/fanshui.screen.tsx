import { labels } from '@lobby/domain/messages';
import { connectPagedList, type PagedListViewModel } from '@lobby/domain/paging';
import { ALL_PLATFORMS, DATE_CODES, type DateCode, DEFAULT_DATE_CODE, platformOptions } from '@lobby/domain/records';
import { toRebateRow } from '@lobby/domain/rewards';
import type { PickerOption } from '@lobby/ui-kit';
import { useState } from 'react';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { openCustomerService } from '../../wiring/app/providers.ts';
import {
  livePlatformsMachine,
  liveRebateClaimMachine,
  liveRebateListMachine,
  type RebateFilter,
} from './fanshui.providers.ts';
import { FanshuiView, type RebateEntry, type RebateTotals } from './fanshui.view.tsx';

/** The date chip's options: the rebate screen's own codes (1 今日, 2 近7日, 3 近15日, 4 近30日). */
const DATE_OPTIONS: readonly PickerOption<number>[] = labels.rebateDates;

const isDateCode = (value: number): value is DateCode => value in DATE_CODES.rebate;

/** /fanshui: the rebate record with the claim; leaving it stops its lists and their requests. */
export function FanshuiScreen() {
  const app = useAppActor();
  const [list, sendList] = useMachine(liveRebateListMachine, {
    input: { filter: { platform: ALL_PLATFORMS, date: DEFAULT_DATE_CODE } satisfies RebateFilter },
  });
  // Only the venues are read: a failed list leaves 全部平台 alone (its refusal is toasted).
  const [platforms] = useMachine(livePlatformsMachine, { input: { params: null } });
  // Built once: a claim refreshes the player's money and reloads the rebates from page 1.
  const [claimMachine] = useState(() =>
    liveRebateClaimMachine(() => {
      app.send({ type: 'user.refresh' });
      sendList({ type: 'reload' });
    }),
  );
  const [claim, sendClaim] = useMachine(claimMachine);

  const filter = list.context.filter;
  const sums = list.context.summary;
  const totals: RebateTotals = sums ? { claimed: sums.claimed, pending: sums.unclaimed } : null;
  const rows = connectPagedList(list, sendList);
  const entries: PagedListViewModel<RebateEntry> = { ...rows, rows: rows.rows.map(toRebateRow) };
  return (
    <FanshuiView
      totals={totals}
      list={entries}
      platforms={platformOptions(platforms.context.value ?? [])}
      platform={filter.platform}
      onPlatformChange={(platform) => sendList({ type: 'filter.change', filter: { ...filter, platform } })}
      dates={DATE_OPTIONS}
      date={filter.date}
      onDateChange={(date) => {
        if (isDateCode(date)) sendList({ type: 'filter.change', filter: { ...filter, date } });
      }}
      claiming={claim.hasTag('busy')}
      onClaim={() => sendClaim({ type: 'claim', claimable: sums?.unclaimed ?? 0 })}
      onBack={() => goBack('/mine')}
      onService={() => void openCustomerService()}
    />
  );
}

/** The route table loads the screen by its default export. */
export default FanshuiScreen;
