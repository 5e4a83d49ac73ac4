import { connectPagedList } from '@lobby/domain/paging';
import {
  connectRecordFilter,
  DATE_BUTTON_OPTIONS,
  DATE_POPUP_OPTIONS,
  DEFAULT_RECORD_FILTER,
} from '@lobby/domain/records';
import { useMemo } from 'react';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { OFFLINE_MESSAGE, useOnline } from '../../wiring/pwa/network.ts';
import { useRecordPlatforms } from '../../wiring/records/use-record-platforms.ts';
import { liveBetListMachine } from './bet-record.providers.ts';
import { BetRecordView } from './bet-record.view.tsx';

/** /betRecord: the player's bets, filtered by venue and date, paged as they scroll. */
export function BetRecordScreen() {
  const [snapshot, send] = useMachine(liveBetListMachine, { input: { filter: DEFAULT_RECORD_FILTER } });
  const filter = snapshot.context.filter;
  // Changes with the filter only, so that a page arriving does not re-render the filter bar.
  const filterVm = useMemo(() => connectRecordFilter(filter, send), [filter, send]);
  const platforms = useRecordPlatforms();
  // Offline the records are unknown: said instead of the rows last read.
  const online = useOnline();
  return (
    <BetRecordView
      filters={{
        vm: filterVm,
        platforms,
        dateButtons: DATE_BUTTON_OPTIONS,
        datePopup: DATE_POPUP_OPTIONS,
      }}
      list={connectPagedList(snapshot, send)}
      unavailable={online ? undefined : OFFLINE_MESSAGE}
      onBack={() => goBack('/mine')}
    />
  );
}

/** The route table loads the screen by its default export. */
export default BetRecordScreen;
