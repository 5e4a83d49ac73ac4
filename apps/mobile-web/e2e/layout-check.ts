// The layout check that runs inside the page, shared by the Chromium layout suite (layout.e2e.ts) and the other
// engines' journeys (engines/journeys.ts). It is one self-contained function with no imports and nothing from its
// module's scope, because the engines send its source text to the page.

/**
 * What is wrong with the layout now, in words a failure message can show: the page wider than the viewport, a
 * button or field past the edge or cutting its own content, a label broken onto a second line.
 */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const root = document.documentElement;
  if (root.scrollWidth > width + 1) problems.push(`the page is ${root.scrollWidth} px wide in ${width} px`);
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 24)}"`;
  const scrollsSideways = (element: Element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowX;
      if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return true;
    }
    return false;
  };
  const controls = document.querySelectorAll('button, a.lb-button, input, select, textarea');
  for (const element of controls) {
    const box = element.getBoundingClientRect();
    // Visually hidden controls (a file input behind its label) are 1 px on purpose.
    if (box.width <= 1 || box.height <= 1 || element.closest('[hidden]')) continue;
    if (!scrollsSideways(element) && (box.right > width + 1 || box.left < -1)) {
      problems.push(`${name(element)} runs past the edge (${Math.round(box.left)}..${Math.round(box.right)})`);
    }
    if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') {
      problems.push(`${name(element)} cuts its content (${element.scrollWidth} in ${element.clientWidth})`);
    }
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) continue;
    // A label that breaks onto a second line: one text node whose line boxes do not share a line. (A picture
    // above a name, or a name above a hint, is a layout, not a break.)
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if ((text.textContent ?? '').trim() === '') continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const tops = new Set<number>();
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      if (tops.size > 1) problems.push(`${name(element)} breaks "${text.textContent?.trim()}" onto ${tops.size} lines`);
    }
  }
  return problems;
}
