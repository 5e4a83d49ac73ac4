import { describe, expect, it } from 'vitest';
import { createStore, DEMO_ACCOUNT, type FakeUser, MAX_CARDS_PER_TYPE } from '../store.ts';

function setup() {
  const store = createStore(undefined, { now: () => new Date('2026-11-22T04:00:00Z') });
  return { store, demo: store.userByName(DEMO_ACCOUNT.username) as FakeUser };
}

const card = (number: string) => ({
  bank: '中国银行',
  number,
  owner: '张三',
  address: '杭州支行',
  payPassword: '123456',
});

describe('bound accounts', () => {
  it('allow five of each type, not six as the backend did', () => {
    const { store, demo } = setup();
    const existing = store.cards(demo, 1).length;

    const results = Array.from({ length: MAX_CARDS_PER_TYPE - existing + 1 }, (_, i) =>
      store.bindCard(demo, card(`62166000000000${String(i).padStart(5, '0')}`)),
    );

    expect(results.slice(0, -1).every((result) => result.ok)).toBe(true);
    expect(results.at(-1)).toEqual({ ok: false, code: 207, message: '最多只能绑定5张卡' });
    expect(store.cards(demo, 1)).toHaveLength(5);
    expect(
      store.bindCard(demo, { ...card('TXa9JkLmNoPqRsTuVwXyZ0000000000zzzz'), bank: 'USDT', owner: 'ERC20' }).ok,
    ).toBe(true);
    expect(store.cards(demo, 2)).toHaveLength(2);
  });

  it('sort a bind by its bank: USDT, antoken and ebpay are wallets', () => {
    const { store, demo } = setup();

    store.bindCard(demo, { ...card('TAnTokenDemo0000000000000000000002'), bank: 'antoken', owner: 'TRC20' });
    store.bindCard(demo, { ...card('EB0000000001'), bank: 'EBPAY', owner: 'TRC20' });

    expect(store.cards(demo, 4).map((bound) => bound.number)).toContain('TAnTokenDemo0000000000000000000002');
    expect(store.cards(demo, 3)).toMatchObject([{ bank: 'ebpay', address: '' }]);
  });

  it('refuse a wrong payment password, an unknown bank and a number already bound', () => {
    const { store, demo } = setup();
    const before = store.cards(demo, 1).length;

    expect(store.bindCard(demo, { ...card('6216600000000001'), payPassword: '000000' })).toMatchObject({ code: 205 });
    expect(store.bindCard(demo, { ...card('6216600000000001'), bank: '月亮银行' })).toMatchObject({ code: 1000 });
    expect(store.bindCard(demo, card('6222020200112233445'))).toMatchObject({ code: 1000, message: '该账号已绑定' });
    expect(store.cards(demo, 1)).toHaveLength(before);
  });

  it("unbind only with the payment password, and only the member's own accounts", () => {
    const { store, demo } = setup();
    const registered = store.register({
      username: 'other01',
      password: 'pass1234',
      realname: '王五',
      payPassword: '111111',
    });
    const other = registered.ok ? registered.user : demo;
    const first = store.cards(demo, 1)[0];
    if (!first) throw new Error('demo01 has cards');

    expect(store.deleteCard(demo, first.id, '000000')).toMatchObject({ code: 205 });
    expect(store.deleteCard(other, first.id, '111111')).toEqual({ ok: false, code: 500, message: '删除失败' });
    expect(store.deleteCard(demo, first.id, '123456')).toEqual({ ok: true });
    expect(store.card(demo, first.id)).toBeUndefined();
  });
});

describe('profile and passwords', () => {
  it('change the login password only with the current one', () => {
    const { store, demo } = setup();

    expect(store.changePassword(demo, 'wrong-pass', 'next1234')).toEqual({
      ok: false,
      code: 205,
      message: '原密码错误',
    });
    expect(store.changePassword(demo, DEMO_ACCOUNT.password, 'next1234')).toEqual({ ok: true });
    expect(store.login(DEMO_ACCOUNT.username, 'next1234').ok).toBe(true);
  });

  it('change the payment password only with the current one', () => {
    const { store, demo } = setup();

    expect(store.changePayPassword(demo, '000000', '654321')).toMatchObject({ code: 205 });
    expect(store.changePayPassword(demo, '123456', '654321')).toEqual({ ok: true });
    expect(store.bindCard(demo, { ...card('6216600000000009'), payPassword: '654321' }).ok).toBe(true);
  });

  it('save the profile fields, an empty one clearing its value', () => {
    const { store, demo } = setup();

    store.updateProfile(demo, { birthday: '1988-08-08', mobile: '', email: 'new@example.com' });

    expect(demo).toMatchObject({ birthday: '1988-08-08', mobile: null, email: 'new@example.com', realname: '张三' });
  });

  it('switch seamless transfer without touching anything else', () => {
    const { store, demo } = setup();
    const before = { ...demo, venues: { ...demo.venues } };

    store.setTransferStatus(demo, 1);

    expect(demo).toEqual({ ...before, transferStatus: 1 });
  });

  it('take one agent application per member', () => {
    const { store, demo } = setup();

    expect(store.applyAgent(demo, '13800138000', '我有很多朋友')).toEqual({ ok: true });
    expect(store.applyAgent(demo, '13800138000', '再来一次')).toEqual({
      ok: false,
      code: 500,
      message: '您已申请过代理',
    });
  });
});
