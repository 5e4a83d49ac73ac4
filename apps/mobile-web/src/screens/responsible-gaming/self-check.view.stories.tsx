import { connectSelfCheck, type SelfCheckEvent, selfCheckMachine } from '@lobby/domain/protection';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createActor } from 'xstate';
import { SelfCheckView } from './self-check.view.tsx';

/** The self-check's view model after `events`, from the real machine. */
function vmAfter(events: SelfCheckEvent[] = []) {
  const actor = createActor(selfCheckMachine).start();
  for (const event of events) actor.send(event);
  return { ...connectSelfCheck(actor.getSnapshot(), actor.send), answer: fn(), score: fn() };
}

const answered = (scores: number[]): SelfCheckEvent[] =>
  scores.map((score, index) => ({ type: 'answer' as const, index, score }));

const meta = {
  title: 'Screens/ResponsibleGaming/SelfCheck',
  component: SelfCheckView,
  args: { vm: vmAfter() },
} satisfies Meta<typeof SelfCheckView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nine questions, each four answers; a tap answers, 查看结果 asks for the result. */
export const Questions: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    const groups = screen.getAllByRole('group');
    await expect(groups).toHaveLength(9);
    await userEvent.click(within(groups[1] as HTMLElement).getByRole('radio', { name: '经常' }));
    await expect(args.vm.answer).toHaveBeenCalledWith(1, 2);
    await userEvent.click(screen.getByRole('button', { name: '查看结果' }));
    await expect(args.vm.score).toHaveBeenCalledOnce();
  },
};

/** Not every question answered: the prompt, no score. */
export const Unanswered: Story = {
  args: { vm: vmAfter([...answered([1, 0]), { type: 'score' }]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('请回答全部问题');
  },
};

/** Scored: the score out of 27 and its band's honest words (3 to 7: moderate). */
export const Scored: Story = {
  args: { vm: vmAfter([...answered([2, 1, 0, 0, 0, 0, 1, 0, 0]), { type: 'score' }]) },
  play: async ({ canvasElement }) => {
    const result = within(canvasElement).getByRole('status');
    await expect(result).toHaveTextContent('得分 4/27');
    await expect(result).toHaveTextContent('您的回答显示中度风险');
  },
};
