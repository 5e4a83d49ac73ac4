import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import './html-popup.css';

/** The second button of an {@link HtmlPopup}, e.g. `查看更多`. */
export interface HtmlPopupAction {
  label: string;
  onClick: () => void;
}

/** Props of {@link HtmlPopup}. */
export interface HtmlPopupProps {
  open: boolean;
  /** The popup's title and accessible name, e.g. `公告`. */
  title: string;
  /** Called by the close button, Escape and the system back gesture; the owner then sets `open` to false. */
  onClose: () => void;
  /** The body; the caller puts `SafeHtml` (from `@lobby/ui-kit/safe-html`) here for server HTML. */
  children: ReactNode;
  /** An optional second button beside the close button. */
  action?: HtmlPopupAction;
  /** `关闭` by default. */
  closeText?: string;
}

/**
 * A modal {@link Dialog} for server content (notice, welcome text): title, a body that scrolls within a
 * maximum height and is reachable by keyboard, a close button (focused first) and up to one more action.
 * It does not import `SafeHtml`, so a route pays for the sanitiser only where it shows server HTML.
 */
export function HtmlPopup({ open, title, onClose, children, action, closeText = '关闭' }: HtmlPopupProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      className="lb-html-popup"
      actions={
        <>
          <Button variant={action ? 'secondary' : 'primary'} data-autofocus onClick={onClose}>
            {closeText}
          </Button>
          {action && <Button onClick={action.onClick}>{action.label}</Button>}
        </>
      }
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling body must be reachable by keyboard to scroll it (axe scrollable-region-focusable). */}
      <div className="lb-html-popup__content" tabIndex={0}>
        {children}
      </div>
    </Dialog>
  );
}
