import { AGENT_APPLICATION_MAX_LENGTH, checkAgentApplication, cleanAgentApplication } from '@lobby/domain/agent';
import { connectForm } from '@lobby/domain/form';
import { messages } from '@lobby/domain/messages';
import { useEffect, useRef } from 'react';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { toaster } from '../../wiring/app/effects.ts';
import { openCustomerService } from '../../wiring/app/providers.ts';
import { useMemberProfile } from '../../wiring/member/member.ts';
import { liveAgentMachine } from './apply-agent.providers.ts';
import { ApplyAgentView } from './apply-agent.view.tsx';

/** The application with its success: the server's words (申请成功), or 操作成功！ when it sends none. */
const agentMachine = liveAgentMachine.provide({
  actions: {
    succeed: (_, { message }: { message: string }) =>
      toaster.show(message || messages['generic.done'], { kind: 'success' }),
  },
});

/** /applyagent: who applies, a contact mobile (the member's own to start with) and the reason; 立即加入. */
export function ApplyAgentScreen() {
  const profile = useMemberProfile();
  const [snapshot, send] = useMachine(agentMachine, {
    input: {
      values: { mobile: profile?.mobile ?? '', reason: '' },
      check: checkAgentApplication,
      clean: cleanAgentApplication,
      maxLength: AGENT_APPLICATION_MAX_LENGTH,
    },
  });
  // The member arrives after the form opened (a direct visit): offer their mobile, once, before anything is typed.
  const prefilled = useRef(profile !== null);
  const mobile = profile?.mobile ?? null;
  useEffect(() => {
    if (prefilled.current || mobile === null) return;
    prefilled.current = true;
    send({ type: 'values.set', values: { mobile, reason: '' } });
  }, [mobile, send]);
  return (
    <ApplyAgentView
      vm={connectForm(snapshot, send)}
      username={profile?.username ?? ''}
      realname={profile?.realname ?? ''}
      onBack={() => goBack('/mine')}
      onOpenService={openCustomerService}
    />
  );
}

/** The route table loads the screen by its default export. */
export default ApplyAgentScreen;
