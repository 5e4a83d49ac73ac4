import { connectForm } from '@lobby/domain/form';
import { messages } from '@lobby/domain/messages';
import { checkProfile, cleanProfile, PROFILE_MAX_LENGTH, type ProfileForm } from '@lobby/domain/profile';
import { serverCalendarDate } from '@lobby/domain/time';
import { useEffect, useMemo } from 'react';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { useAppActor } from '../../wiring/app/app-actor.tsx';
import { toaster } from '../../wiring/app/effects.ts';
import { useMemberProfile } from '../../wiring/member/member.ts';
import { liveProfileMachine } from './user-info.providers.ts';
import { UserInfoView } from './user-info.view.tsx';

/** The earliest birthday the picker offers (part 2 §9). */
const MIN_BIRTHDAY = '1980-01-01';

/** /userInfo: the profile editor, prefilled from the session user (or when it arrives); a save refreshes the user. */
export function UserInfoScreen() {
  const app = useAppActor();
  const profile = useMemberProfile();
  const machine = useMemo(
    () =>
      liveProfileMachine.provide({
        actions: {
          succeed: () => {
            toaster.show(messages['profile.saved'], { kind: 'success' });
            app.send({ type: 'user.refresh' });
          },
        },
      }),
    [app],
  );
  const start: ProfileForm = {
    mobile: profile?.mobile ?? '',
    email: profile?.email ?? '',
    birthday: profile?.birthday ?? '',
  };
  const [snapshot, send] = useMachine(machine, {
    input: { values: start, check: checkProfile, clean: cleanProfile, maxLength: PROFILE_MAX_LENGTH },
  });

  // The user arrives after the form opened (a direct visit), or a refresh brings what was saved: take it.
  const { mobile, email, birthday } = start;
  const known = profile !== null;
  useEffect(() => {
    if (known) send({ type: 'values.set', values: { mobile, email, birthday } });
  }, [known, mobile, email, birthday, send]);

  const today = useMemo(() => serverCalendarDate(Date.now()), []);
  return (
    <UserInfoView
      vm={connectForm(snapshot, send)}
      username={profile?.username ?? ''}
      realname={profile?.realname ?? ''}
      minBirthday={MIN_BIRTHDAY}
      maxBirthday={today}
      onBack={() => goBack('/mine')}
    />
  );
}

/** The route table loads the screen by its default export. */
export default UserInfoScreen;
