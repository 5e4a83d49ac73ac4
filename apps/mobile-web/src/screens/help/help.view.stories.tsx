import type { LoadViewModel } from '@lobby/domain/load';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HelpView } from './help.view.tsx';
import { HelpArticleView } from './help-article.view.tsx';

const entries = [
  { type: 7, title: '关于我们' },
  { type: 1, title: '常见问题' },
  { type: 2, title: '隐私政策' },
  { type: 3, title: '免责声明' },
  { type: 4, title: '联系我们' },
  { type: 5, title: '代理加盟' },
  { type: 8, title: '博彩责任' },
];

const meta = {
  title: 'Screens/Help',
  component: HelpView,
  parameters: { layout: 'fullscreen' },
  args: { entries, onBack: fn(), onOpenService: fn() },
} satisfies Meta<typeof HelpView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The help centre: the greeting, the seven articles in the spec's order, back, and the human service footer. */
export const Centre: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'Hi，亲爱的会员' })).toBeVisible();
    const links = within(screen.getByRole('navigation', { name: '帮助文章' })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(entries.map((entry) => entry.title));
    await expect(links[1]).toHaveAttribute('href', '#/boutBallBetInfo?type=1');
    await userEvent.click(screen.getByRole('button', { name: '联系人工客服' }));
    await expect(args.onOpenService).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

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

const article = '<h2>如何存款？</h2><p>登录后点击首页的<strong>存款</strong>，选择支付方式并填写金额。</p>';

/** An article: its title, the sanitised HTML, then the way to a person. */
export const Article: StoryObj<typeof HelpArticleView> = {
  render: (args) => <HelpArticleView {...args} />,
  args: { title: '常见问题', vm: load({ value: article }), onBack: fn(), onOpenService: fn() },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: '常见问题', level: 1 })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { name: '如何存款？' })).toBeVisible());
    await expect(screen.getByRole('button', { name: '联系人工客服' })).toBeVisible();
  },
};

/** Loading: placeholders, no footer yet. */
export const ArticleLoading: StoryObj<typeof HelpArticleView> = {
  render: (args) => <HelpArticleView {...args} />,
  args: { title: '隐私政策', vm: load({ busy: true }), onBack: fn(), onOpenService: fn() },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('status', { name: '加载中' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '联系人工客服' })).toBeNull();
  },
};

/** The back office has no text for this article: said so, and no footer (the spec shows it only with content). */
export const ArticleEmpty: StoryObj<typeof HelpArticleView> = {
  render: (args) => <HelpArticleView {...args} />,
  args: { title: '免责声明', vm: load({ value: '', empty: true }), onBack: fn(), onOpenService: fn() },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('暂无内容')).toBeVisible();
    await expect(screen.queryByRole('button', { name: '联系人工客服' })).toBeNull();
  },
};

/** The call failed: the reason and 重试. */
export const ArticleFailed: StoryObj<typeof HelpArticleView> = {
  render: (args) => <HelpArticleView {...args} />,
  args: {
    title: '联系我们',
    vm: load({ failed: true, error: { kind: 'network', message: '网络异常，请检查网络后重试！' } }),
    onBack: fn(),
    onOpenService: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试！');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(args.vm.retry).toHaveBeenCalledOnce();
  },
};
