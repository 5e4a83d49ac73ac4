import { describe, expect, it } from 'vitest';
import { createTransport } from '../transport.ts';
import { accountCalls } from './account.ts';
import { createPayPasswordApi, payPasswordCalls } from './pay-password.ts';

describe('createPayPasswordApi', () => {
  it('posts /api/editPayPassword with the given token and body, read as the account area reads it', async () => {
    const sent: Request[] = [];
    const transport = createTransport({
      baseUrl: 'http://lobby.test',
      fetch: (request) => {
        sent.push(request);
        return Promise.resolve(
          new Response(JSON.stringify({ code: 200, message: '成功', data: [] }), {
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      },
      getToken: () => 'new-player-token',
    });
    const body = { password: 'Ab3dEf7hJk9mNp2q', paypassword: '123456', newpasword: '123456' };

    expect(await createPayPasswordApi(transport).editPayPassword(body)).toEqual({
      ok: true,
      data: null,
      message: '成功',
    });
    expect(sent[0]?.url).toBe('http://lobby.test/api/editPayPassword');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer new-player-token');
    expect(await sent[0]?.json()).toEqual(body);
    expect(payPasswordCalls.editPayPassword.path).toBe(accountCalls.editPayPassword.path);
  });
});
