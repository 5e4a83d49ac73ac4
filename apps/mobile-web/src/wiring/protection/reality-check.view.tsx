import { Button, Dialog } from '@lobby/ui-kit';

/** Props of {@link RealityCheckView}. */
export type RealityCheckViewProps = {
  open: boolean;
  title: string;
  /** `您本次已登录 1小时05分`. */
  elapsed: string;
  /** The session's result, its reading, or why it cannot be read. */
  result: string;
  continueLabel: string;
  recordsLabel: string;
  logoutLabel: string;
  /** The way to 负责任博彩 (the interval, limits, a break). */
  toolsLabel: string;
  onContinue: () => void;
  onTools: () => void;
  onRecords: () => void;
  onLogout: () => void;
};

/**
 * The reality check: a modal alertdialog (the page behind is inert: no game opens, no deposit is sent) with the time
 * since sign-in and the session's result, and the way to 负责任博彩; 继续 has the focus, Escape is 继续 too.
 */
export function RealityCheckView(props: RealityCheckViewProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onContinue}
      role="alertdialog"
      title={props.title}
      actions={
        <>
          <Button variant="secondary" onClick={props.onLogout}>
            {props.logoutLabel}
          </Button>
          <Button variant="secondary" onClick={props.onRecords}>
            {props.recordsLabel}
          </Button>
          <Button data-autofocus onClick={props.onContinue}>
            {props.continueLabel}
          </Button>
        </>
      }
    >
      <p>{props.elapsed}</p>
      <p>{props.result}</p>
      <Button variant="ghost" onClick={props.onTools}>
        {props.toolsLabel}
      </Button>
    </Dialog>
  );
}
