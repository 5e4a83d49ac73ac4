import type { ReactNode } from 'react';
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
