import { describe, expect, it } from 'vitest';
import { createTransport } from '../transport.ts';
import { createVenueApi, venueCalls } from './venues.ts';
import { walletCalls } from './wallet.ts';

function venueApiAnswering(body: unknown) {
  const sent: Request[] = [];
  const transport = createTransport({
    baseUrl: 'http://lobby.test',
    fetch: (request) => {
      sent.push(request);
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
    },
    getToken: () => 'token-1',
  });
  return { api: createVenueApi(transport), sent };
}

describe('createVenueApi', () => {
  it('posts /api/balancelist and reads the venues as the wallet area does', async () => {
    const { api, sent } = venueApiAnswering({
      code: 200,
      message: '',
      data: [
        { platname: 'pg', name: 'PG电子', balance: '12.50', app_icon: '' },
        { platname: 'ag', name: 'AG视讯', balance: 0, app_icon: '' },
      ],
    });
    const result = await api.balancelist();
    expect(sent[0]?.method).toBe('POST');
    expect(new URL(sent[0]?.url ?? '').pathname).toBe('/api/balancelist');
    expect(result).toEqual({
      ok: true,
      message: '',
      data: [
        { platform: 'pg', name: 'PG电子', balance: 12.5, hasAccount: true, icon: '' },
        { platform: 'ag', name: 'AG视讯', balance: 0, hasAccount: false, icon: '' },
      ],
    });
  });

  it('is the very call the wallet area lists', () => {
    expect(walletCalls.balancelist).toBe(venueCalls.balancelist);
  });
});
