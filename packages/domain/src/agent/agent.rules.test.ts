import { describe, expect, it } from 'vitest';
import { type AgentApplicationForm, checkAgentApplication } from './agent.rules.ts';

const valid: AgentApplicationForm = { mobile: '13812345678', reason: '有推广渠道' };
const check = (changes: Partial<AgentApplicationForm>) => checkAgentApplication({ ...valid, ...changes });

describe('checkAgentApplication', () => {
  it('accepts a valid application', () => {
    expect(checkAgentApplication(valid)).toEqual({ ok: true });
  });

  it.each<[string, Partial<AgentApplicationForm>, string, string]>([
    ['mobile', { mobile: '1234' }, 'mobile', '请输入正确手机号'],
    ['reason', { reason: '' }, 'reason', '请输入申请理由'],
    ['reason (blank)', { reason: '   ' }, 'reason', '请输入申请理由'],
  ])('fails the %s rule with its message', (_rule, changes, field, message) => {
    expect(check(changes)).toEqual({ ok: false, field, message });
  });

  it('checks the mobile before the reason', () => {
    expect(check({ mobile: '', reason: '' })).toMatchObject({ field: 'mobile', message: '请输入正确手机号' });
  });
});
