import { calls, readAnswer } from '@lobby/api';
import { createContractCheck } from '@lobby/api/testing';
import { getResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakePlatform, type FakePlatform } from '../node.ts';
import { SCENARIO_HEADER } from '../scenarios.ts';
import type { FakeUser } from '../store.ts';
import { PLATFORM_WALLET } from '../store.ts';
import {
  createIdempotency,
  IDEMPOTENCY_INVALID_KEY_MESSAGE,
  IDEMPOTENCY_KEY_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MAX_KEYS,
  IDEMPOTENCY_MISMATCH_MESSAGE,
  IDEMPOTENCY_REFUSED_CODE,
  IDEMPOTENCY_TTL_MS,
} from './idempotency.ts';

const BASE_URL = 'http://lobby.test';
const now = new Date('2026-11-22T04:00:00Z');
// The `spec` kind honours Idempotency-Key; `real` ignores it as the backend does (its own describe below).
const fake = createFakePlatform(undefined, { now: () => now, approveAfterMs: null, kind: 'spec' });
// The default kind, answered in process through msw's getResponse (one msw server listens at a time).
const real = createFakePlatform(undefined, { now: () => now, approveAfterMs: null });
const check = createContractCheck();

beforeAll(() => fake.server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => fake.scenarios.clear());
afterAll(() => fake.server.close());

type Player = { on: FakePlatform; user: Readonly<FakeUser>; token: string; cardId: number };

/** A player of this test's own: ¥10,000.00, ag 100.10, pg 20.05, a bank card, no history. */
function openPlayer(on: FakePlatform = fake): Player {
  const opened = on.store.openPlayer('cash');
  const login = on.store.login(opened.username, 'demo1234');
  if (!login.ok) throw new Error('the new player logs in');
  const card = on.store.cards(opened, 1)[0];
  if (!card) throw new Error('the new player has a bank card');
  return { on, user: login.user, token: login.user.token, cardId: card.id };
}

type Sent = { status: number; type: string | null; text: string; body: { code: number; message: string } };

