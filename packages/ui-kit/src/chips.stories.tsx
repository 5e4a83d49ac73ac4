import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChipGroup, FilterChip } from './chips.tsx';

const quick = [
  { value: 1, label: '今日' },
  { value: 2, label: '昨日' },
  { value: 3, label: '近7日' },
  { value: 4, label: '本月' },
] as const;

const more = [
  { value: 1, label: '今日' },
  { value: 2, label: '近7日' },
  { value: 3, label: '近15日' },
  { value: 4, label: '近30日' },
];

const platforms = [
  { value: '', label: '全部平台' },
  { value: 'ag', label: 'AG真人', detail: 'ag' },
  { value: 'pg', label: 'PG电子', detail: 'pg' },
];

/** A record screen's filter bar: the quick row and the popup choose the same filter, each lit only for its own choice. */
function FilterBar({ onDate, onPlatform }: { onDate: (code: number) => void; onPlatform: (code: string) => void }) {
  const [date, setDate] = useState<{ code: number; from: 'row' | 'popup' }>({ code: 4, from: 'row' });
  const [platform, setPlatform] = useState('');
  const pick = (code: number, from: 'row' | 'popup') => {
    setDate({ code, from });
    onDate(code);
  };
  return (
    <div style={{ display: 'grid', gap: 8, padding: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <FilterChip
          label="游戏平台"
          options={platforms}
          value={platform}
          onChange={(code) => {
            setPlatform(code);
            onPlatform(code);
          }}
          placeholder="全部平台"
        />
        <FilterChip
          label="更多日期"
          options={more}
          value={date.from === 'popup' ? date.code : null}
          onChange={(code) => pick(code, 'popup')}
          placeholder="更多"
        />
      </div>
      <ChipGroup
        label="日期"
        options={quick}
        value={date.from === 'row' ? date.code : null}
        onChange={(code) => pick(code, 'row')}
      />
    </div>
  );
}

const meta = {
  title: 'ui-kit/Chips',
  component: FilterBar,
  args: { onDate: fn(), onPlatform: fn() },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quick row: one button pressed, a tap presses another and reports it; the pressed one does not report again. */
export const QuickRow: Story = {
  play: async ({ args, canvas }) => {
    const row = canvas.getByRole('group', { name: '日期' });
    const month = within(row).getByRole('button', { name: '本月' });
    await expect(month).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(month);
    await expect(args.onDate).not.toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: '昨日' }));
    await expect(args.onDate).toHaveBeenCalledWith(2);
    await expect(within(row).getByRole('button', { name: '昨日' })).toHaveAttribute('aria-pressed', 'true');
    await expect(month).toHaveAttribute('aria-pressed', 'false');
    for (const button of within(row).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A popup choice lights its chip and unpresses the quick row, whose codes mean other ranges. */
export const PopupChoice: Story = {
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: '更多日期 更多' });
    await expect(chip).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(chip);
    const sheet = await canvas.findByRole('dialog', { name: '更多日期' });
    await userEvent.click(within(sheet).getByRole('button', { name: '近15日' }));
    await expect(args.onDate).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('button', { name: '更多日期 近15日' })).toHaveFocus();
    const row = canvas.getByRole('group', { name: '日期' });
    for (const button of within(row).getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    }
  },
};

/** The platform chip shows the chosen option; the sheet marks it, and choosing it again reports nothing. */
export const PlatformSheet: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '游戏平台 全部平台' }));
    let sheet = await canvas.findByRole('dialog', { name: '游戏平台' });
    await expect(within(sheet).getByRole('button', { name: '全部平台' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(sheet).getByRole('button', { name: '全部平台' })).toHaveFocus();
    await userEvent.click(within(sheet).getByRole('button', { name: 'PG电子 pg' }));
    await expect(args.onPlatform).toHaveBeenCalledWith('pg');
    await userEvent.click(canvas.getByRole('button', { name: '游戏平台 PG电子' }));
    sheet = await canvas.findByRole('dialog', { name: '游戏平台' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'PG电子 pg' }));
    await expect(args.onPlatform).toHaveBeenCalledTimes(1);
    await expect(sheet).not.toBeVisible();
  },
};
