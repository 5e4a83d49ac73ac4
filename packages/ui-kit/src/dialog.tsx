import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { Button } from './button.tsx';
import type { Dialogs } from './dialog-queue.ts';
import './dialog.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog shows; it opens modally with `showModal`. */
  open: boolean;
  /** Called when the player closes it (Escape, or the system back gesture); the owner then sets `open` to false. */
  onClose?: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** The buttons; one may carry `data-autofocus` to take focus when the dialog opens. */
  actions?: ReactNode;
  /** `alertdialog` for messages that need a reply; `dialog` by default. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * Drives a native `<dialog>` as a modal owned by `open`: `showModal` when it turns true (focus goes to the
 * `data-autofocus` element if any), close and focus back to the opener when it turns false or the dialog
 * unmounts, and `onClose` on Escape or a close request (the system back gesture). Shared by {@link Dialog} and
 * `BottomSheet`; not part of the package's index.
 */
export function useModalDialog(
  open: boolean,
  onClose: (() => void) | undefined,
): { ref: RefObject<HTMLDialogElement | null>; onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void } {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wantsOpen = useRef(open);
  wantsOpen.current = open;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Opening is a passive effect: `showModal` makes the rest of the page inert and focuses, which makes the browser
  // compute the whole page's style and layout at once (35-40 ms on a 4x slowed CPU). After a render React did in
  // slices (home's popup arrives with the deferred lists) it runs in a task of its own, not in the commit's long one;
  // after a tap it still runs before the browser paints (React flushes a discrete update's effects at once).
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog || dialog.open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open]);

  // Closing stays in the commit (a layout effect): focus goes back to the opener before anything else can run.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const restoreFocus = () => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    };
    if (!open && dialog.open) {
      dialog.close();
      restoreFocus();
    }
    const onNativeClose = () => {
      // The close event comes in a task of its own: one queued by a close() before the dialog opened again (Escape,
      // then Enter at once on a busy phone) belongs to that closing, not to this open dialog.
      if (dialog.open) return;
      restoreFocus();
      if (wantsOpen.current) onCloseRef.current?.();
    };
    // A close request the dialog's own keydown never saw (Escape while focus has left for the browser's toolbar,
    // the system back gesture): the owner closes it at once. Left to the close event, which comes a task later,
    // the owner would still think it open, and a tap on the opener in between (Escape, then Enter at once) would
    // open nothing.
    const onCancel = (event: Event) => {
      if (!wantsOpen.current) return;
      event.preventDefault();
      onCloseRef.current?.();
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('cancel', onCancel);
      // Unmounted while open (the owner dropped it): close it here, as no close event will come.
      if (!wantsOpen.current || !dialog.isConnected) return;
      if (dialog.open) dialog.close();
      restoreFocus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Handled here rather than left to the browser's close request so the owner stays in charge of `open`
    // (and scripted key presses behave like real ones). Stopped so a dialog opened from inside another one
    // (a picker in a sheet) closes alone.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCloseRef.current?.();
  };

  return { ref, onKeyDown };
}

/**
 * A modal native `<dialog>`: focus moves in when it opens (to the `data-autofocus` element if any), Escape
 * closes it, and focus returns to the element that had it before.
 */
export function Dialog({ open, onClose, title, children, actions, role = 'dialog', className }: DialogProps) {
  const { ref, onKeyDown } = useModalDialog(open, onClose);
  const titleId = useId();
  const bodyId = useId();

  return (
    <dialog
      ref={ref}
      onKeyDown={onKeyDown}
      className={className ? `lb-dialog ${className}` : 'lb-dialog'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={title ? titleId : bodyId}
      aria-describedby={title ? bodyId : undefined}
    >
      {title && (
        <h2 id={titleId} className="lb-dialog__title">
          {title}
        </h2>
      )}
      <div id={bodyId} className="lb-dialog__body">
        {children}
      </div>
      {actions && <div className="lb-dialog__actions">{actions}</div>}
    </dialog>
  );
}

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  /** `确定` by default. */
  confirmText?: string;
  /** Called when the player acknowledges the message, by the button or by Escape. */
  onConfirm: () => void;
}

/** A modal message with one button; Escape acknowledges it too. */
export function AlertDialog({ open, title, message, confirmText = '确定', onConfirm }: AlertDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onConfirm}
      title={title}
      role="alertdialog"
      actions={
        <Button block data-autofocus onClick={onConfirm}>
          {confirmText}
        </Button>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  /** `确定` by default. */
  confirmText?: string;
  /** `取消` by default. */
  cancelText?: string;
  onConfirm: () => void;
  /** Called by the cancel button and by Escape. */
  onCancel: () => void;
}

/** A modal question with cancel and confirm buttons; cancel has focus first, as the safer answer. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText = '确定',
  cancelText = '取消',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" data-autofocus onClick={onCancel}>
            {cancelText}
          </Button>
          <Button onClick={onConfirm}>{confirmText}</Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}

export type { AlertOptions, ConfirmOptions, DialogRequest, Dialogs } from './dialog-queue.ts';
export { createDialogs } from './dialog-queue.ts';

/** Renders the current dialog of a {@link Dialogs} queue; mount it once at the root of the app. */
export function DialogHost({ dialogs }: { dialogs: Dialogs }) {
  const current = useSyncExternalStore(dialogs.subscribe, dialogs.getSnapshot, dialogs.getSnapshot);
  if (!current) return null;
  const { id } = current;
  if (current.kind === 'alert') {
    return (
      <AlertDialog
        key={id}
        open
        title={current.title}
        message={current.message}
        confirmText={current.confirmText}
        onConfirm={() => dialogs.settle(id, true)}
      />
    );
  }
  return (
    <ConfirmDialog
      key={id}
      open
      title={current.title}
      message={current.message}
      confirmText={current.confirmText}
      cancelText={current.cancelText}
      onConfirm={() => dialogs.settle(id, true)}
      onCancel={() => dialogs.settle(id, false)}
    />
  );
}
