import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Captcha } from './captcha.tsx';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'ui-kit/TextField',
  component: TextField,
  args: { label: '用户名', placeholder: '请输入用户名', autoComplete: 'username' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '用户名' });
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'player01');
    await expect(input).toHaveValue('player01');
  },
};

export const Filled: Story = { args: { defaultValue: 'player01' } };

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '用户名' })).toBeVisible();
    await expect(canvas.getByText('用户名')).toHaveClass('lb-visually-hidden');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'ab1', error: '用户名不能低于6位字符，且为字母与数字组合！' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '用户名' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('用户名不能低于6位字符，且为字母与数字组合！');
  },
};

export const PasswordHidden: Story = {
  args: { label: '密码', type: 'password', placeholder: '请输入密码', autoComplete: 'current-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('密码', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    // Shown as text, it is still typed as a password: no capital first letter, no correction, no spell check.
    await expect(input).toHaveAttribute('autocapitalize', 'none');
    await expect(input).toHaveAttribute('autocorrect', 'off');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(canvas.getByRole('button', { name: '隐藏密码' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '隐藏密码' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Controlled: the owner (a machine) decides; pressing the toggle only asks it to change. */
export const PasswordShown: Story = {
  args: {
    label: '密码',
    type: 'password',
    defaultValue: 'secret123',
    revealed: true,
    onRevealChange: fn(),
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('密码', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: '隐藏密码' }));
    await expect(args.onRevealChange).toHaveBeenCalledWith(false);
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const WithCaptcha: Story = {
  args: {
    label: '验证码',
    placeholder: '请输入验证码',
    maxLength: 4,
    autoComplete: 'off',
    end: <Captcha code="7kQ2" onRefresh={() => {}} />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '验证码' });
    await userEvent.type(input, 'abcdef');
    await expect(input).toHaveValue('abcd');
    await expect(canvas.getByRole('button', { name: '看不清？换一张' })).toBeVisible();
  },
};

export const PaymentPassword: Story = {
  args: { label: '支付密码', type: 'password', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('支付密码', { selector: 'input' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12345678');
    await expect(input).toHaveValue('123456');
  },
};

/**
 * A field never grows past its container, whatever the input's own width: Firefox counts an input's 20-character
 * width in the field's minimum width, which pushed the password and captcha fields past a 390 px screen (the
 * Firefox engine journeys found it). Here a 200 px box holds a password field and a captcha field, narrower than
 * any input's own width in any engine: each control, its toggle and its picture stay inside the box.
 */
export const NarrowContainer: Story = {
  args: { label: '密码', type: 'password', placeholder: '请输入密码' },
  render: (args) => (
    <div data-testid="box" style={{ width: 200 }}>
      <TextField {...args} />
      <TextField
        label="验证码"
        placeholder="请输入验证码"
        maxLength={4}
        end={<Captcha code="7kQ2" onRefresh={() => {}} />}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('box').getBoundingClientRect();
    const parts = [
      canvas.getByLabelText('密码', { selector: 'input' }),
      canvas.getByRole('button', { name: '显示密码' }),
      canvas.getByRole('textbox', { name: '验证码' }),
      canvas.getByRole('button', { name: '看不清？换一张' }),
      ...canvas.getByTestId('box').querySelectorAll('.lb-field__control'),
    ];
    for (const part of parts) {
      await expect(Math.round(part.getBoundingClientRect().right)).toBeLessThanOrEqual(Math.round(box.right));
    }
  },
};
