import { enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureMessage } from '../form/index.ts';
import { messages } from '../messages/index.ts';
import type { CallResult } from '../result/index.ts';
import { checkRebateClaim } from './rewards.rules.ts';

/** `claim` on 点击领取, with the claimable sum the page shows (the list's `nojisuan`; 0 before it loads). */
export type RebateClaimEvent = { type: 'claim'; claimable: number };

type ClaimAction = { type: 'succeed'; params: { message: string } } | { type: 'notify'; params: { message: string } };

/** What a claim's answer does: a good one succeeds with the server's words; a refused one is toasted. */
function claimActions(result: CallResult<unknown>): ClaimAction[] {
  return result.ok
    ? [{ type: 'succeed', params: { message: result.message } }]
    : [{ type: 'notify', params: { message: failureMessage(result.error) } }];
}

/**
 * The rebate claim of /fanshui (part 2 §5, §7). `claim` checks the claimable sum first: 0 or less is the toast
 * 暂无领取额度！ and no call is made. Otherwise one claim is sent (tag `busy`; further taps are ignored). A good
 * answer runs the provided `succeed` with the server's message (the screen toasts it, refreshes the user and
 * reloads the list); a refused one toasts the server's words (the network's when it gave none).
 *
 * The screen provides `claimRebate`, `notify` (an error toast) and `succeed`.
 */
export const rebateClaimMachine = setup({
  types: { events: {} as RebateClaimEvent },
  actors: {
    claimRebate: fromPromise<CallResult<unknown>>(() =>
      Promise.reject(new Error('claimRebate is provided by the screen')),
    ),
  },
  actions: {
    notify: (_, _params: { message: string }) => {},
    succeed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'rebateClaim',
  initial: 'idle',
  states: {
    idle: {
      on: {
        claim: [
          {
            guard: ({ event }) => !checkRebateClaim(event.claimable).ok,
            actions: { type: 'notify', params: { message: messages['rebate.nothingToClaim'] } },
          },
          { target: 'claiming' },
        ],
      },
    },
    claiming: {
      tags: ['busy'],
      invoke: {
        src: 'claimRebate',
        onDone: {
          target: 'idle',
          actions: enqueueActions(({ event, enqueue }) => {
            for (const action of claimActions(event.output)) enqueue(action);
          }),
        },
        // Provided calls answer with a result and never throw; a rejection still must not leave the button stuck.
        onError: { target: 'idle', actions: { type: 'notify', params: { message: messages['auth.networkError'] } } },
      },
    },
  },
});

/** A snapshot of the rebate claim. */
export type RebateClaimSnapshot = SnapshotFrom<typeof rebateClaimMachine>;
