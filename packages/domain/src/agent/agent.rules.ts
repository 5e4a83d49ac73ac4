import { digitsOnly } from '../input/index.ts';
import { messages } from '../messages/index.ts';
import { isMobile, MOBILE_MAX_LENGTH } from '../profile/index.ts';
import { firstFailure, isBlank, type Verdict } from '../result/index.ts';

/** The agent application form: a contact mobile and the reason for applying. */
export type AgentApplicationForm = { mobile: string; reason: string };

/** Checks an agent application: the mobile pattern first, then a non-empty reason. */
export function checkAgentApplication(form: AgentApplicationForm): Verdict {
  return firstFailure(form, [
    ['mobile', (f) => !isMobile(f.mobile), messages['agent.mobile']],
    ['reason', (f) => isBlank(f.reason), messages['agent.reasonRequired']],
  ]);
}

/** The longest reason the form takes (the backend stores a text column; 200 is plenty for a few lines). */
export const AGENT_REASON_MAX_LENGTH = 200;

/** The application inputs' `maxlength`s (the form machine's `maxLength`): the mobile's 16, the reason's 200. */
export const AGENT_APPLICATION_MAX_LENGTH = { mobile: MOBILE_MAX_LENGTH, reason: AGENT_REASON_MAX_LENGTH } as const;

/** An application as typed: the mobile in digits (16 at most with the 17951 prefix), the reason within its limit. */
export function cleanAgentApplication(field: keyof AgentApplicationForm, value: string): string {
  return field === 'mobile' ? digitsOnly(value, MOBILE_MAX_LENGTH) : value.slice(0, AGENT_REASON_MAX_LENGTH);
}
