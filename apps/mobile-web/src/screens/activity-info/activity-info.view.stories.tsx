import type { FormViewModel } from '@lobby/domain/form';
import type { LoadViewModel } from '@lobby/domain/load';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import fallbackSrc from '../activity/promotion-fallback.svg';
import { type ActivityDetail, ActivityInfoView, type ApplyForm } from './activity-info.view.tsx';

const detail: ActivityDetail = {
  id: 1,
  title: '新人首存送100%',
  banner: fallbackSrc,
  content:
    '<p>活动期间首次存款即可获得<strong>100%</strong>彩金，最高8888元。</p><ul><li>每位会员限一次</li><li>彩金需完成10倍流水</li></ul>',
  memo: '<p>本活动最终解释权归平台所有。</p>',
  canApply: true,
};

function loadOf(patch: Partial<LoadViewModel<ActivityDetail>> = {}): LoadViewModel<ActivityDetail> {
  return {
    value: detail,
    busy: false,
    refreshing: false,
    failed: false,
    empty: false,
    error: null,
    retry: fn(),
    reload: fn(),
    ...patch,
  };
}

function applyOf(patch: Partial<FormViewModel<ApplyForm>> = {}): FormViewModel<ApplyForm> {
  return {
    values: { amount: '' },
    maxLength: {},
    busy: false,
    error: null,
    fieldError: () => undefined,
    setField: fn(),
    submit: fn(),
    reset: fn(),
    ...patch,
  };
}

const meta = {
  title: 'Screens/ActivityInfo',
  component: ActivityInfoView,
  parameters: { layout: 'fullscreen' },
  args: {
    vm: loadOf(),
    signedIn: true,
    loginHref: '/login?redirect=%2FactivityInfo%3Fid%3D1',
    apply: applyOf(),
    applyOpen: false,
    onOpenApply: fn(),
    onCloseApply: fn(),
    onBack: fn(),
    fallbackSrc,
  },
} satisfies Meta<typeof ActivityInfoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The promotion loading: its banner box and lines held in place. */
export const Loading: Story = {
  args: { vm: loadOf({ value: undefined, busy: true }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('status', { name: '加载中' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '报名参与' })).toBeNull();
  },
};

/** A signed-in player on a promotion that takes applications: the sanitised texts and 报名参与. */
export const CanApply: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '新人首存送100%', level: 2 })).toBeVisible();
    await expect(await screen.findByText(/最高8888元/)).toBeVisible();
    await expect(await screen.findByText('本活动最终解释权归平台所有。')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '报名参与' }));
    await expect(args.onOpenApply).toHaveBeenCalledOnce();
  },
};

/** A visitor: the button leads to the login, which brings them back here. */
export const LoggedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '登录后报名' });
    await expect(link).toHaveAttribute('href', '#/login?redirect=%2FactivityInfo%3Fid%3D1');
  },
};

/** A promotion without applications, for a signed-in player: no button, a plain note. */
export const NoApplication: Story = {
  args: { vm: loadOf({ value: { ...detail, canApply: false, memo: '' } }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('本活动无需报名，符合条件即可参与')).toBeVisible();
    await expect(screen.queryByRole('button', { name: '报名参与' })).toBeNull();
    await expect(screen.queryByRole('region', { name: '活动说明' })).toBeNull();
  },
};

/** The apply dialog with what the player typed; 立即申请 submits the form. */
export const ApplyDialog: Story = {
  args: { applyOpen: true, apply: applyOf({ values: { amount: '188' } }) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '活动申请' });
    await expect(within(dialog).getByRole('textbox', { name: '彩金金额' })).toHaveValue('188');
    await userEvent.click(within(dialog).getByRole('button', { name: '立即申请' }));
    await expect(args.apply.submit).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onCloseApply).toHaveBeenCalledOnce();
  },
};

/** The application under way: 立即申请 busy, 取消 held until the answer. */
export const Applying: Story = {
  args: { applyOpen: true, apply: applyOf({ values: { amount: '188' }, busy: true }) },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '活动申请' });
    await expect(within(dialog).getByRole('button', { name: '立即申请' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
  },
};

/**
 * The promotion did not load: why, and 重试. Here the backend's answer to an unknown id (code 200 with a blank
 * promotion), which the api reads as a refusal without a code and the app words 活动不存在.
 */
export const Failed: Story = {
  args: {
    vm: loadOf({ value: undefined, failed: true, error: { kind: 'server', message: '活动不存在' } }),
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('活动不存在');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(args.vm.retry).toHaveBeenCalledOnce();
  },
};
