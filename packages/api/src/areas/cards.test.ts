import { describe, expect, it } from 'vitest';
import { createTransport } from '../transport.ts';
import { accountCalls } from './account.ts';
import { cardCalls, createCardApi } from './cards.ts';

function cardApiAnswering(data: unknown) {
  const sent: Request[] = [];
  const transport = createTransport({
    baseUrl: 'http://lobby.test',
    fetch: (request) => {
      sent.push(request);
      return Promise.resolve(
        new Response(JSON.stringify({ code: 200, message: '成功', data }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    },
    getToken: () => 'token-1',
  });
  return { api: createCardApi(transport), sent };
}

describe('createCardApi', () => {
  it('posts /api/getcard with the type and reads the accounts as the account area does', async () => {
    const { api, sent } = cardApiAnswering([
      { id: 7, bank: '工商银行', bank_no: '6222020200001234', bank_owner: '张三', bank_address: '北京', ico: '' },
    ]);
    const result = await api.getcard({ type: 1 });
    expect(new URL(sent[0]?.url ?? '').pathname).toBe('/api/getcard');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(await sent[0]?.json()).toEqual({ type: 1 });
    expect(result).toMatchObject({ ok: true, data: [{ id: 7, bank: '工商银行', lastFour: '1234', owner: '张三' }] });
  });

  it('posts /api/banklist and reads the banks', async () => {
    const { api, sent } = cardApiAnswering([{ id: 1, code: 'ICBC', bank_name: '工商银行', ico: '', max_amount: 0 }]);
    expect(await api.banklist()).toMatchObject({ ok: true, data: [{ id: 1, code: 'ICBC', name: '工商银行' }] });
    expect(new URL(sent[0]?.url ?? '').pathname).toBe('/api/banklist');
  });

  it('sends and reads them as the account area does', () => {
    for (const name of ['getcard', 'banklist'] as const) {
      expect(cardCalls[name].path).toBe(accountCalls[name].path);
      expect(cardCalls[name].data).toBe(accountCalls[name].data);
    }
  });
});
