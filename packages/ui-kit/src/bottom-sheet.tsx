import { type ReactNode, useId } from 'react';
import { useModalDialog } from './dialog.tsx';
import { IconClose } from './icons.tsx';
import './bottom-sheet.css';

/** Props of {@link BottomSheet}. */
export interface BottomSheetProps {
  /** Whether the sheet shows; it opens modally with `showModal`. */
  open: boolean;
  /** Called by the close button, Escape, a tap on the backdrop and the system back gesture; the owner then sets `open` to false. */
  onClose: () => void;
  /** The sheet's title and accessible name, e.g. `选择钱包`. */
  title: string;
  children?: ReactNode;
  /** Content pinned under the scrolling body (a submit button, an "add" link). */
  footer?: ReactNode;
  /** Shows the ✕ button in the header; true by default ({@link ActionSheet} has 取消 instead). */
  closeButton?: boolean;
  /** `关闭` by default: the ✕ button's name. */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal native `<dialog>` that slides up from the bottom edge: a title, a ✕ button, a body that scrolls and
 * an optional footer. Focus moves in (to the `data-autofocus` element if any) and back to the opener; Escape
 * and a tap on the backdrop close it.
 */
export function BottomSheet({
  open,
  onClose,
  title,
  children,
  footer,
  closeButton = true,
  closeLabel = '关闭',
  className,
}: BottomSheetProps) {
  const { ref, onKeyDown } = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className={className ? `lb-sheet ${className}` : 'lb-sheet'}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // The sheet's content fills the dialog box, so a click on the dialog itself is on its backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="lb-sheet__header">
        <h2 id={titleId} className="lb-sheet__title">
          {title}
        </h2>
        {closeButton && (
          <button type="button" className="lb-icon-button lb-sheet__close" aria-label={closeLabel} onClick={onClose}>
            <IconClose size={20} />
          </button>
        )}
      </div>
      <div className="lb-sheet__body">{children}</div>
      {footer && <div className="lb-sheet__footer">{footer}</div>}
    </dialog>
  );
}

/** One choice of an {@link ActionSheet}. */
export interface ActionSheetOption<V extends string | number = string> {
  value: V;
  label: string;
  disabled?: boolean;
  /** Shows the option in the danger colour (unbind, delete). */
  danger?: boolean;
}

/** Props of {@link ActionSheet}. */
export interface ActionSheetProps<V extends string | number = string> {
  open: boolean;
  /** The sheet's title and accessible name. */
  title: string;
  options: readonly ActionSheetOption<V>[];
  /** Called with the chosen option's value; the owner closes the sheet. */
  onSelect: (value: V) => void;
  /** Called by 取消, Escape and a tap on the backdrop; the owner then sets `open` to false. */
  onClose: () => void;
  /** `取消` by default. */
  cancelText?: string;
}

/** A {@link BottomSheet} listing options as buttons, with 取消 under them (focused first, the safe answer). */
export function ActionSheet<V extends string | number>({
  open,
  title,
  options,
  onSelect,
  onClose,
  cancelText = '取消',
}: ActionSheetProps<V>) {
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={title}
      closeButton={false}
      className="lb-action-sheet"
      footer={
        <button type="button" className="lb-action-sheet__option" data-autofocus onClick={onClose}>
          {cancelText}
        </button>
      }
    >
      <ul className="lb-action-sheet__list">
        {options.map((option) => (
          <li key={String(option.value)}>
            <button
              type="button"
              className={
                option.danger ? 'lb-action-sheet__option lb-action-sheet__option--danger' : 'lb-action-sheet__option'
              }
              disabled={option.disabled}
              onClick={() => onSelect(option.value)}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
