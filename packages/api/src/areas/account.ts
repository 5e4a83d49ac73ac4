import { spec } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import { bankListDataSchema, cardListDataSchema } from '../schemas/cards.ts';
import { doneDataSchema, uploadImageDataSchema } from '../schemas/done.ts';
import type { Transport } from '../transport.ts';

/** Profile, passwords and bound accounts: how each call is sent and read. */
export const accountCalls = {
  updateuserinfo: spec('post', '/api/updateuserinfo', doneDataSchema),
  uploadimg: spec('post', '/api/uploadimg', uploadImageDataSchema),
  editPassword: spec('post', '/api/editPassword', doneDataSchema),
  editPayPassword: spec('post', '/api/editPayPassword', doneDataSchema),
  getcard: spec('post', '/api/getcard', cardListDataSchema),
  bindcard: spec('post', '/api/bindcard', doneDataSchema),
  delcard: spec('post', '/api/delcard', doneDataSchema),
  banklist: spec('post', '/api/banklist', bankListDataSchema),
} as const;

/** Profile, passwords and bound accounts: one function per call, each resolving to an ApiResult and never throwing. */
export function createAccountApi({ client, run }: Transport) {
  const text = 'text' as const;
  return {
    /** POST /api/updateuserinfo: saves birthday, mobile and email. */
    updateuserinfo: (payload: P.UpdateUserInfoPayload) =>
      run(accountCalls.updateuserinfo, (signal) =>
        client.POST('/api/updateuserinfo', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/uploadimg: uploads the avatar as multipart form data (field `file`). */
    uploadimg: (file: Blob, fileName = file instanceof File ? file.name : 'avatar.png') =>
      run(accountCalls.uploadimg, (signal) =>
        client.POST('/api/uploadimg', {
          // The generated type sees a binary field as a string; the serializer sends the file itself.
          body: { file: fileName },
          bodySerializer: () => {
            const form = new FormData();
            form.append('file', file, fileName);
            return form;
          },
          parseAs: text,
          signal,
        }),
      ),
    /** POST /api/editPassword: changes the login password. */
    editPassword: (payload: P.PasswordChangePayload) =>
      run(accountCalls.editPassword, (signal) =>
        client.POST('/api/editPassword', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/editPayPassword: changes the payment password. */
    editPayPassword: (payload: P.PasswordChangePayload) =>
      run(accountCalls.editPayPassword, (signal) =>
        client.POST('/api/editPayPassword', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/getcard: the member's bound accounts of one type. */
    getcard: (payload: P.CardListPayload) =>
      run(accountCalls.getcard, (signal) => client.POST('/api/getcard', { body: payload, parseAs: text, signal })),
    /** POST /api/bindcard: binds a bank card or a wallet. */
    bindcard: (payload: P.BindCardPayload) =>
      run(accountCalls.bindcard, (signal) => client.POST('/api/bindcard', { body: payload, parseAs: text, signal })),
    /** POST /api/delcard: unbinds an account. */
    delcard: (payload: P.DeleteCardPayload) =>
      run(accountCalls.delcard, (signal) => client.POST('/api/delcard', { body: payload, parseAs: text, signal })),
    /** POST /api/banklist: the banks a member can bind. */
    banklist: () => run(accountCalls.banklist, (signal) => client.POST('/api/banklist', { parseAs: text, signal })),
  };
}
