// What a copy button says (part 2 §8: 复制成功！), shared by the money screens' copy buttons.
import { shellMessages } from '@lobby/domain/messages';
import { toaster } from './effects.ts';

/** Said when neither clipboard way worked: the text is still on screen to copy by hand. */
export const COPY_FAILED = '复制失败，请长按手动复制';

/** The copy buttons' callbacks: 复制成功！ as a success toast, or how to copy by hand. */
export const copyNotices = {
  onCopied: () => toaster.show(shellMessages['copy.done'], { kind: 'success' }),
  onCopyFailed: () => toaster.show(COPY_FAILED, { kind: 'error' }),
} as const;
