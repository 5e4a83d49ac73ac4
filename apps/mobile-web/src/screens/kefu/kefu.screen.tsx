import { selectUser } from '@lobby/domain/session';
import { useState } from 'react';
import { useSelector } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { KefuView } from './kefu.view.tsx';

/** /kefu: the customer service page of the shell. */
export function KefuScreen() {
  const user = useSelector(useAppActor(), selectUser);
  const [connecting, setConnecting] = useState(false);
  const open = () => {
    if (connecting) return;
    setConnecting(true);
    // On success the page is replaced; on a failure (toasted) the button is ready again.
    void openCustomerService().finally(() => setConnecting(false));
  };
  return <KefuView username={user?.username ?? null} connecting={connecting} onOpenService={open} />;
}

/** The route table loads the screen by its default export. */
export default KefuScreen;
