import type { LoadViewModel } from '@lobby/domain/load';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TermsSheetView } from './terms-sheet.view.tsx';

const load = (over: Partial<LoadViewModel<string>>): LoadViewModel<string> => ({
  value: undefined,
  busy: false,
  refreshing: false,
  failed: false,
  empty: false,
  error: null,
  retry: fn(),
  reload: fn(),
  ...over,
});

const meta = {
  title: 'Screens/Login/Terms',
  component: TermsSheetView,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn(), articles: [] },
} satisfies Meta<typeof TermsSheetView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both articles loaded: the privacy policy and the disclaimer, sanitised, and 我知道了 back to the form. */
export const Loaded: Story = {
  args: {
    articles: [
      { type: 2, title: '隐私政策', vm: load({ value: '<p>我们重视您的隐私。</p>' }) },
      { type: 3, title: '免责声明', vm: load({ value: '<p>本站仅提供娱乐服务。</p>' }) },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '相关条款和隐私协议' });
    // SafeHtml's sanitiser loads with the first HTML: the articles show once it has come.
    await expect(await within(sheet).findByText('我们重视您的隐私。')).toBeVisible();
    await expect(await within(sheet).findByText('本站仅提供娱乐服务。')).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: '我知道了' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Still loading, and one that failed with its retry. */
export const LoadingAndFailed: Story = {
  args: {
    articles: [
      { type: 2, title: '隐私政策', vm: load({ busy: true }) },
      { type: 3, title: '免责声明', vm: load({ failed: true, error: { kind: 'network', message: '网络异常' } }) },
    ],
  },
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '相关条款和隐私协议' });
    await expect(within(sheet).getByRole('status', { name: '隐私政策加载中' })).toBeVisible();
    await expect(within(sheet).getByRole('region', { name: '免责声明' })).toHaveTextContent('网络异常');
  },
};
