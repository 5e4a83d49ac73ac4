// The member page's own calls (its chunk, not the shell's): the avatar upload and the wallet's refresh.
import { createAccountApi, createTransferApi, type Member } from '@lobby/api';
import { createFormMachine } from '@lobby/domain/form';
import type { AvatarForm } from '@lobby/domain/profile';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { toCallResult, transport } from '../../wiring/app/providers.ts';

const account = createAccountApi(transport);
const wallet = createTransferApi(transport);

const notify = (_: unknown, params: { message: string }) => toaster.show(params.message, { kind: 'error' });

/** The avatar upload as a one-field form: its value is the picked file's type, which `checkAvatar` judges. */
export const avatarMachine = createFormMachine<AvatarForm>();

/**
 * The avatar upload with the real call: `picked()` gives the file the player chose (the form holds only its type);
 * a good answer is ignored and `uploaded` runs (the screen refreshes the user).
 */
export function liveAvatarMachine(picked: () => Blob | null, uploaded: () => void) {
  return avatarMachine.provide({
    actors: {
      submit: fromPromise<CallResult<unknown>, { values: AvatarForm }>(async () => {
        const file = picked();
        if (!file) return { ok: false, error: { kind: 'contract', message: '请选择图片' } };
        // The answer is ignored (part 2 §7): the user is read again instead.
        return toCallResult(await account.uploadimg(file));
      }),
    },
    actions: {
      notify,
      succeed: () => {
        toaster.show('头像已更新', { kind: 'success' });
        uploaded();
      },
    },
  });
}

/** The wallet refresh as a form without fields: one request per tap (tag `busy`), a refusal toasted. */
export const refreshMachine = createFormMachine<Record<string, string>, Member>();

/** The wallet refresh with the real call (/api/refreshusermoney); `received` hands the fresh player to the app. */
export function liveRefreshMachine(received: (user: Member) => void) {
  return refreshMachine.provide({
    actors: {
      submit: fromPromise(async () => toCallResult(await wallet.refreshusermoney())),
    },
    actions: {
      notify,
      succeed: (_, params: { data: Member }) => received(params.data),
    },
  });
}
