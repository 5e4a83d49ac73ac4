import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveFake, liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/message',
  ...liveMeta({ path: '/message?type=1', screen: 'message' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolls a list's last row into view until its footer says 没有更多. */
async function readToEnd(list: HTMLElement) {
  await waitFor(
    () => {
      const rows = within(list).getAllByRole('article');
      rows[rows.length - 1]?.scrollIntoView();
      expect(within(list).getByText('没有更多')).toBeVisible();
    },
    { timeout: 15_000 },
  );
  return within(list).getAllByRole('article');
}

/** demo01 reads the announcements to their end, then the internal messages (none twice); each tab keeps its list. */
export const ReadBothTabs: Story = {
  tags: ['e2e-journey'],
  parameters: { e2e: 'member-content.e2e.ts › a player reads both message tabs to their end; each tab keeps its list' },
  globals: { account: 'demo01' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: '消息中心', level: 1 }, { timeout: 10_000 })).toBeVisible();
    const notices = await screen.findByRole('region', { name: '公告' });
    await within(notices).findAllByRole('article', {}, { timeout: 10_000 });
    const noticeRows = (await readToEnd(notices)).map((row) => row.textContent);
    await expect(noticeRows).toHaveLength(15);
    await userEvent.click(screen.getByRole('tab', { name: '站内信' }));
    const inbox = await screen.findByRole('region', { name: '站内信' });
    await within(inbox).findAllByRole('article', {}, { timeout: 10_000 });
    const inboxRows = (await readToEnd(inbox)).map((row) => row.textContent);
    await expect(inboxRows).toHaveLength(15);
    // The fake, like the backend, answers every message to both tabs: each keeps only its own.
    await expect(inboxRows.filter((row) => noticeRows.includes(row))).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: '公告' }));
    await expect(within(notices).getAllByRole('article')).toHaveLength(15);
  },
};

/** The server refuses the list: the reason shows with 重试, which loads it once the fault is gone. */
export const Refused: Story = {
  globals: { account: 'demo01', fault: 'code' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('系统繁忙，请稍后再试');
    liveFake().scenarios.clear();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    const notices = await screen.findByRole('region', { name: '公告' });
    await expect((await within(notices).findAllByRole('article', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
  },
};
