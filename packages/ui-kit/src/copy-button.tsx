import { useRef } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import { IconCopy } from './icon/copy.tsx';
import './copy-button.css';

/**
 * Puts `text` on the clipboard: the Clipboard API where there is one and it agrees, else a hidden textarea and
 * `document.execCommand('copy')` (http origins and old Android WebViews). Resolves whether it worked. The
 * textarea goes into `host` (the open modal dialog, when copying from one: the page under it is inert).
 */
export async function copyText(text: string, host: HTMLElement = document.body): Promise<boolean> {
  if (typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, not focused, an old WebView): the textarea way may still work.
    }
  }
  return copyWithTextarea(text, host);
}

function copyWithTextarea(text: string, host: HTMLElement): boolean {
  const previous = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  // Read-only keeps the keyboard from opening on phones; fixed and transparent keeps the page from moving.
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;padding:0;border:0;opacity:0;';
  host.append(area);
  area.focus({ preventScroll: true });
  area.select();
  // iOS selects nothing with select() alone.
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (previous instanceof HTMLElement) previous.focus({ preventScroll: true });
  return copied;
}

/** Props of {@link CopyButton}. */
export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What goes on the clipboard. */
  text: string;
  /** `复制` by default: the visible label. */
  label?: string;
  /** What is copied, added to the accessible name only: `银行卡号` makes it `复制银行卡号`. */
  what?: string;
  /** Called once the text is on the clipboard; the caller shows its toast (复制成功！). */
  onCopied?: () => void;
  /** Called when neither way worked. */
  onCopyFailed?: () => void;
}

/** A small button that copies `text` and reports the outcome; it shows no message itself. */
export function CopyButton({
  text,
  label = '复制',
  what,
  onCopied,
  onCopyFailed,
  variant = 'secondary',
  className,
  ...rest
}: CopyButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <Button
      {...rest}
      ref={ref}
      variant={variant}
      className={className ? `lb-copy ${className}` : 'lb-copy'}
      // Starts with the visible label, so speech control by what is seen still works.
      aria-label={what ? `${label}${what}` : undefined}
      onClick={async () => {
        const host = ref.current?.closest('dialog') ?? document.body;
        if (await copyText(text, host)) onCopied?.();
        else onCopyFailed?.();
      }}
    >
      <IconCopy size={14} />
      {label}
    </Button>
  );
}
