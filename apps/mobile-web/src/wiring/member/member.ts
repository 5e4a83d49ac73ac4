// What the member forms read of the session's user: its profile fields (optional, as an old stored user may lack them).
import { selectUser } from '@lobby/domain/session';
import { toServerCalendarDate } from '@lobby/domain/time';
import { useSelector } from '../app/actor-state.ts';
import { useAppActor } from '../app/app-actor.tsx';

/** The signed-in member's profile as the forms show it; '' for what is missing, null before the user is known. */
export type MemberProfile = { username: string; realname: string; mobile: string; email: string; birthday: string };

const sameProfile = (a: MemberProfile | null, b: MemberProfile | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.username === b.username &&
    a.realname === b.realname &&
    a.mobile === b.mobile &&
    a.email === b.email &&
    a.birthday === b.birthday);

/** The session user's profile, re-rendering only when one of its fields changes (never on a balance tick). */
export function useMemberProfile(): MemberProfile | null {
  const app = useAppActor();
  return useSelector(
    app,
    (snapshot) => {
      const user = selectUser(snapshot);
      if (user === null) return null;
      return {
        username: user.username,
        realname: user.realname ?? '',
        mobile: user.mobile ?? '',
        email: user.email ?? '',
        birthday: toServerCalendarDate(user.birthday),
      };
    },
    sameProfile,
  );
}
