import { connectPagedList } from '@lobby/domain/paging';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { goBack, navigate } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { liveMessageListMachine } from './message.providers.ts';
import { MESSAGE_TABS, MessageListView, type MessageTab, MessageView } from './message.view.tsx';

/** The query's tab: `type=2` internal messages, anything else announcements (part 2 §2). */
export function messageTabOf(search: string): MessageTab {
  return new URLSearchParams(search).get('type') === '2' ? 2 : 1;
}

/** One tab's list: its own paged-list actor, kept while the other tab shows, so coming back does not reload. */
function MessageTabList({ tab, hidden }: { tab: MessageTab; hidden: boolean }) {
  const [snapshot, send] = useMachine(liveMessageListMachine, { input: { filter: tab } });
  return <MessageListView tab={tab} vm={connectPagedList(snapshot, send)} hidden={hidden} />;
}

/** /message?type=1|2: announcements and internal messages, the tab kept in the URL. */
export function MessageScreen() {
  const tab = messageTabOf(useSearch());
  const [opened, setOpened] = useState<readonly MessageTab[]>([tab]);
  // A tab opened by the URL (history) joins the lists kept; adjusting state while rendering is React's own pattern.
  if (!opened.includes(tab)) setOpened([...opened, tab]);
  return (
    <MessageView
      tab={tab}
      onTabChange={(next) => navigate(`/message?type=${next}`, { replace: true })}
      onBack={() => goBack('/mine')}
    >
      {MESSAGE_TABS.filter((entry) => opened.includes(entry.value)).map((entry) => (
        <MessageTabList key={entry.value} tab={entry.value} hidden={entry.value !== tab} />
      ))}
    </MessageView>
  );
}

/** The route table loads the screen by its default export. */
export default MessageScreen;
