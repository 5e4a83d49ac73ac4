import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenMap, screenMapRows } from './screen-map.tsx';

const meta = {
  title: 'Docs/Screen map table',
  component: ScreenMap,
} satisfies Meta<typeof ScreenMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every route of the route table has a row, a spec section (or, for a route beyond the specification, the issue that
 * asked for it), a live story and at least one view state.
 */
export const Table: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const rows = screenMapRows();
    await expect(screen.getAllByRole('row')).toHaveLength(rows.length + 1);
    await expect(rows.map((row) => row.path)).toContain('/login');
    for (const row of rows) {
      await expect(row.spec, `${row.path} names its spec section or issue`).toMatch(/^(part[12] §|issue #\d+ )/);
      await expect(row.live.length, `${row.path} has a live story`).toBeGreaterThan(0);
      await expect(row.views.length, `${row.path} has view stories`).toBeGreaterThan(0);
      await expect(row.tryIt, `${row.path} says what to try on npm start`).not.toBe('');
    }
    const login = screen.getByRole('list', { name: '/login 实时画面' });
    await expect(within(login).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      './?path=/story/live-login--log-in',
    );
    // Each live screen in the Traditional build's words too: the toolbar's 语言 in the story's address.
    const loginTraditional = screen.getByRole('list', { name: '/login 繁体中文实时画面' });
    await expect(within(loginTraditional).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      './?path=/story/live-login--log-in&globals=locale:hant',
    );
    await expect(screen.getByText(`共 ${rows.length} 个路由`)).toBeVisible();
    const withdrawal = screen.getByRole('row', { name: /^\/withdrawal/ });
    await expect(within(withdrawal).getByText(/payment password 123456/)).toBeVisible();
  },
};
