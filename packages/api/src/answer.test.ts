import { describe, expect, it } from 'vitest';
import { readAnswer } from './answer.ts';
import { type CallSpec, calls } from './calls.ts';
import { apiMessages } from './result.ts';

const text = (body: unknown) => JSON.stringify(body);

describe('readAnswer', () => {
  it('returns the data and the message of a code-200 answer', () => {
    expect(readAnswer(calls.balance, 200, text({ code: 200, message: '成功', data: { balance: '1.50' } }))).toEqual({
      ok: true,
      data: { balance: 1.5, gameBalance: 0 },
      message: '成功',
    });
  });

  it('accepts "nothing" as data where the call reads nothing', () => {
    for (const data of ['', [], null, undefined]) {
      expect(readAnswer(calls.logoff, 200, text({ code: 200, message: '退出成功', data }))).toEqual({
        ok: true,
        data: null,
        message: '退出成功',
      });
    }
  });

  it('reads code 1000 without a data key as a server error with its message', () => {
    expect(readAnswer(calls.login, 200, text({ code: 1000, message: '用户名不能为空' }))).toEqual({
      ok: false,
      error: { kind: 'server', message: '用户名不能为空', code: 1000 },
    });
  });

  it('words a business error with a blank message itself', () => {
    expect(readAnswer(calls.user, 200, text({ code: 500, message: '', data: [] }))).toEqual({
      ok: false,
      error: { kind: 'server', message: apiMessages.serverBusy, code: 500 },
    });
  });

  it('treats "nothing" where data is needed as a contract error', () => {
    expect(readAnswer(calls.user, 200, text({ code: 200, message: '', data: '' }))).toEqual({
      ok: false,
      error: { kind: 'contract', message: apiMessages.contract },
    });
    expect(readAnswer(calls.app, 200, text({ code: 200, message: '', data: [] }))).toEqual({
      ok: false,
      error: { kind: 'contract', message: apiMessages.contract },
    });
  });

  it("reads the backend's HTTP 403 code 403 as blocked, in the spec's Chinese, whichever call met it", () => {
    const disabled = text({ code: 403, message: 'account disabled' });
    const blockedCalls: CallSpec<unknown>[] = [calls.user, calls.balance, calls.withdraw, calls.getcard];
    for (const call of blockedCalls) {
      expect(readAnswer(call, 403, disabled)).toEqual({
        ok: false,
        error: { kind: 'blocked', message: apiMessages.blocked, code: 403, httpStatus: 403 },
      });
    }
  });

  it('reads a code 403 in HTTP 200 and an HTTP 403 page without the envelope as what they are, not blocked', () => {
    expect(readAnswer(calls.user, 200, text({ code: 403, message: 'Live chat is disabled', data: [] }))).toEqual({
      ok: false,
      error: { kind: 'server', message: 'Live chat is disabled', code: 403 },
    });
    expect(readAnswer(calls.user, 403, '<html><body>403 Forbidden</body></html>')).toEqual({
      ok: false,
      error: { kind: 'server', message: apiMessages.serverBusy, httpStatus: 403 },
    });
  });

  it('lets only getVisitUrl read code 500 "wap" or "pc" as staying', () => {
    const stay = text({ code: 500, message: 'pc', data: [] });

    expect(readAnswer(calls.getVisitUrl, 200, stay)).toEqual({ ok: true, data: { url: null }, message: 'pc' });
    expect(readAnswer(calls.app, 200, stay)).toEqual({
      ok: false,
      error: { kind: 'server', message: 'pc', code: 500 },
    });
    expect(readAnswer(calls.getVisitUrl, 200, text({ code: 500, message: '错误', data: [] }))).toEqual({
      ok: false,
      error: { kind: 'server', message: '错误', code: 500 },
    });
  });

  it('reads a blank address from getVisitUrl as staying', () => {
    expect(readAnswer(calls.getVisitUrl, 200, text({ code: 200, message: '', data: { url: '' } }))).toEqual({
      ok: true,
      data: { url: null },
      message: '',
    });
  });

  it("reads Laravel's JSON error page (no envelope) as a busy server", () => {
    expect(readAnswer(calls.user, 500, text({ message: 'Server Error' }))).toEqual({
      ok: false,
      error: { kind: 'server', message: apiMessages.serverBusy, httpStatus: 500 },
    });
  });

  it('reads a code-200 envelope under an HTTP error status as a busy server', () => {
    expect(readAnswer(calls.balance, 502, text({ code: 200, message: '', data: { balance: '1.00' } }))).toEqual({
      ok: false,
      error: { kind: 'server', message: apiMessages.serverBusy, httpStatus: 502 },
    });
  });

  it('keeps the HTTP status of a 5xx that still carries a coded envelope (the money screens take it as uncertain)', () => {
    expect(readAnswer(calls.balance, 503, text({ code: 500, message: '服务器错误', data: '' }))).toEqual({
      ok: false,
      error: { kind: 'server', message: '服务器错误', code: 500, httpStatus: 503 },
    });
  });

  it('reads a code that is not an integer as a contract error', () => {
    expect(readAnswer(calls.balance, 200, text({ code: '200', message: '', data: { balance: '1.00' } }))).toEqual({
      ok: false,
      error: { kind: 'contract', message: apiMessages.contract },
    });
  });
});
