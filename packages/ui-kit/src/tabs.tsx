import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import './tabs.css';

/** What a tab's value may be: the caller's own key (a category id, a level, a type code). */
export type TabValue = string | number;

/** One tab of {@link Tabs}. */
export interface TabItem<V extends TabValue = TabValue> {
  value: V;
  /** What the tab shows; text, or an icon with text. */
  label: ReactNode;
  /** Shown but not selectable; arrow keys skip it. */
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps<V extends TabValue = TabValue> {
  items: readonly TabItem<V>[];
  /** The selected tab's value; the owner holds it. */
  value: V;
  /** Called with the value of the tab the player chose (never with the one already selected). */
  onChange: (value: V) => void;
  /** The tab list's accessible name, e.g. `游戏分类`. */
  label: string;
  /**
   * `auto` (default): arrow keys select as they move. `manual`: they only move focus and Enter or Space
   * selects, for tabs whose selection starts a slow load.
   */
  activation?: 'auto' | 'manual';
  /** Tabs share the width equally instead of scrolling, for a few short tabs. */
  stretch?: boolean;
  /** The selected tab's panel; when given it renders in a `tabpanel` the tabs control. */
  children?: ReactNode;
  /** When the panel lives elsewhere (a carousel kept in step), its element id, for `aria-controls`. */
  panelId?: string;
  className?: string;
}

/**
 * An accessible tab list, controlled by `value`/`onChange`: roving tabindex (Tab enters on the selected tab),
 * arrow keys, Home and End; scrolls sideways on a narrow screen and keeps the selected tab in view. It renders
 * the panel only when given `children`.
 */
export function Tabs<V extends TabValue>({
  items,
  value,
  onChange,
  label,
  activation = 'auto',
  stretch = false,
  children,
  panelId,
  className,
}: TabsProps<V>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = items.findIndex((item) => item.value === value);
  const hasPanel = children !== undefined;
  const ownPanelId = `${baseId}-panel`;
  const controls = hasPanel ? ownPanelId : panelId;
  const tabId = (index: number) => `${baseId}-tab-${index}`;

  // Keeps the selected tab in view by scrolling the list only (scrollIntoView would also move the page).
  const mounted = useRef(false);
  useLayoutEffect(() => {
    // A new list starts at its beginning, where the first tab shows: no layout to read while the page first paints.
    const first = !mounted.current;
    mounted.current = true;
    if (first && selectedIndex <= 0) return;
    const list = listRef.current;
    const tab = list?.children[selectedIndex];
    if (!list || !(tab instanceof HTMLElement)) return;
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [selectedIndex]);

  const choose = (index: number) => {
    const item = items[index];
    if (item && !item.disabled && item.value !== value) onChange(item.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(listRef.current?.children ?? []) as HTMLElement[];
    const from = tabs.indexOf(event.target as HTMLElement);
    if (from < 0) return;
    // The next enabled tab from `from` in a direction, wrapping around; disabled tabs are skipped.
    const step = (direction: 1 | -1, start = from) => {
      for (let n = 1; n <= items.length; n += 1) {
        const index = (((start + direction * n) % items.length) + items.length) % items.length;
        if (!items[index]?.disabled) return index;
      }
      return undefined;
    };
    let to: number | undefined;
    if (event.key === 'ArrowRight') to = step(1);
    else if (event.key === 'ArrowLeft') to = step(-1);
    else if (event.key === 'Home') to = step(1, -1);
    else if (event.key === 'End') to = step(-1, items.length);
    if (to === undefined) return;
    event.preventDefault();
    tabs[to]?.focus();
    if (activation === 'auto') choose(to);
  };

  return (
    <div className={className ? `lb-tabs ${className}` : 'lb-tabs'}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={stretch ? 'lb-tabs__list lb-tabs__list--stretch' : 'lb-tabs__list'}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={String(item.value)}
              id={tabId(index)}
              type="button"
              role="tab"
              className="lb-tabs__tab"
              aria-selected={selected}
              aria-controls={controls}
              aria-disabled={item.disabled || undefined}
              // Roving tabindex: one tab in the Tab order, the selected one (the first enabled if none is).
              tabIndex={selected || (selectedIndex < 0 && index === items.findIndex((i) => !i.disabled)) ? 0 : -1}
              onClick={() => choose(index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {hasPanel && (
        <div
          id={ownPanelId}
          role="tabpanel"
          className="lb-tabs__panel"
          aria-labelledby={selectedIndex >= 0 ? tabId(selectedIndex) : undefined}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: the panel is reachable by Tab even when it holds nothing focusable.
          tabIndex={0}
        >
          {children}
        </div>
      )}
    </div>
  );
}
