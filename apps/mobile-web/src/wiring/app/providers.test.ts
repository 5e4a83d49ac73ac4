import { createAccountApi, createContentApi, createWalletApi } from '@lobby/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The app's one transport, as every screen's call area binds it, answered by the real backend's own words
// (shared/real-backend/answers.md): what a screen receives, and so what it toasts, is the spec's Chinese.
type Answer = { status?: number; body: unknown };
const answers = new Map<string, Answer>();

beforeAll(() => {
  vi.stubGlobal('location', { origin: 'http://lobby.test' });
  vi.stubGlobal('fetch', async (request: Request) => {
    const answer = answers.get(new URL(request.url).pathname);
    if (!answer) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

async function appTransport() {
  const { transport } = await import('./providers.ts');
  return transport;
}

describe('the app transport speaks the spec Chinese for the backend English', () => {
  it('a refused transfer: insufficient balance is 余额不足', async () => {
    answers.set('/api/transfer', { body: { code: 210, message: 'insufficient balance', data: [] } });
    const wallet = createWalletApi(await appTransport());
    const result = await wallet.transfer({ sourcetype: 'userbalance', targettype: 'AG', amount: '999999' });
    expect(result).toEqual({ ok: false, error: { kind: 'server', message: '余额不足', code: 210 } });
  });

  it('recover-all: transfer success is 回收成功, and its balance stays', async () => {
    answers.set('/api/transall', { body: { code: 200, message: 'transfer success', data: { balance: 4090 } } });
    const wallet = createWalletApi(await appTransport());
    const result = await wallet.transall();
    expect(result.ok && result.message).toBe('回收成功');
  });

  it('a second agent application (HTTP 200, code 500) is 您已申请过代理', async () => {
    answers.set('/api/applyagentdo', {
      body: { code: 500, message: 'Agent application already submitted', data: '' },
    });
    const content = createContentApi(await appTransport());
    const result = await content.applyagentdo({ mobile: '13800138000', apply_info: '想做代理' });
    expect(result.ok ? '' : result.error.message).toBe('您已申请过代理');
  });

  it('an unknown promotion (code 200, "activity not found", a blank item) is no promotion: 活动不存在', async () => {
    answers.set('/api/activitydeatil', {
      body: { code: 200, message: 'activity not found', data: { id: 404, title: '', content: '', state: 0 } },
    });
    const content = createContentApi(await appTransport());
    const result = await content.activitydeatil({ id: 404 });
    expect(result).toEqual({ ok: false, error: { kind: 'server', message: '活动不存在' } });
  });

  it('a second application for a promotion (202 "No eligible records") is 活动不存在或您已申请过该活动', async () => {
    answers.set('/api/doactivityapply', { body: { code: 202, message: 'No eligible records', data: '' } });
    const content = createContentApi(await appTransport());
    const result = await content.doactivityapply({ activityid: 8, amount: '300' });
    expect(result.ok ? '' : result.error.message).toBe('活动不存在或您已申请过该活动');
  });

  it('a disabled player (HTTP 403) reads the spec words for it', async () => {
    answers.set('/api/getcard', { status: 403, body: { code: 403, message: 'account disabled' } });
    const account = createAccountApi(await appTransport());
    const result = await account.getcard({ type: 1 });
    expect(result.ok ? '' : result.error.message).toBe('该用户已被禁用，请联系管理员！');
  });

  it('an English refusal nobody listed is said in Chinese, its words kept for customer service', async () => {
    answers.set('/api/transfer', { body: { code: 209, message: 'upstream said no', data: [] } });
    const wallet = createWalletApi(await appTransport());
    const result = await wallet.transfer({ sourcetype: 'AG', targettype: 'userbalance', amount: '10' });
    expect(result.ok ? '' : result.error.message).toBe('操作未成功，请稍后重试或联系客服（upstream said no）');
  });
});
