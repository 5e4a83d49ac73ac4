import type { ReactNode } from 'react';
import { IconButton } from './button.tsx';
import { IconBack, IconService } from './icons.tsx';
import './header.css';

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Usually one {@link IconButton} or {@link IconLink}, e.g. back or download. */
  left?: ReactNode;
  /** A title text or the logo, centred. */
  title?: ReactNode;
  /** Usually one {@link IconButton} or {@link IconLink}, e.g. customer service. */
  right?: ReactNode;
}

/** The sticky top bar: left slot, centred title or logo, right slot, below the safe-area inset. */
export function Header({ left, title, right }: HeaderProps) {
  return (
    <header className="lb-header">
      <div className="lb-header__side">{left}</div>
      <div className="lb-header__title">{typeof title === 'string' ? <h1>{title}</h1> : title}</div>
      <div className="lb-header__side lb-header__side--end">{right}</div>
    </header>
  );
}

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's title (a heading), or the content of the title slot. */
  title: ReactNode;
  /** 返回: back to where the page was opened from. */
  onBack: () => void;
  /** Opens customer service; without it the bar has no service button. */
  onOpenService?: () => void;
  /** The service button's name; 在线客服 unless a page says otherwise. */
  serviceLabel?: string;
}

/**
 * The bar of a page below the shell: 返回 on the left, the title, and customer service on the right when the page
 * offers it. One component for the block every inner page wrote out (the same buttons, names and icons).
 */
export function PageHeader({ title, onBack, onOpenService, serviceLabel = '在线客服' }: PageHeaderProps) {
  return (
    <Header
      left={
        <IconButton label="返回" onClick={onBack}>
          <IconBack />
        </IconButton>
      }
      title={title}
      right={
        onOpenService && (
          <IconButton label={serviceLabel} onClick={onOpenService}>
            <IconService />
          </IconButton>
        )
      }
    />
  );
}
