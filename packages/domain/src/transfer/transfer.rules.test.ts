import { describe, expect, it } from 'vitest';
import { checkTransfer, PLATFORM_WALLET, type TransferForm, transferLedger } from './transfer.rules.ts';

const AMOUNT = '请输入操作金额！';
const VENUE_TO_VENUE = '场馆内钱包不支持互转';
const TARGET = '请选择转入平台';

const valid: TransferForm = { amount: '100', source: 'userbalance', target: 'ag' };
const check = (changes: Partial<TransferForm>) => checkTransfer({ ...valid, ...changes });

describe('checkTransfer', () => {
  it('names the platform wallet userbalance', () => {
    expect(PLATFORM_WALLET).toBe('userbalance');
  });

  it.each<[string, Partial<TransferForm>]>([
    ['platform wallet to a venue', {}],
    ['a venue to the platform wallet', { source: 'ag', target: 'userbalance' }],
    ['a numeric amount', { amount: 0.01 }],
    ['whole yuan typed with decimals of nothing', { amount: '100.00' }],
    ['full-width digits', { amount: '１００' }],
  ])('accepts %s', (_case, changes) => {
    expect(check(changes)).toEqual({ ok: true });
  });

  it.each<[string, Partial<TransferForm>, string, string]>([
    ['amount', { amount: '' }, 'amount', AMOUNT],
    ['whole yuan', { amount: '100.50' }, 'amount', '转账金额只能是整数元'],
    ['an amount at all', { amount: '100，10' }, 'amount', '请输入正确的金额'],
    ['platform wallet on one side', { source: 'ag', target: 'bbin' }, 'target', VENUE_TO_VENUE],
    ['target chosen', { target: '' }, 'target', TARGET],
  ])('fails the %s rule with its message', (_rule, changes, field, message) => {
    expect(check(changes)).toEqual({ ok: false, field, message });
  });

  it.each<[string, Partial<TransferForm>, string]>([
    ['amount before the platform wallet rule', { amount: '', source: 'ag', target: 'bbin' }, AMOUNT],
    ['the platform wallet rule before the target', { source: 'ag', target: '' }, VENUE_TO_VENUE],
    ['amount before the target', { amount: '', target: '' }, AMOUNT],
    [
      'whole yuan before the platform wallet rule',
      { amount: '1.5', source: 'ag', target: 'bbin' },
      '转账金额只能是整数元',
    ],
  ])('checks %s', (_pair, changes, message) => {
    expect(check(changes)).toMatchObject({ ok: false, message });
  });

  it('refuses nothing chosen on either side as venue to venue, as the spec orders the rules', () => {
    expect(check({ source: '', target: '' })).toMatchObject({ message: VENUE_TO_VENUE });
  });

  it.each<[TransferForm['amount'], boolean]>([
    ['', false],
    ['  ', false],
    [null, false],
    [undefined, false],
    ['0', false],
    [0, false],
    ['-5', false],
    ['abc', false],
    ['1', true],
    [1, true],
  ])('amount %j counts as entered: %s', (amount, entered) => {
    expect(check({ amount }).ok).toBe(entered);
  });
});

describe('transferLedger', () => {
  it('reads money into a venue in the transfers in (type 3), under that venue', () => {
    expect(transferLedger({ source: PLATFORM_WALLET, target: 'ag', amount: '10' })).toEqual({
      type: 3,
      platform: 'ag',
    });
  });

  it('reads money back to the platform wallet in the transfers out (type 4), under the venue it left', () => {
    expect(transferLedger({ source: 'bbin', target: PLATFORM_WALLET, amount: '10' })).toEqual({
      type: 4,
      platform: 'bbin',
    });
  });
});
