import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BottomSheet } from './bottom-sheet.tsx';
import { CopyButton } from './copy-button.tsx';

// Stand-ins for the browser's two ways to copy, set per story in `beforeEach` and removed after it.
const writeText = fn<(text: string) => Promise<void>>();
const execCommand = fn<(command: string) => boolean>();
let copiedByCommand: string | null = null;

function withClipboard(mode: 'works' | 'refuses' | 'missing') {
  return () => {
    writeText.mockReset();
    if (mode === 'works') writeText.mockResolvedValue(undefined);
    if (mode === 'refuses')
      writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: mode === 'missing' ? undefined : { writeText },
    });
    return () => {
      // The own property shadowed the prototype's getter; removing it brings the real one back.
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  };
}

function withCopyCommand(works: boolean) {
  return () => {
    copiedByCommand = null;
    execCommand.mockReset();
    execCommand.mockImplementation((command) => {
      // What a real copy would take: the selection in the focused field.
      const field = document.activeElement;
      if (command === 'copy' && field instanceof HTMLTextAreaElement) {
        copiedByCommand = field.value.slice(field.selectionStart, field.selectionEnd);
      }
      return works;
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    return () => {
      Reflect.deleteProperty(document, 'execCommand');
    };
  };
}

const meta = {
  title: 'ui-kit/CopyButton',
  component: CopyButton,
  args: { text: '6222 0212 3456 7890', what: '银行卡号', onCopied: fn(), onCopyFailed: fn() },
  beforeEach: [withClipboard('works'), withCopyCommand(true)],
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClipboardApi: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '复制银行卡号' });
    await expect(button).toHaveTextContent('复制');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledTimes(1));
    await expect(writeText).toHaveBeenCalledWith('6222 0212 3456 7890');
    await expect(execCommand).not.toHaveBeenCalled();
    await expect(args.onCopyFailed).not.toHaveBeenCalled();
  },
};

/** The Clipboard API refuses: the hidden textarea copies instead, then leaves; focus is back on the button. */
export const ClipboardRefuses: Story = {
  beforeEach: withClipboard('refuses'),
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: '复制银行卡号' });
    await userEvent.click(button);
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledTimes(1));
    await expect(writeText).toHaveBeenCalledTimes(1);
    await expect(execCommand).toHaveBeenCalledWith('copy');
    await expect(copiedByCommand).toBe('6222 0212 3456 7890');
    await expect(canvasElement.ownerDocument.querySelector('textarea')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** An http origin: no Clipboard API at all. */
export const NoClipboardApi: Story = {
  beforeEach: withClipboard('missing'),
  args: { text: 'TRx9fW3kq8sZ2nV7yB4mD6hJ1cL5pE0aG', what: '钱包地址', label: '复制地址' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制地址钱包地址' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledTimes(1));
    await expect(copiedByCommand).toBe('TRx9fW3kq8sZ2nV7yB4mD6hJ1cL5pE0aG');
  },
};

export const BothFail: Story = {
  beforeEach: [withClipboard('missing'), withCopyCommand(false)],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制银行卡号' }));
    await waitFor(() => expect(args.onCopyFailed).toHaveBeenCalledTimes(1));
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

/** Copying from a modal sheet: the textarea goes inside the dialog, as the page under it is inert. */
export const InsideSheet: Story = {
  beforeEach: withClipboard('missing'),
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <BottomSheet open={open} title="收款信息" onClose={() => setOpen(false)}>
        <p>
          收款账号 6222 0212 3456 7890 <CopyButton {...args} />
        </p>
      </BottomSheet>
    );
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '复制银行卡号' });
    await userEvent.click(button);
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledTimes(1));
    await expect(copiedByCommand).toBe('6222 0212 3456 7890');
    await expect(button).toHaveFocus();
  },
};

/**
 * Beside a long value in a narrow row that wraps anywhere (the payment page's address, the bank's receiving
 * account): the value wraps and the button keeps 复制 on one line at its own width. The WebKit and Firefox
 * journeys found 复制 broken onto two lines at 390 px; Chromium breaks it the same way without these rules.
 */
export const BesideLongValue: Story = {
  args: { text: 'TLobbyFakeTrc20Address7Qx9mK3pZ8vN2', what: 'USDT地址' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, width: 240, overflowWrap: 'anywhere' }}>
      <span>{args.text}</span>
      <CopyButton {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '复制USDT地址' });
    const label = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
    if (!label) throw new Error('the button has no text label');
    const range = document.createRange();
    range.selectNodeContents(label);
    const lines = new Set(
      [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
    );
    await expect(lines.size).toBe(1);
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};
