import { AGENT_APPLICATION_MAX_LENGTH, type AgentApplicationForm, checkAgentApplication } from '@lobby/domain/agent';
import { messages } from '@lobby/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formAfter, typedThenSubmitted } from '../../wiring/member/member-form.stories-support.ts';
import { ApplyAgentView } from './apply-agent.view.tsx';

const EMPTY: AgentApplicationForm = { mobile: '', reason: '' };
const FILLED: AgentApplicationForm = { mobile: '13800138000', reason: '我有稳定的推广渠道' };
const start = { values: EMPTY, check: checkAgentApplication, maxLength: AGENT_APPLICATION_MAX_LENGTH };

const meta = {
  title: 'Screens/ApplyAgent',
  component: ApplyAgentView,
  args: {
    vm: formAfter(start),
    username: 'demo01',
    realname: '张三',
    onBack: fn(),
    onOpenService: fn(),
  },
} satisfies Meta<typeof ApplyAgentView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: who applies (read-only), the two fields, 立即加入 and the consult shortcut, which opens customer service. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('form', { name: '申请代理' })).toBeVisible();
    await expect(screen.getAllByRole('definition').map((item) => item.textContent)).toEqual(['demo01', '张三']);
    await expect(screen.getByLabelText('联系电话')).toHaveValue('');
    await expect(screen.getByLabelText('申请理由')).toHaveValue('');
    await expect(screen.getByLabelText('联系电话')).toHaveAttribute('maxlength', '16');
    await expect(screen.getByLabelText('申请理由')).toHaveAttribute('maxlength', '200');
    await userEvent.click(screen.getByRole('button', { name: '咨询客服' }));
    await expect(args.onOpenService).toHaveBeenCalledOnce();
  },
};

/** Filled and ready to send. */
export const Filled: Story = {
  args: { vm: formAfter({ ...start, values: FILLED }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByLabelText('联系电话')).toHaveValue(FILLED.mobile);
    await expect(screen.getByLabelText('申请理由')).toHaveValue(FILLED.reason);
  },
};

/** The mobile first: named beside its field, the reason kept. */
export const MobileError: Story = {
  args: { vm: formAfter(start, typedThenSubmitted<AgentApplicationForm>({ ...FILLED, mobile: '1234' })) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByLabelText('联系电话')).toHaveAccessibleDescription(messages['agent.mobile']);
    await expect(screen.getByLabelText('申请理由')).toHaveValue(FILLED.reason);
  },
};

/** Then the reason. */
export const ReasonError: Story = {
  args: { vm: formAfter(start, typedThenSubmitted<AgentApplicationForm>({ ...FILLED, reason: '  ' })) },
  play: async ({ canvasElement }) => {
    const reason = within(canvasElement).getByLabelText('申请理由');
    await expect(reason).toHaveAccessibleDescription(messages['agent.reasonRequired']);
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A member without a real name on file. */
export const NoRealName: Story = {
  args: { realname: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('未填写')).toBeVisible();
  },
};

/** Sending: the button is busy and takes no second tap. */
export const Busy: Story = {
  args: { vm: formAfter(start, typedThenSubmitted<AgentApplicationForm>(FILLED)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '立即加入' })).toHaveAttribute('aria-busy', 'true');
  },
};
