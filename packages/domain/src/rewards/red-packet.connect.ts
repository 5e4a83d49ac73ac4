import type { RedPacketCounts, RedPacketEvent, RedPacketPopup, RedPacketSnapshot } from './red-packet.machine.ts';
import { remainingGrabs } from './rewards.rules.ts';

/** What the /hongbao view renders and every way it can answer. */
export type RedPacketViewModel<S extends RedPacketCounts> = {
  /** The status shown, or null before the first answer. */
  status: S | null;
  /** Grabs left as shown: never below 0. */
  remaining: number;
  /** The first load is under way: the skeleton. */
  busy: boolean;
  /** The first load failed: the error state with a retry. */
  failed: boolean;
  /** A grab is in flight: the button shows it and ignores taps. */
  grabbing: boolean;
  /** The counts are being asked again after a win. */
  refreshing: boolean;
  popup: RedPacketPopup | null;
  grab: () => void;
  close: () => void;
  retry: () => void;
};

/** Turns a red-packet snapshot into the view model; `send` is the actor's send. */
export function connectRedPacket<S extends RedPacketCounts>(
  snapshot: RedPacketSnapshot<S>,
  send: (event: RedPacketEvent) => void,
): RedPacketViewModel<S> {
  const { status, remaining, popup } = snapshot.context;
  return {
    status,
    remaining: remainingGrabs(remaining),
    busy: snapshot.hasTag('busy'),
    failed: snapshot.hasTag('failed'),
    grabbing: snapshot.hasTag('grabbing'),
    refreshing: snapshot.hasTag('refreshing'),
    popup,
    grab: () => send({ type: 'grab' }),
    close: () => send({ type: 'close' }),
    retry: () => send({ type: 'retry' }),
  };
}
