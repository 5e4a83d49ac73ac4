import { messages } from '@lobby/domain/messages';
import { checkPasswordChange, cleanPayPasswordChange, type PasswordChangeForm } from '@lobby/domain/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  formAfter,
  HELD_PAY_PASSWORD_FIELD,
  LONG_PAY_PASSWORD,
  payPasswordFieldOf,
  typedThenSubmitted,
  useLiveForm,
} from '../../wiring/member/member-form.stories-support.ts';
import { PasswordView } from './password.view.tsx';

const EMPTY: PasswordChangeForm = { current: '', next: '', confirm: '' };
const VALID: PasswordChangeForm = { current: 'demo1234', next: 'new12345', confirm: 'new12345' };
const start = { values: EMPTY, check: checkPasswordChange };
const after = (values: Partial<PasswordChangeForm>) => formAfter(start, typedThenSubmitted<PasswordChangeForm>(values));

const meta = {
  title: 'Screens/Password',
  component: PasswordView,
  args: { vm: formAfter(start), type: 1, loginMaxLength: 16, payLength: 6, onBack: fn() },
} satisfies Meta<typeof PasswordView>;
export default meta;
type Story = StoryObj<typeof meta>;

const LABELS = ['旧密码', '新密码', '确认密码'];

/** The login password, empty: three labelled password fields, each with its show/hide toggle. */
export const LoginEmpty: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '修改登录密码' })).toBeVisible();
    await expect(screen.getByRole('form', { name: '修改登录密码' })).toBeVisible();
    for (const label of LABELS) {
      await expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
      await expect(screen.getByLabelText(label)).toHaveValue('');
    }
    await expect(screen.getAllByRole('button', { name: '显示密码' })).toHaveLength(3);
    await expect(screen.getByLabelText('新密码')).toHaveAttribute('maxlength', '16');
  },
};

/**
 * The payment password, empty: the current one as the player has it (any characters, the text keyboard), the new
 * one and its confirmation six digits on the numeric keyboard.
 */
export const PayEmpty: Story = {
  args: { type: 2 },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '修改支付密码' })).toBeVisible();
    await expect(payPasswordFieldOf(screen.getByLabelText('旧密码'))).toEqual(HELD_PAY_PASSWORD_FIELD);
    for (const label of ['新密码', '确认密码']) {
      await expect(screen.getByLabelText(label)).toHaveAttribute('inputmode', 'numeric');
      await expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', '6');
      await expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'off');
    }
  },
};

/** The payment-password page on the real form (its cleaner and the seven rules). */
function LivePayPassword(props: ComponentProps<typeof PasswordView>) {
  const vm = useLiveForm({ values: EMPTY, check: checkPasswordChange, clean: cleanPayPasswordChange });
  return <PasswordView {...props} vm={vm} />;
}

/**
 * A player of the platform changes the 8+ character payment password they chose there: the current one is kept
 * whole, the new one keeps six digits of what is typed, and the change is sent.
 */
export const PayLongCurrent: Story = {
  args: { type: 2 },
  render: (args) => <LivePayPassword {...args} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText('旧密码'), LONG_PAY_PASSWORD);
    await userEvent.type(screen.getByLabelText('新密码'), '65a4321');
    await userEvent.type(screen.getByLabelText('确认密码'), '654321');
    await expect(screen.getByLabelText('旧密码')).toHaveValue(LONG_PAY_PASSWORD);
    await expect(screen.getByLabelText('新密码')).toHaveValue('654321');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await expect(screen.getByRole('button', { name: '确认修改' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Filled and ready to send. */
export const Filled: Story = {
  args: { vm: formAfter({ ...start, values: VALID }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByLabelText('新密码')).toHaveValue('new12345');
    await expect(screen.getByRole('button', { name: '确认修改' })).toBeEnabled();
  },
};

/** Rule 1: the current password is missing. */
export const CurrentRequired: Story = {
  args: { vm: after({}) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('旧密码')).toHaveAccessibleDescription(
      messages['password.currentRequired'],
    );
  },
};

/** Rule 4: the new password is too short; the others keep what was typed. */
export const NewTooShort: Story = {
  args: { vm: after({ current: 'demo1234', next: 'abc', confirm: 'abc' }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription(messages['password.nextLength']);
    await expect(screen.getByLabelText('旧密码')).toHaveValue('demo1234');
  },
};

/** Rule 6: the confirmation differs. */
export const Mismatch: Story = {
  args: { vm: after({ ...VALID, confirm: 'new12346' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('确认密码')).toHaveAccessibleDescription(
      messages['password.mismatch'],
    );
  },
};

/** Rule 7: the new password equals the current one; the form is emptied, the message stays beside 新密码. */
export const SameAsCurrent: Story = {
  args: {
    vm: formAfter(
      { ...start, clearsOn: (failure) => failure.message === messages['password.same'] },
      typedThenSubmitted<PasswordChangeForm>({ current: 'demo1234', next: 'demo1234', confirm: 'demo1234' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription(messages['password.same']);
    for (const label of LABELS) await expect(screen.getByLabelText(label)).toHaveValue('');
  },
};

/** Sending: the button is busy and takes no second tap. */
export const Busy: Story = {
  args: { vm: after(VALID), type: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '确认修改' })).toHaveAttribute('aria-busy', 'true');
  },
};
