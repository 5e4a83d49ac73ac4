import { connectForm, createFormMachine } from '@lobby/domain/form';
import { checkLimitForm, type LimitForm } from '@lobby/domain/protection';
import {
  connectResponsibleGaming,
  type ResponsibleGamingEvent,
  type ResponsibleGamingInput,
  responsibleGamingMachine,
} from '@lobby/domain/responsible-gaming';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createActor } from 'xstate';
import { ResponsibleGamingView } from './responsible-gaming.view.tsx';

/** The page's view model after `events`, from the real machine (its words, its intervals). */
function pageVm(input: Partial<ResponsibleGamingInput> = {}, events: ResponsibleGamingEvent[] = []) {
  const actor = createActor(responsibleGamingMachine, { input: { interval: 60, profile: 'standard', ...input } });
  actor.start();
  for (const event of events) actor.send(event);
  const send = fn();
  return { ...connectResponsibleGaming(actor.getSnapshot(), send), chooseInterval: fn(), takeBreak: fn() };
}

/** The limits form's view model with `values` typed, after a submit when `submitted`. */
function limitsVm(values: LimitForm, submitted = false) {
  const actor = createActor(createFormMachine<LimitForm>(), { input: { values, check: checkLimitForm } });
  actor.start();
  if (submitted) actor.send({ type: 'submit' });
  return { ...connectForm(actor.getSnapshot(), actor.send), submit: fn() };
}

const limitFields = [
  { period: 'day', label: '24小时存款限额', pending: null },
  { period: 'week', label: '7天存款限额', pending: '7天存款限额将于 2026-11-29 10:00 调整为 ¥3,000.00' },
  { period: 'month', label: '30天存款限额', pending: null },
] as const;

const meta = {
  title: 'Screens/ResponsibleGaming',
  component: ResponsibleGamingView,
  parameters: { layout: 'fullscreen' },
  args: {
    vm: pageVm(),
    limits: limitsVm({ day: '', week: '1000', month: '' }),
    limitFields,
    onAccount: false,
    exclusionRequest: '您好，我申请自我排除（在此期间禁止登录和存款），账号：demo01。请协助办理，谢谢。',
    onCopied: fn(),
    selfCheck: null,
    onOpenSelfCheck: fn(),
    onBack: fn(),
    onOpenService: fn(),
  },
} satisfies Meta<typeof ResponsibleGamingView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens: 18+, the intervals with 60 chosen, the limits with a raise waiting, a break, the self-check. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '负责任博彩', level: 1 })).toBeVisible();
    await expect(screen.getByText('理性娱乐，未成年人禁止参与')).toBeVisible();
    await expect(screen.getByText('此设置仅在本设备上生效')).toBeVisible();
    const intervals = screen.getByRole('group', { name: '现实检查间隔' });
    await expect(within(intervals).getByRole('radio', { name: '60分钟' })).toBeChecked();
    await userEvent.click(within(intervals).getByRole('radio', { name: '15分钟' }));
    await expect(args.vm.chooseInterval).toHaveBeenCalledWith(15);
    await expect(screen.getByText('7天存款限额将于 2026-11-29 10:00 调整为 ¥3,000.00')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '暂停7天' }));
    await expect(args.vm.takeBreak).toHaveBeenCalledWith(7);
    await userEvent.click(screen.getByRole('button', { name: '开始自我评估' }));
    await expect(args.onOpenSelfCheck).toHaveBeenCalledOnce();
  },
};

/** A backend that keeps the limits and breaks on the player's account: the page says where each setting lives. */
export const OnAccount: Story = {
  args: { onAccount: true },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      screen.getByText('存款限额和暂停已保存在您的账户中，在所有设备上生效；现实检查间隔仅在本设备上生效'),
    ).toBeVisible();
    await expect(screen.queryByText('此设置仅在本设备上生效')).toBeNull();
  },
};

/** The strict profile: no 关闭 among the intervals. */
export const Strict: Story = {
  args: { vm: pageVm({ profile: 'strict' }) },
  play: async ({ canvasElement }) => {
    const intervals = within(canvasElement).getByRole('group', { name: '现实检查间隔' });
    await expect(within(intervals).queryByRole('radio', { name: '关闭' })).toBeNull();
    await expect(within(intervals).getAllByRole('radio')).toHaveLength(5);
  },
};

/** A limit that cannot be read: its message beside it, what was typed kept. */
export const LimitRefused: Story = {
  args: { limits: limitsVm({ day: '1.234', week: '', month: '' }, true) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const field = screen.getByLabelText('24小时存款限额');
    await expect(field).toHaveValue('1.234');
    await expect(field).toHaveAccessibleDescription('请输入正确的限额金额，最多两位小数');
  },
};

/** A break is being asked about: its buttons wait. */
export const Asking: Story = {
  args: { vm: pageVm({}, [{ type: 'break.take', days: 1 }]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '暂停24小时' })).toBeDisabled();
  },
};
