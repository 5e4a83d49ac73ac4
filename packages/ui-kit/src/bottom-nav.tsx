import type { ReactNode } from 'react';
import './bottom-nav.css';

/** One entry of the {@link BottomNav}. */
export interface BottomNavItem<K extends string = string> {
  key: K;
  label: string;
  /** Usually one of the `Icon*` components; decorative, the label names the item. */
  icon: ReactNode;
  /** Marks the item of the page on screen with `aria-current="page"`. */
  current?: boolean;
  /** Renders the item as a link to this address instead of a button. */
  href?: string;
}

/** Props of {@link BottomNav}. */
export interface BottomNavProps<K extends string = string> {
  items: readonly BottomNavItem<K>[];
  /** Called with the item's key on every press, the current item's included (the app may say it is there). */
  onSelect?: (key: K) => void;
  /** `主导航` by default. */
  label?: string;
}

/** The fixed bottom navigation: a `<nav>` of buttons (or links) above the safe-area inset. */
export function BottomNav<K extends string = string>({ items, onSelect, label = '主导航' }: BottomNavProps<K>) {
  return (
    <nav className="lb-bottom-nav" aria-label={label}>
      <ul className="lb-bottom-nav__list">
        {items.map((item) => {
          const content = (
            <>
              {item.icon}
              <span>{item.label}</span>
            </>
          );
          const current = item.current ? 'page' : undefined;
          return (
            <li key={item.key}>
              {item.href === undefined ? (
                <button
                  type="button"
                  className="lb-bottom-nav__item"
                  aria-current={current}
                  onClick={() => onSelect?.(item.key)}
                >
                  {content}
                </button>
              ) : (
                <a
                  href={item.href}
                  className="lb-bottom-nav__item"
                  aria-current={current}
                  onClick={() => onSelect?.(item.key)}
                >
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
