import { Button, ButtonLink, Dialog } from '@lobby/ui-kit';

/** Where the blocking notice leads: a bank card, or the USDT bind popup at once. */
export const BIND_LINKS = { bankCard: '#/addBankCard', usdt: '#/wallet?type=2&show=1' } as const;

/** Props of {@link BindNoticeView}. */
export type BindNoticeViewProps = {
  open: boolean;
  /** The notice's text (您还没有绑定任何钱包卡，请绑定). */
  text: string;
  /** 关闭 and Escape: the player leaves the page. */
  onClose: () => void;
};

/** The blocking notice of a player with no bound account: 关闭, or a link to bind a bank card or a USDT address. */
export function BindNoticeView({ open, text, onClose }: BindNoticeViewProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title="温馨提示"
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            关闭
          </Button>
          <ButtonLink href={BIND_LINKS.bankCard}>绑定银行卡</ButtonLink>
          <ButtonLink href={BIND_LINKS.usdt}>绑定USDT地址</ButtonLink>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
