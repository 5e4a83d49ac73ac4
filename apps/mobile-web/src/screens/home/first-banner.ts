/**
 * The first banner's picture as one element for as long as home shows that picture, so that the page's largest
 * paint is the same element in every load (issue #32). On a cold start index.html's early script may already show
 * it on the loading page (src/wiring/boot/early.ts): that very element is taken over, loaded or still loading, before
 * React's first commit replaces the loading page. Otherwise it is made here. Home's stand-in slide, then the
 * carousel's first slide, each take it in turn when their link mounts: the carousel's arrival moves the picture
 * instead of painting a second element. It is what `LazyImage` makes of the first banner (eager, high priority, no
 * picture once it fails); its box is home.css's `.home-banner__link > img`.
 */
export function firstBannerPicture(src: string): HTMLImageElement {
  const shown = document.querySelector<HTMLImageElement>('.boot-banner img');
  const image = shown?.getAttribute('src') === src ? shown : document.createElement('img');
  image.alt = '';
  image.fetchPriority = 'high';
  image.onerror = () => image.removeAttribute('src');
  // The shown picture keeps its address untouched: set again, it would be loaded again.
  image.src ||= src;
  return image;
}
