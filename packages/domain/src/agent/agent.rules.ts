import { messages } from '../messages.ts';
import { isMobile } from '../profile/profile.rules.ts';
import { firstFailure, isBlank, type Verdict } from '../verdict.ts';

/** The agent application form: a contact mobile and the reason for applying. */
export type AgentApplicationForm = { mobile: string; reason: string };

/** Checks an agent application: the mobile pattern first, then a non-empty reason. */
export function checkAgentApplication(form: AgentApplicationForm): Verdict {
  return firstFailure(form, [
    ['mobile', (f) => !isMobile(f.mobile), messages['agent.mobile']],
    ['reason', (f) => isBlank(f.reason), messages['agent.reasonRequired']],
  ]);
}
