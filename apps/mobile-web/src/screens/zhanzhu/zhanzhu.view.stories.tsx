import type { LoadViewModel } from '@lobby/domain/load';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpArticleView } from '../help/help-article.view.tsx';

const load = (patch: Partial<LoadViewModel<string>>): LoadViewModel<string> => ({
  value: undefined,
  busy: false,
  refreshing: false,
  failed: false,
  empty: false,
  error: null,
  retry: fn(),
  reload: fn(),
  ...patch,
});

const sponsorships =
  '<p><strong>星河足球俱乐部 · 官方区域合作伙伴</strong>2024—2027赛季，主场看台与球衣袖标均有我们的标识。</p>' +
  '<p><strong>城市电竞公开赛 · 冠名赞助</strong>支持本土电竞新人，总奖金池100万元。</p>';

// /zhanzhu shows the sponsorship article in the help articles' view: these are its states with its title.
const meta = {
  title: 'Screens/Sponsorship',
  component: HelpArticleView,
  parameters: { layout: 'fullscreen' },
  args: { title: '品牌赞助', vm: load({ value: sponsorships }), onBack: fn(), onOpenService: fn() },
} satisfies Meta<typeof HelpArticleView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sponsorships, sanitised, then the way to customer service. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '品牌赞助', level: 1 })).toBeVisible();
    const article = screen.getByRole('article', { name: '品牌赞助' });
    await expect(await within(article).findByText('星河足球俱乐部 · 官方区域合作伙伴')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '联系人工客服' }));
    await expect(args.onOpenService).toHaveBeenCalledOnce();
  },
};

/** Loading: skeleton lines. */
export const Loading: Story = {
  args: { vm: load({ busy: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

/** The back office has no sponsorship article. */
export const Empty: Story = {
  args: { vm: load({ empty: true, value: '' }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('暂无内容')).toBeVisible();
    await expect(screen.queryByRole('button', { name: '联系人工客服' })).toBeNull();
  },
};

/** The call failed: why, with 重试. */
export const Failed: Story = {
  args: { vm: load({ failed: true, error: { kind: 'network', message: '网络异常，请检查网络后重试！' } }) },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('网络异常，请检查网络后重试！');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.vm.retry).toHaveBeenCalledOnce();
  },
};
