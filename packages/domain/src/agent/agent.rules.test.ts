import { describe, expect, it } from 'vitest';
import {
  AGENT_REASON_MAX_LENGTH,
  type AgentApplicationForm,
  checkAgentApplication,
  cleanAgentApplication,
} from './agent.rules.ts';

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

describe('cleanAgentApplication', () => {
  it('keeps the mobile in digits, 16 at most', () => {
    expect(cleanAgentApplication('mobile', '17951 138-1234-5678 0')).toBe('1795113812345678');
  });

  it('keeps the reason as typed, within its limit', () => {
    expect(cleanAgentApplication('reason', ' 有 渠道 ')).toBe(' 有 渠道 ');
    expect(cleanAgentApplication('reason', '广'.repeat(250))).toHaveLength(AGENT_REASON_MAX_LENGTH);
  });
});
