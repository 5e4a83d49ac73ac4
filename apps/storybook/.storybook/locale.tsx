import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect, useState } from 'react';

/** The toolbar's locales: the app's Simplified Chinese, and its Traditional Chinese build (issue #33). */
export const LOCALES = [
  { value: 'hans', title: '简体中文' },
  { value: 'hant', title: '繁體中文' },
] as const;

/** Attributes whose words a player meets (a screen reader reads them, a field shows them). */
const WORDED = ['aria-label', 'placeholder', 'title', 'alt'] as const;

/**
 * Converts every text and worded attribute under `root` now and as the story changes them, with the converter the
 * Traditional build uses (packages/domain/scripts/hant-convert.ts, loaded only when 繁體中文 is chosen). What a
 * field holds is the player's and is left alone. Unlike the build, it converts what a live story's fake platform
 * sends too (the backend's own words stay as sent in the app): read those as the backend's.
 */
async function convertUnder(root: Node): Promise<() => void> {
  const { convertText } = await import('../../../packages/domain/scripts/hant-convert.ts');
  const convertNode = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      // Words marked with a language of their own stay as written, as the build keeps them (设置's 简体中文).
      if (node.parentElement?.closest('[lang]:not(html)')) return;
      const converted = convertText(node.nodeValue ?? '');
      if (converted !== node.nodeValue) node.nodeValue = converted;
      return;
    }
    if (!(node instanceof Element)) return;
    for (const name of WORDED) {
      const value = node.getAttribute(name);
      if (value !== null && convertText(value) !== value) node.setAttribute(name, convertText(value));
    }
  };
  const convertTree = (node: Node) => {
    convertNode(node);
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let next = walker.nextNode(); next; next = walker.nextNode()) convertNode(next);
  };
  convertTree(root);
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'childList') change.addedNodes.forEach(convertTree);
      else convertNode(change.target);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: [...WORDED],
  });
  return () => observer.disconnect();
}

/** The story, shown once its words are in the chosen script (Traditional: converted, `lang="zh-Hant"`). */
function InLocale({ locale, children }: { locale: string; children: ReactNode }) {
  const [ready, setReady] = useState(locale !== 'hant');
  useLayoutEffect(() => {
    if (locale !== 'hant') return;
    document.documentElement.lang = 'zh-Hant';
    let stop = () => {};
    let stopped = false;
    void convertUnder(document.body).then((disconnect) => {
      if (stopped) disconnect();
      else stop = disconnect;
      setReady(true);
    });
    return () => {
      stopped = true;
      stop();
      document.documentElement.lang = 'zh-CN';
    };
  }, [locale]);
  return ready ? children : null;
}

/** The toolbar's 语言: every story in Simplified, or as the Traditional build words it. */
export const withLocale: Decorator = (Story, context) => (
  <InLocale locale={String(context.globals.locale ?? 'hans')}>
    <Story />
  </InLocale>
);