async function send(path: string, player: Player, body: unknown, key?: string, headers: Record<string, string> = {}) {
  const init = {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${player.token}`,
      'Content-Type': 'application/json',
      ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }),
      ...headers,
    },
    body: JSON.stringify(body),
  };
  // A player of the real kind is answered by its handlers directly; the spec kind's server intercepts fetch.
  const response =
    player.on === real
      ? await getResponse(real.handlers, new Request(`${BASE_URL}${path}`, init))
      : await fetch(`${BASE_URL}${path}`, init);
  if (!response) throw new Error(`no handler for ${path}`);
  const text = await response.text();
  let parsed: Sent['body'] = { code: Number.NaN, message: '' };
  try {
    parsed = JSON.parse(text);
  } catch {
    // A fault's HTML page.
  }
  return { status: response.status, type: response.headers.get('content-type'), text, body: parsed } as Sent;
}

const withdrawal = (player: Player, amount: number | string = 100) => ({
  amount,
  bank: player.cardId,
  password: '123456',
});

/** The player's wallet in cents, read from its store. */
const wallet = (player: Player) => player.on.store.userByName(player.user.username)?.balanceCents;
const venue = (player: Player, code: string) => player.on.store.userByName(player.user.username)?.venues[code] ?? 0;
const withdrawals = (player: Player) => player.on.store.withdrawals(player.user).length;

describe('the Idempotency-Key header on the money calls (spec kind)', () => {
  it('answers a repeated withdrawal from memory: one debit, the same bytes', async () => {
    const player = openPlayer();
    const start = wallet(player) ?? 0;

    const first = await send('/api/withdraw', player, withdrawal(player), 'w-1');
    const second = await send('/api/withdraw', player, withdrawal(player), 'w-1');

    expect(first.body).toMatchObject({ code: 200, message: '提交成功，等待后台审核' });
    expect(second).toEqual(first);
    expect(wallet(player)).toBe(start - 10_000);
    expect(withdrawals(player)).toBe(1);
  });

  it('debits once when the same key arrives again while the first is being answered', async () => {
    const player = openPlayer();
    const start = wallet(player) ?? 0;

    const answers = await Promise.all(
      [1, 2, 3].map(() => send('/api/withdraw', player, withdrawal(player), 'w-concurrent')),
    );

    expect(answers[0]?.body).toMatchObject({ code: 200 });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(wallet(player)).toBe(start - 10_000);
    expect(withdrawals(player)).toBe(1);
  });

  it('refuses the same key with another request (code 422, HTTP 200) and moves no money', async () => {
    const player = openPlayer();
    await send('/api/withdraw', player, withdrawal(player, 100), 'w-2');
    const afterFirst = wallet(player);

    const other = await send('/api/withdraw', player, withdrawal(player, 200), 'w-2');

    expect(other.status).toBe(200);
    expect(JSON.parse(other.text)).toEqual({
      code: IDEMPOTENCY_REFUSED_CODE,
      message: IDEMPOTENCY_MISMATCH_MESSAGE,
      data: '',
    });
    expect(IDEMPOTENCY_REFUSED_CODE).toBe(422);
    expect(IDEMPOTENCY_MISMATCH_MESSAGE).toBe('重复的请求标识，请求内容不一致');
    expect(check('post', '/api/withdraw', JSON.parse(other.text))).toEqual([]);
    expect(readAnswer(calls.withdraw, other.status, other.text)).toMatchObject({
      ok: false,
      error: { kind: 'server', code: 422, message: IDEMPOTENCY_MISMATCH_MESSAGE },
    });
    expect(wallet(player)).toBe(afterFirst);
    expect(withdrawals(player)).toBe(1);
  });

  it('reads the fields as the handler does: order, numbers as text and spaces do not make another request', async () => {
    const player = openPlayer();
    const start = wallet(player) ?? 0;

    await send('/api/withdraw', player, { amount: 100, bank: player.cardId, password: '123456' }, 'w-3');
    const again = await send(
      '/api/withdraw',
      player,
      { password: ' 123456 ', bank: String(player.cardId), amount: '100' },
      'w-3',
    );

    expect(again.body).toMatchObject({ code: 200 });
    expect(wallet(player)).toBe(start - 10_000);
  });

  it('processes the same key from another player', async () => {
    const one = openPlayer();
    const two = openPlayer();

    const first = await send('/api/withdraw', one, withdrawal(one), 'shared-key');
    const second = await send('/api/withdraw', two, withdrawal(two), 'shared-key');

    expect(first.body).toMatchObject({ code: 200 });
    expect(second.body).toMatchObject({ code: 200 });
    expect(withdrawals(one)).toBe(1);
    expect(withdrawals(two)).toBe(1);
  });

  it('keeps the key for the player, not the token: a new login still gets the answer remembered', async () => {
    const player = openPlayer();
    await send('/api/withdraw', player, withdrawal(player), 'w-4');
    const login = fake.store.login(player.user.username, 'demo1234');
    const again = { ...player, token: login.ok ? login.user.token : '' };

    expect((await send('/api/withdraw', again, withdrawal(again), 'w-4')).body).toMatchObject({ code: 200 });
    expect(withdrawals(player)).toBe(1);
  });

  it('scopes a key to its path', async () => {
    const player = openPlayer();
    const start = wallet(player) ?? 0;

    await send('/api/transfer', player, { amount: 10, sourcetype: PLATFORM_WALLET, targettype: 'pg' });
    await send('/api/withdraw', player, withdrawal(player), 'same-everywhere');
    await send('/api/transall', player, {}, 'same-everywhere');

    expect(withdrawals(player)).toBe(1);
    // Recover-all (spec) brings back every venue, cents included: ag 100.10 and pg 30.05.
    expect([venue(player, 'ag'), venue(player, 'pg')]).toEqual([0, 0]);
    expect(wallet(player)).toBe(start - 1_000 - 10_000 + 10_010 + 3_005);
  });

  it('does not remember a faulted answer: the retry with the same key is processed, once', async () => {
    const player = openPlayer();
    const start = wallet(player) ?? 0;

    fake.scenarios.set('/api/withdraw', { kind: 'code', code: 500, message: '系统繁忙' });
    const faulted = await send('/api/withdraw', player, withdrawal(player), 'w-5');
    fake.scenarios.clear();
    const html = await send('/api/withdraw', player, withdrawal(player), 'w-5', { [SCENARIO_HEADER]: 'html500' });
    expect(wallet(player)).toBe(start);
    const retried = await send('/api/withdraw', player, withdrawal(player), 'w-5');
    const repeated = await send('/api/withdraw', player, withdrawal(player), 'w-5');

    expect(faulted.body).toMatchObject({ code: 500, message: '系统繁忙' });
    expect(html.status).toBe(500);
    expect(retried.body).toMatchObject({ code: 200, message: '提交成功，等待后台审核' });
    expect(repeated).toEqual(retried);
    expect(wallet(player)).toBe(start - 10_000);
    expect(withdrawals(player)).toBe(1);
  });

  it('debits twice without a key, or with an empty one', async () => {
    const player = openPlayer();
    const start = wallet(player) ?? 0;

    await send('/api/withdraw', player, withdrawal(player));
    await send('/api/withdraw', player, withdrawal(player));
    await send('/api/withdraw', player, withdrawal(player), '');
    await send('/api/withdraw', player, withdrawal(player), '');

    expect(wallet(player)).toBe(start - 40_000);
    expect(withdrawals(player)).toBe(4);
  });

  it('refuses a key longer than 255 characters and takes one of 255', async () => {
    const player = openPlayer();
    const start = wallet(player) ?? 0;

    const tooLong = await send('/api/withdraw', player, withdrawal(player), 'k'.repeat(256));
    expect(JSON.parse(tooLong.text)).toEqual({ code: 422, message: IDEMPOTENCY_INVALID_KEY_MESSAGE, data: '' });
    expect(IDEMPOTENCY_INVALID_KEY_MESSAGE).toBe('请求标识无效');
    expect(check('post', '/api/withdraw', JSON.parse(tooLong.text))).toEqual([]);
    expect(wallet(player)).toBe(start);

    await send('/api/withdraw', player, withdrawal(player), 'k'.repeat(255));
    await send('/api/withdraw', player, withdrawal(player), 'k'.repeat(255));
    expect(wallet(player)).toBe(start - 10_000);
  });

  it('remembers a refusal the store made, even once the request would pass', async () => {
    const player = openPlayer();
    const move = { amount: 50, sourcetype: 'pp', targettype: PLATFORM_WALLET };

    const refused = await send('/api/transfer', player, move, 't-1');
    await send('/api/transfer', player, { amount: 80, sourcetype: PLATFORM_WALLET, targettype: 'pp' });
    const repeated = await send('/api/transfer', player, move, 't-1');

    // Out of an empty venue: spec checks the venue first (210, nothing logged).
    expect(refused.body).toMatchObject({ code: 210, message: '余额不足' });
    expect(repeated).toEqual(refused);
    expect(venue(player, 'pp')).toBe(8_000);
  });

  it('moves a quota once per key on transfer', async () => {
    const player = openPlayer();
    const move = { amount: 30, sourcetype: PLATFORM_WALLET, targettype: 'ag' };

    const first = await send('/api/transfer', player, move, 't-2');
    const second = await send('/api/transfer', player, move, 't-2');
    await send('/api/transfer', player, move, 't-3');

    expect(first.body).toMatchObject({ code: 200, message: '转账成功' });
    expect(second).toEqual(first);
    expect(venue(player, 'ag')).toBe(10_010 + 2 * 3_000);
  });

  it('recovers once per key on transall', async () => {
    const player = openPlayer();
    const recoveries = () => fake.store.transferLogs(player.user).filter((log) => log.kind === 2).length;
    const into = { amount: 40, sourcetype: PLATFORM_WALLET, targettype: 'pg' };

    await send('/api/transfer', player, into);
    const first = await send('/api/transall', player, {}, 'r-1');
    const logged = recoveries();
    await send('/api/transfer', player, into);
    const second = await send('/api/transall', player, {}, 'r-1');

    // Spec's recover-all: every venue (ag and pg), one row each.
    expect(first.body).toMatchObject({ code: 200, message: '回收成功' });
    expect(second).toEqual(first);
    expect(logged).toBe(2);
    expect(recoveries()).toBe(2);
    expect(venue(player, 'pg')).toBe(4_000);
    expect((await send('/api/transall', player, {}, 'r-2')).body).toMatchObject({ message: '回收成功' });
    expect(venue(player, 'pg')).toBe(0);
  });

  it('creates one deposit order per key on recharge', async () => {
    const player = openPlayer();
    const order = {
      paytype: 'bank',
      amount: 300,
      bank: '招商银行',
      bank_no: '6225880212345678',
      bank_owner: '钱七',
      bank_address: '上海',
    };

    const first = await send('/api/recharge', player, order, 'd-1');
    const second = await send('/api/recharge', player, order, 'd-1');

    expect(first.body.code).toBe(200);
    expect(first.body.message).toMatch(/^CZ/);
    expect(second).toEqual(first);
    expect(fake.store.deposits(player.user).map((deposit) => deposit.orderNo)).toEqual([first.body.message]);
    expect((await send('/api/recharge', player, { ...order, amount: 400 }, 'd-1')).body).toMatchObject({
      code: 422,
    });
    expect(fake.store.deposits(player.user)).toHaveLength(1);
  });
});

describe('the key as the body field idempotency_key (as @lobby/api sends it)', () => {
  const keyed = (body: Record<string, unknown>, key: string) => ({ ...body, [IDEMPOTENCY_KEY_FIELD]: key });

  it('answers a repeated withdrawal from memory, the key left out of the comparison', async () => {
    const player = openPlayer();
    const start = wallet(player) ?? 0;

    const first = await send('/api/withdraw', player, keyed(withdrawal(player), 'b-1'));
    const second = await send('/api/withdraw', player, keyed(withdrawal(player), 'b-1'));
    const other = await send('/api/withdraw', player, keyed(withdrawal(player, 200), 'b-1'));

    expect(second).toEqual(first);
    expect(other.body).toMatchObject({ code: IDEMPOTENCY_REFUSED_CODE, message: IDEMPOTENCY_MISMATCH_MESSAGE });
    expect(wallet(player)).toBe(start - 10_000);
    // Another key is another request.
    await send('/api/withdraw', player, keyed(withdrawal(player), 'b-2'));
    expect(withdrawals(player)).toBe(2);
  });

  it('takes the header over the body field when both come', async () => {
    const player = openPlayer();

    await send('/api/withdraw', player, keyed(withdrawal(player), 'body-a'), 'header-k');
    await send('/api/withdraw', player, keyed(withdrawal(player), 'body-b'), 'header-k');

    expect(withdrawals(player)).toBe(1);
  });
});

describe('the real kind ignores the key, as the backend does', () => {
  // answers.md: "Idempotency-Key ignored: the same key twice made two orders". A repeat is a second request.
  it('withdraws twice for a withdrawal sent twice with the same key, in the header or the body', async () => {
    const player = openPlayer(real);
    const start = wallet(player) ?? 0;

    const first = await send('/api/withdraw', player, withdrawal(player), 'same');
    const second = await send('/api/withdraw', player, withdrawal(player), 'same');
    await send('/api/withdraw', player, { ...withdrawal(player), [IDEMPOTENCY_KEY_FIELD]: 'same' });
    await send('/api/withdraw', player, { ...withdrawal(player, 200), [IDEMPOTENCY_KEY_FIELD]: 'same' });

    expect(first.body).toEqual({ code: 200, message: '成功', data: [] });
    expect(second.body).toEqual(first.body);
    expect(wallet(player)).toBe(start - 50_000);
    expect(withdrawals(player)).toBe(4);
  });

  it('moves a quota twice and takes a key of any length without refusing it', async () => {
    const player = openPlayer(real);
    const move = { amount: 30, sourcetype: PLATFORM_WALLET, targettype: 'ag' };

    await send('/api/transfer', player, move, 't-real');
    await send('/api/transfer', player, move, 't-real');
    const long = await send('/api/transfer', player, move, 'k'.repeat(300));

    expect(long.body).toMatchObject({ code: 200, message: '成功' });
    expect(venue(player, 'ag')).toBe(10_010 + 3 * 3_000);
  });

  it('makes two deposit orders for the same key', async () => {
    const player = openPlayer(real);
    const order = { paytype: 'bank', amount: 300, bank: '招商银行', bank_no: '6225880212345678', bank_owner: '钱七' };

    const first = await send('/api/recharge', player, { ...order, bank_address: '上海' }, 'd-real');
    const second = await send('/api/recharge', player, { ...order, bank_address: '上海' }, 'd-real');

    expect(first.body.code).toBe(200);
    expect(second.body.message).not.toBe(first.body.message);
    expect(real.store.deposits(player.user)).toHaveLength(2);
  });
});

describe('createIdempotency', () => {
  const user = { id: 7 } as FakeUser;
  const request = (key: string) =>
    new Request(`${BASE_URL}/api/withdraw`, { method: 'POST', headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
  const counting = (answer: () => Response | Promise<Response> = () => Response.json({ code: 200 })) => {
    const ran = { count: 0 };
    return {
      ran,
      answer: () => {
        ran.count += 1;
        return answer();
      },
    };
  };

  it('holds a repeat until the first answer is there, and answers it with that', async () => {
    let release: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const { ran, answer } = counting(() => pending);
    const handle = createIdempotency(() => 0).idempotent(answer);

    const first = Promise.resolve(handle(user, request('k'), { amount: '1' }));
    const second = Promise.resolve(handle(user, request('k'), { amount: '1' }));
    release(Response.json({ code: 200, message: 'once' }));

    expect(await (await first).text()).toBe('{"code":200,"message":"once"}');
    expect(await (await second).text()).toBe('{"code":200,"message":"once"}');
    expect(ran.count).toBe(1);
  });

  it('forgets an answer that failed, so the key can be sent again', async () => {
    let fail = true;
    const { ran, answer } = counting(() => {
      if (fail) throw new Error('broken');
      return Response.json({ code: 200 });
    });
    const handle = createIdempotency(() => 0).idempotent(answer);

    await expect(Promise.resolve(handle(user, request('k'), {}))).rejects.toThrow('broken');
    fail = false;
    expect((await handle(user, request('k'), {})).status).toBe(200);
    expect(ran.count).toBe(2);
  });

  it('remembers 10,000 keys at most, dropping the oldest first', async () => {
    const { ran, answer } = counting();
    const memory = createIdempotency(() => 0);
    const handle = memory.idempotent(answer);

    for (let n = 0; n <= IDEMPOTENCY_MAX_KEYS; n += 1) await handle(user, request(`k${n}`), {});
    expect(memory.size()).toBe(IDEMPOTENCY_MAX_KEYS);
    expect(ran.count).toBe(IDEMPOTENCY_MAX_KEYS + 1);

    await handle(user, request('k1'), {});
    await handle(user, request(`k${IDEMPOTENCY_MAX_KEYS}`), {});
    expect(ran.count).toBe(IDEMPOTENCY_MAX_KEYS + 1);
    await handle(user, request('k0'), {});
    expect(ran.count).toBe(IDEMPOTENCY_MAX_KEYS + 2);
    await handle(user, request('k1'), {});
    expect(ran.count).toBe(IDEMPOTENCY_MAX_KEYS + 3);
  });

  it('forgets a key older than 24 hours by the clock it is given', async () => {
    let clock = 1_000;
    const { ran, answer } = counting();
    const memory = createIdempotency(() => clock);
    const handle = memory.idempotent(answer);

    await handle(user, request('old'), {});
    clock += IDEMPOTENCY_TTL_MS / 2;
    await handle(user, request('newer'), {});
    clock = 1_000 + IDEMPOTENCY_TTL_MS;
    await handle(user, request('old'), {});
    expect(ran.count).toBe(2);

    clock += 1;
    await handle(user, request('old'), {});
    expect(ran.count).toBe(3);
    expect(memory.size()).toBe(2);

    // Expired keys are dropped when any key is sent, not only when they are sent again.
    clock = 1_000 + IDEMPOTENCY_TTL_MS / 2 + IDEMPOTENCY_TTL_MS + 1;
    await handle(user, request('fresh'), {});
    expect(memory.size()).toBe(2);
    expect(IDEMPOTENCY_TTL_MS).toBe(86_400_000);
  });
});
