import { type FilterOption, platformOptions } from '@lobby/domain/records';
import { useMemo } from 'react';
import { useMachine } from '../app/actor-state.ts';
import { livePlatformsMachine } from './records.providers.ts';

/** The platform filter's choices: every venue at once, then the venues once their list has loaded. */
export function useRecordPlatforms(): readonly FilterOption<string>[] {
  const [snapshot] = useMachine(livePlatformsMachine, { input: { params: null } });
  const venues = snapshot.context.value;
  return useMemo(() => platformOptions(venues ?? []), [venues]);
}
