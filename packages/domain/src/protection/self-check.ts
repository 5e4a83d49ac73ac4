import { assign, type SnapshotFrom, setup } from 'xstate';
import { formatMessage } from '../messages.format.ts';
import { protectionMessages } from '../messages.protection.ts';

// The Problem Gambling Severity Index (PGSI, Ferris and Wynne 2001): nine questions about the last 12 months,
// each answered never (0), sometimes (1), most of the time (2) or almost always (3), summed to 0-27.

/** The nine questions, in the index's order. */
export const SELF_CHECK_QUESTIONS: ReadonlyArray<string> = (
  ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'] as const
).map((key) => protectionMessages[`protection.selfCheck.${key}`]);

/** The answers with their scores, in order. */
export const SELF_CHECK_ANSWERS: ReadonlyArray<{ score: 0 | 1 | 2 | 3; label: string }> = ([0, 1, 2, 3] as const).map(
  (score) => ({ score, label: protectionMessages[`protection.selfCheck.a${score}`] }),
);

/** The index's bands: 0 no risk, 1-2 low, 3-7 moderate, 8 and more problem gambling. */
export type SelfCheckBand = 'none' | 'low' | 'moderate' | 'problem';

/** The result of a complete set of answers, or why there is none yet. */
export type SelfCheckResult =
  | { ok: true; score: number; band: SelfCheckBand; text: string; scoreText: string }
  | { ok: false; message: string };

/** The band of a score. */
export function bandOf(score: number): SelfCheckBand {
  if (score >= 8) return 'problem';
  if (score >= 3) return 'moderate';
  return score >= 1 ? 'low' : 'none';
}

/** Scores the answers (one per question, in order; undefined unanswered): the band's honest words, or a prompt. */
export function scoreSelfCheck(answers: ReadonlyArray<number | undefined>): SelfCheckResult {
  const complete =
    answers.length === SELF_CHECK_QUESTIONS.length &&
    answers.every((answer) => answer !== undefined && Number.isInteger(answer) && answer >= 0 && answer <= 3);
  if (!complete) return { ok: false, message: protectionMessages['protection.selfCheck.unanswered'] };
  const score = answers.reduce<number>((total, answer) => total + (answer ?? 0), 0);
  const band = bandOf(score);
  return {
    ok: true,
    score,
    band,
    text: protectionMessages[`protection.selfCheck.${band}`],
    scoreText: formatMessage(protectionMessages['protection.selfCheck.score'], { score }),
  };
}

/** What the self-check sends: an answer to a question (by index), and 查看结果. */
export type SelfCheckEvent = { type: 'answer'; index: number; score: number } | { type: 'score' };

/**
 * The self-check on /responsibleGaming (loaded when opened): the answers by question, and the result, or the prompt
 * to answer every question, once asked for; a changed answer hides an earlier result until it is asked again.
 */
export const selfCheckMachine = setup({
  types: {
    context: {} as { answers: ReadonlyArray<number | undefined>; result: SelfCheckResult | null },
    events: {} as SelfCheckEvent,
  },
}).createMachine({
  id: 'selfCheck',
  context: { answers: [], result: null },
  on: {
    answer: {
      actions: assign({
        answers: ({ context, event }) => {
          const answers = [...context.answers];
          answers[event.index] = event.score;
          return answers;
        },
        result: null,
      }),
    },
    score: { actions: assign({ result: ({ context }) => scoreSelfCheck(context.answers) }) },
  },
});

/** What the self-check's view renders. */
export type SelfCheckViewModel = {
  intro: string;
  questions: ReadonlyArray<{ text: string; answer: number | undefined }>;
  answers: typeof SELF_CHECK_ANSWERS;
  answer: (index: number, score: number) => void;
  score: () => void;
  result: SelfCheckResult | null;
};

/** The view model of a selfCheckMachine snapshot. */
export function connectSelfCheck(
  snapshot: SnapshotFrom<typeof selfCheckMachine>,
  send: (event: SelfCheckEvent) => void,
): SelfCheckViewModel {
  const { answers, result } = snapshot.context;
  return {
    intro: protectionMessages['protection.selfCheck.intro'],
    questions: SELF_CHECK_QUESTIONS.map((text, index) => ({ text, answer: answers[index] })),
    answers: SELF_CHECK_ANSWERS,
    answer: (index, score) => send({ type: 'answer', index, score }),
    score: () => send({ type: 'score' }),
    result,
  };
}
