import type { SnapshotFrom } from 'xstate';
import { formatMessage } from '../messages.format.ts';
import { protectionMessages } from '../messages.protection.ts';
import { breakDuration } from '../protection/break.ts';
import { BREAK_DAYS, intervalOptions } from '../protection/profile.ts';
import type { ResponsibleGamingEvent, responsibleGamingMachine } from './responsible-gaming.machine.ts';

/** What the /responsibleGaming view renders (the limits form has its own form machine). */
export type ResponsibleGamingViewModel = {
  /** The page's words (the view imports no table). */
  words: typeof protectionMessages;
  intervals: ReadonlyArray<{ value: number; label: string }>;
  /** The chosen interval's value (0 for off, as a chip's value). */
  interval: number;
  chooseInterval: (value: number) => void;
  breaks: ReadonlyArray<{ days: number; label: string }>;
  takeBreak: (days: number) => void;
  /** A break is being asked about: its buttons wait. */
  asking: boolean;
};

/** The view model of a responsibleGamingMachine snapshot. */
export function connectResponsibleGaming(
  snapshot: SnapshotFrom<typeof responsibleGamingMachine>,
  send: (event: ResponsibleGamingEvent) => void,
): ResponsibleGamingViewModel {
  const { context } = snapshot;
  return {
    words: protectionMessages,
    intervals: intervalOptions(context.profile).map((minutes) => ({
      value: minutes ?? 0,
      label:
        minutes === null
          ? protectionMessages['protection.interval.off']
          : formatMessage(protectionMessages['protection.interval.minutes'], { minutes }),
    })),
    interval: context.interval ?? 0,
    chooseInterval: (value) => send({ type: 'interval.choose', minutes: value === 0 ? null : value }),
    breaks: BREAK_DAYS.map((days) => ({ days, label: breakDuration(days) })),
    takeBreak: (days) => send({ type: 'break.take', days }),
    asking: !snapshot.matches('idle'),
  };
}
