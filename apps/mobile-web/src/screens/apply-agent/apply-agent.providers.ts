// /applyagent's call area and live actors: the content area bound to the app's one transport, in this route's chunk.
import { createContentApi } from '@lobby/api';
import type { AgentApplicationForm } from '@lobby/domain/agent';
import { createFormMachine, type FormSubmit } from '@lobby/domain/form';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { toCallResult, transport, withLoading } from '../../wiring/app/providers.ts';

const contentApi = createContentApi(transport);

/** The agent application with the real call (`apply_info` is the reason); the screen adds `succeed`. */
export const liveAgentMachine = createFormMachine<AgentApplicationForm, null>().provide({
  actors: {
    submit: fromPromise(async ({ input }: { input: FormSubmit<AgentApplicationForm> }) => {
      const { mobile, reason } = input.values;
      return toCallResult(await withLoading(contentApi.applyagentdo({ mobile, apply_info: reason })));
    }),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
  },
});
