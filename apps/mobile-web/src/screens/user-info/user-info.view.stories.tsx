import { messages } from '@lobby/domain/messages';
import { checkProfile, PROFILE_MAX_LENGTH, type ProfileForm } from '@lobby/domain/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formAfter, typedThenSubmitted } from '../../wiring/member/member-form.stories-support.ts';
import { UserInfoView } from './user-info.view.tsx';

const EMPTY: ProfileForm = { mobile: '', email: '', birthday: '' };
const SAVED: ProfileForm = { mobile: '13800138000', email: 'demo01@example.com', birthday: '1990-05-20' };
const profile = (values: ProfileForm = SAVED) => ({ values, check: checkProfile, maxLength: PROFILE_MAX_LENGTH });

const meta = {
  title: 'Screens/UserInfo',
  component: UserInfoView,
  args: {
    vm: formAfter(profile()),
    username: 'demo01',
    realname: '张三',
    minBirthday: '1980-01-01',
    maxBirthday: '2026-01-01',
    onBack: fn(),
  },
} satisfies Meta<typeof UserInfoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The saved profile: username and real name read-only, the three fields filled, the date input bounded. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('form', { name: '个人资料' })).toBeVisible();
    await expect(screen.getAllByRole('definition').map((item) => item.textContent)).toEqual(['demo01', '张三']);
    await expect(screen.queryByRole('textbox', { name: '用户名' })).toBeNull();
    await expect(screen.getByLabelText('手机号')).toHaveValue('13800138000');
    await expect(screen.getByLabelText('邮箱')).toHaveValue('demo01@example.com');
    const birthday = screen.getByLabelText('生日');
    await expect(birthday).toHaveValue('1990-05-20');
    await expect(birthday).toHaveAttribute('type', 'date');
    await expect(birthday).toHaveAttribute('min', '1980-01-01');
    await expect(screen.getByLabelText('手机号')).toHaveAttribute('inputmode', 'numeric');
    await expect(screen.getByLabelText('邮箱')).toHaveAttribute('type', 'email');
    // The lengths the profile rules give (PROFILE_MAX_LENGTH), through the form's view model.
    await expect(screen.getByLabelText('手机号')).toHaveAttribute('maxlength', '16');
    await expect(screen.getByLabelText('邮箱')).toHaveAttribute('maxlength', '64');
    await expect(screen.getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

/** A member without a profile yet (and without a real name): empty fields, 未填写. */
export const Empty: Story = {
  args: { vm: formAfter(profile(EMPTY)), realname: '' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('未填写')).toBeVisible();
    for (const label of ['手机号', '邮箱', '生日']) await expect(screen.getByLabelText(label)).toHaveValue('');
  },
};

/** Rule 1: the mobile is named beside its field; what was typed stays. */
export const MobileError: Story = {
  args: { vm: formAfter(profile(EMPTY), typedThenSubmitted<ProfileForm>({ ...SAVED, mobile: '12345' })) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const mobile = screen.getByLabelText('手机号');
    await expect(mobile).toHaveAccessibleDescription(messages['profile.mobile']);
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(mobile).toHaveValue('12345');
    await expect(screen.getByLabelText('邮箱')).toHaveValue(SAVED.email);
  },
};

/** Rule 2: the email, once the mobile passes. */
export const EmailError: Story = {
  args: { vm: formAfter(profile(EMPTY), typedThenSubmitted<ProfileForm>({ ...SAVED, email: 'demo01' })) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByLabelText('邮箱')).toHaveAccessibleDescription(messages['profile.email']);
    await expect(screen.getByLabelText('手机号')).not.toHaveAttribute('aria-invalid');
  },
};

/** Rule 3: a missing birthday. */
export const BirthdayError: Story = {
  args: { vm: formAfter(profile(EMPTY), typedThenSubmitted<ProfileForm>({ ...SAVED, birthday: '' })) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByLabelText('生日')).toHaveAccessibleDescription(messages['profile.birthday']);
  },
};

/** Saving: the button shows busy and takes no second tap. */
export const Busy: Story = {
  args: { vm: formAfter(profile(), [{ type: 'submit' }]) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('button', { name: '保存' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByLabelText('手机号')).toHaveValue(SAVED.mobile);
  },
};
