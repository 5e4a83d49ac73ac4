import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { BANK_CARD_MAX_LENGTH, cleanBankCard, cleanWalletBind, WALLET_ADDRESS_MAX_LENGTH } from '../accounts/index.ts';
import { AGENT_APPLICATION_MAX_LENGTH, cleanAgentApplication } from '../agent/index.ts';
import { AUTH_LIMITS, checkRegister, type RegisterForm } from '../auth/index.ts';
import { BANK_DEPOSIT_MAX_LENGTH } from '../deposit/index.ts';
import { connectForm, formMachine } from '../form/index.ts';
import { cleanProfile, PROFILE_MAX_LENGTH } from '../profile/index.ts';
import { TRANSFER_AMOUNT_MAX_LENGTH } from '../transfer/index.ts';

// The inputs' maxlengths come from the units' rules through the view models (no view writes a number); where a
// rule or a cleaner cuts or checks a length, it is the same number.

const pass = () => ({ ok: true }) as const;

describe("a form's view model", () => {
  it('carries the maxlengths its machine was started with, and none when it was given none', () => {
    const limited = createActor(formMachine, {
      input: { values: { mobile: '', email: '' }, check: pass, maxLength: PROFILE_MAX_LENGTH },
    }).start();
    const plain = createActor(formMachine, { input: { values: { mobile: '' }, check: pass } }).start();

    expect(connectForm(limited.getSnapshot(), limited.send).maxLength).toEqual({ mobile: 16, email: 64 });
    expect(connectForm(plain.getSnapshot(), plain.send).maxLength).toEqual({});
  });
});

describe('the limits the spec gives', () => {
  it('are the numbers of its input lists', () => {
    // Part 1: captcha max length 4, payment password 6 digits, username 6 to 10 (the login box takes 32).
    expect(AUTH_LIMITS).toEqual({
      registerNameMinLength: 6,
      registerNameMaxLength: 10,
      loginNameMaxLength: 32,
      captchaLength: 4,
      payPasswordLength: 6,
    });
    // Part 2: card number and name at most 50 (the bank's address 100), wallet address 42, transfer amount 50.
    expect(BANK_CARD_MAX_LENGTH).toEqual({ address: 100, cardNo: 50, owner: 50 });
    expect(WALLET_ADDRESS_MAX_LENGTH).toEqual({ address: 42 });
    expect(BANK_DEPOSIT_MAX_LENGTH).toEqual({ depositor: 50, cardNo: 50, bankAddress: 100 });
    expect(TRANSFER_AMOUNT_MAX_LENGTH).toBe(50);
    expect(PROFILE_MAX_LENGTH).toEqual({ mobile: 16, email: 64 });
    expect(AGENT_APPLICATION_MAX_LENGTH).toEqual({ mobile: 16, reason: 200 });
  });

  it('are where the rules and the cleaners cut or check a length', () => {
    const register = (name: string): RegisterForm => ({
      agreed: true,
      name,
      password: 'abcd1234',
      confirmPass: 'abcd1234',
      realname: '张三',
      paypassword: '1'.repeat(AUTH_LIMITS.payPasswordLength),
      code: 'zz',
    });
    const longest = `a${'1'.repeat(AUTH_LIMITS.registerNameMaxLength - 1)}`;
    // The username passes its rule at the input's maxlength and fails one past it (the captcha is checked after).
    expect(checkRegister(register(longest), 'x')).toMatchObject({ field: 'code' });
    expect(checkRegister(register(`${longest}1`), 'x')).toMatchObject({ field: 'name' });

    const long = '9'.repeat(300);
    expect(cleanProfile('mobile', long)).toHaveLength(PROFILE_MAX_LENGTH.mobile);
    expect(cleanAgentApplication('mobile', long)).toHaveLength(AGENT_APPLICATION_MAX_LENGTH.mobile);
    expect(cleanAgentApplication('reason', long)).toHaveLength(AGENT_APPLICATION_MAX_LENGTH.reason);
    expect(cleanBankCard('cardNo', long)).toHaveLength(BANK_CARD_MAX_LENGTH.cardNo);
    expect(cleanBankCard('owner', long)).toHaveLength(BANK_CARD_MAX_LENGTH.owner);
    expect(cleanWalletBind('address', long)).toHaveLength(WALLET_ADDRESS_MAX_LENGTH.address);
  });
});
