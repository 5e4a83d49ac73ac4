import { connectPagedList } from '@lobby/domain/paging';
import {
  connectRecordFilter,
  DATE_BUTTON_OPTIONS,
  DATE_POPUP_OPTIONS,
  DEFAULT_RECORD_FILTER,
  hasOrderNumber,
  TRANSACTION_TABS,
  transactionTypeOf,
} from '@lobby/domain/records';
import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { goBack, navigate } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { OFFLINE_MESSAGE, useOnline } from '../../wiring/pwa/network.ts';
import { useRecordPlatforms } from '../../wiring/records/use-record-platforms.ts';
import { liveTransListMachine } from './trans-record.providers.ts';
import { TransRecordView } from './trans-record.view.tsx';

/** /transRecord?type=1..4: deposits, withdrawals, transfers in and out, the tab kept in the URL. */
export function TransRecordScreen() {
  const type = transactionTypeOf(new URLSearchParams(useSearch()).get('type'));
  const [snapshot, send] = useMachine(liveTransListMachine, { input: { filter: { ...DEFAULT_RECORD_FILTER, type } } });
  const filter = snapshot.context.filter;
  // Changes with the filter only, so that a page arriving does not re-render the filter bar.
  const filterVm = useMemo(() => connectRecordFilter(filter, send), [filter, send]);
  const platforms = useRecordPlatforms();
  // Offline the records are unknown: said instead of the rows last read.
  const online = useOnline();
  // The URL names the tab; a new tab keeps the date and platform and starts its list again from page 1.
  useEffect(() => {
    if (filter.type !== type) send({ type: 'filter.change', filter: { ...filter, type } });
  }, [filter, type, send]);
  return (
    <TransRecordView
      tabs={TRANSACTION_TABS}
      tab={type}
      onTabChange={(next) => navigate(`/transRecord?type=${next}`, { replace: true })}
      ordered={hasOrderNumber(filter.type)}
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
export default TransRecordScreen;
