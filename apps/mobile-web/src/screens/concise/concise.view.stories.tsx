import { type ConciseContext, type ConciseGame, connectConcise, createConciseMachine } from '@lobby/domain/concise';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConciseView } from './concise.view.tsx';
import bannerSrc from './concise-banner.svg';
import fallbackSrc from './game-fallback.svg';

// Each state is a snapshot of the real machine, so every state shown is one a player can reach.
const fishing: ConciseGame[] = ['捕鱼大亨', '龙王捕鱼', '金蟾捕鱼', '深海捕鱼', '李逵劈鱼', '大圣闹海'].map(
  (name, i) => ({
    platform: 'obgdy',
    gameCode: `obgdy_0${i + 1}`,
    category: 'fishing',
    name,
    image: i === 2 ? '/broken.png' : fallbackSrc,
  }),
);

const machine = createConciseMachine<ConciseGame>();

/** A snapshot of the real machine in one of its states (as `resolveState` builds it), turned into the view model. */
function vmAt(
  value: 'loading' | 'failed' | { ready: 'shown' | 'empty' },
  context: Partial<ConciseContext<ConciseGame>>,
) {
  const snapshot = machine.resolveState({ value, context: { code: 'obgdy', lists: {}, error: null, ...context } });
  return { vm: connectConcise(snapshot, () => {}), error: snapshot.context.error?.message ?? '' };
}

const base = { bannerSrc, fallbackSrc, onBack: fn(), onOpenService: fn() };
const loading = vmAt('loading', {});
const filled = vmAt({ ready: 'shown' }, { lists: { obgdy: fishing } });
const empty = vmAt({ ready: 'empty' }, { code: 'ae', lists: { ae: [] } });
const failed = vmAt('failed', { code: 'pp', error: { kind: 'server', message: '平台维护中，请稍后再试', code: 201 } });
const offline = vmAt('failed', { error: { kind: 'network', message: '网络异常，请检查网络后重试！' } });

const meta = {
  title: 'Screens/Concise',
  component: ConciseView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConciseView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fishing list while it loads: a skeleton grid, announced as loading. */
export const Loading: Story = {
  args: { ...base, vm: loading.vm, title: '捕鱼游戏', errorMessage: '' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('status')).toHaveTextContent('加载中');
    await expect(screen.getByRole('region', { name: '捕鱼游戏' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryAllByRole('link')).toHaveLength(0);
  },
};

/** The fishing list: the one tab, six games, each a link to the game page; a broken picture shows the fallback. */
export const Filled: Story = {
  args: { ...base, vm: filled.vm, title: '捕鱼游戏', errorMessage: '' },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('tab', { name: '捕鱼', selected: true })).toBeVisible();
    const games = within(screen.getByRole('region', { name: '捕鱼游戏' })).getAllByRole('link');
    await expect(games).toHaveLength(6);
    await expect(games[1]).toHaveAttribute('href', '#/gamePage?name=obgdy&type=fishing&code=obgdy_02');
    await expect(games[1]).toHaveTextContent('龙王捕鱼');
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '客服' }));
    await expect(args.onOpenService).toHaveBeenCalledOnce();
  },
};

/** A code without games (ae here): the list says so. */
export const Empty: Story = {
  args: { ...base, vm: empty.vm, title: 'AE真人', errorMessage: '' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('暂无游戏，敬请期待')).toBeVisible();
    await expect(screen.getByRole('tab', { name: '捕鱼' })).toHaveAttribute('aria-selected', 'false');
  },
};

/** The server refused the list (code other than 200): its message (also toasted) with 重试. */
export const ServerError: Story = {
  args: { ...base, vm: failed.vm, title: 'PP电子', errorMessage: failed.error },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('平台维护中，请稍后再试');
    await expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** No network: the list says so in Chinese, with 重试. */
export const Offline: Story = {
  args: { ...base, vm: offline.vm, title: '捕鱼游戏', errorMessage: offline.error },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试！');
  },
};
