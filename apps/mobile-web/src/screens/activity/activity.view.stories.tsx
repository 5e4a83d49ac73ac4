import type { ActivityViewModel } from '@lobby/domain/activity';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivityView, type ActivityViewPromotion } from './activity.view.tsx';
import fallbackSrc from './promotion-fallback.svg';

const promotion = (id: number, title: string, banner = fallbackSrc): ActivityViewPromotion => ({
  id,
  title,
  banner,
  createdAt: `2026-11-${String(10 + id).padStart(2, '0')} 12:00:00`,
  isActive: true,
});

const promotions = [
  promotion(1, '新人首存送100%'),
  promotion(2, '每日签到领彩金'),
  promotion(3, '周末充值加赠10%', '/missing-banner.png'),
];

const tabs = (selected: number | null) =>
  [
    { id: null, name: '全部优惠' },
    { id: 1, name: '新人专享' },
    { id: 2, name: '日常优惠' },
    { id: 3, name: 'VIP专属' },
  ].map((tab) => ({ ...tab, selected: tab.id === selected }));

function vmOf(patch: Partial<ActivityViewModel<ActivityViewPromotion>> = {}): ActivityViewModel<ActivityViewPromotion> {
  return {
    tabs: tabs(null),
    promotions: promotions.map((item) => ({ promotion: item, path: `/activityInfo?id=${item.id}` })),
    busy: false,
    failed: false,
    empty: false,
    typesFailed: false,
    select: fn(),
    retry: fn(),
    ...patch,
  };
}

const meta = {
  title: 'Screens/Activity',
  component: ActivityView,
  parameters: { layout: 'fullscreen' },
  args: { vm: vmOf(), signedIn: false, errorMessage: '', typesErrorMessage: '', fallbackSrc },
} satisfies Meta<typeof ActivityView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the login offer, all offers selected, each promotion links to its detail page. */
export const LoggedOut: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('link', { name: '登录 / 注册' })).toHaveAttribute('href', '#/login');
    await expect(screen.getByRole('tab', { name: '全部优惠', selected: true })).toBeVisible();
    const list = screen.getByRole('region', { name: '全部优惠' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '#/activityInfo?id=1');
    await expect(links[0]).toHaveTextContent('新人首存送100%');
    await expect(links[0]).toHaveTextContent('2026-11-11 12:00:00');
    await userEvent.click(screen.getByRole('tab', { name: '日常优惠' }));
    await expect(args.vm.select).toHaveBeenCalledWith(2);
  },
};

/** A player: no login offer; another category selected. */
export const LoggedIn: Story = {
  args: { signedIn: true, vm: vmOf({ tabs: tabs(2) }) },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.queryByRole('link', { name: '登录 / 注册' })).toBeNull();
    await expect(screen.getByRole('region', { name: '日常优惠' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: '全部优惠' }));
    await expect(args.vm.select).toHaveBeenCalledWith(null);
  },
};

/** The list loading: skeleton cards in the banners' boxes, announced as loading. */
export const Loading: Story = {
  args: { vm: vmOf({ busy: true, promotions: [] }) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: '全部优惠' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getByRole('status')).toHaveTextContent('加载中');
    await expect(within(list).queryAllByRole('link')).toHaveLength(0);
  },
};

/** A category without listed promotions. */
export const Empty: Story = {
  args: { vm: vmOf({ empty: true, promotions: [], tabs: tabs(3) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无优惠活动，敬请期待')).toBeVisible();
  },
};

/** The list failed: why, with 重试. */
export const Failed: Story = {
  args: { vm: vmOf({ failed: true, promotions: [] }), errorMessage: '网络异常，请检查网络后重试！' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('网络异常，请检查网络后重试！');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.vm.retry).toHaveBeenCalledOnce();
  },
};

/** The menu failed: all offers alone, why, with 重试; the list still shows. */
export const MenuFailed: Story = {
  args: {
    vm: vmOf({ typesFailed: true, tabs: [{ id: null, name: '全部优惠', selected: true }] }),
    typesErrorMessage: '服务器繁忙，请稍后重试',
  },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getAllByRole('tab')).toHaveLength(1);
    const alert = screen.getByRole('alert');
    await expect(alert).toHaveTextContent('服务器繁忙，请稍后重试');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.vm.retry).toHaveBeenCalledOnce();
    await expect(within(screen.getByRole('region', { name: '全部优惠' })).getAllByRole('link')).toHaveLength(3);
  },
};
