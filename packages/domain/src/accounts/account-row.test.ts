import { describe, expect, it } from 'vitest';
import { toAccountCard } from './account-row.ts';

const card = {
  id: 7,
  bank: '中国工商银行',
  number: '6222 0212 3456 3445',
  lastFour: '3445',
  owner: '张三',
  address: '北京市朝阳支行',
};
const wallet = {
  id: 8,
  bank: 'USDT',
  number: 'TXYZabcdefghij0123456789KLMNOPQRST',
  lastFour: 'QRST',
  owner: 'TRC20',
  address: '',
};

describe('account cards', () => {
  it('show a bank card masked to its last four, with its branch, named by bank and tail', () => {
    expect(toAccountCard({ cardType: 1, noun: '银行卡' }, card)).toEqual({
      id: 7,
      bank: '中国工商银行',
      owner: '张三',
      number: '**** **** **** 3445',
      address: '北京市朝阳支行',
      name: '中国工商银行（尾号3445）',
    });
  });

  it('show a USDT wallet as USDT with its protocol, the address masked to its last ten, named by the noun', () => {
    expect(toAccountCard({ cardType: 2, noun: 'USDT地址' }, { ...wallet, address: 'ignored' })).toEqual({
      id: 8,
      bank: 'USDT',
      owner: 'TRC20',
      number: '******KLMNOPQRST',
      address: '',
      name: 'USDT地址（尾号QRST）',
    });
  });

  it('call the token wallet AnToken', () => {
    expect(toAccountCard({ cardType: 4, noun: 'AnToken地址' }, { ...wallet, bank: 'antoken' })).toMatchObject({
      bank: 'AnToken',
      name: 'AnToken地址（尾号QRST）',
    });
  });
});
