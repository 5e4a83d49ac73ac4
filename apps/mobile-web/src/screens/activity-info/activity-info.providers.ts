// /activityInfo's call area and live actors: the content area bound to the app's one transport, in this chunk.
import { createContentApi, type PromotionDetail } from '@lobby/api';
import { createFormMachine, type FormSubmit } from '@lobby/domain/form';
import { createLoadMachine, type LoadParams } from '@lobby/domain/load';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { transport, withLoading } from '../../wiring/app/providers.ts';
import type { ApplyForm } from './activity-info.view.tsx';

const contentApi = createContentApi(transport);

/** One promotion with its texts, loaded by its id. */
export const liveActivityDetailMachine = createLoadMachine<PromotionDetail, number>().provide({
  actors: {
    load: fromPromise<CallResult<PromotionDetail>, LoadParams<number>>(({ input }) =>
      contentApi.activitydeatil({ id: input.params }),
    ),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
  },
});

/**
 * The apply dialog of promotion `activityId`: the amount is sent as typed (no check, part 2 §5); the server's
 * words are toasted whatever the code (part 2 §7), and `onApplied` closes the dialog after a success.
 */
export function liveActivityApplyMachine(activityId: number, onApplied: () => void) {
  return createFormMachine<ApplyForm>().provide({
    actors: {
      submit: fromPromise<CallResult<unknown>, FormSubmit<ApplyForm>>(({ input }) =>
        withLoading(contentApi.doactivityapply({ activityid: activityId, amount: input.values.amount })),
      ),
    },
    actions: {
      notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
      succeed: (_, { message }: { message: string }) => {
        toaster.show(message || '申请成功', { kind: 'success' });
        onApplied();
      },
    },
  });
}
