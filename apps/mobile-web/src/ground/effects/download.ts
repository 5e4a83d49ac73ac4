import { safeUrl, type UrlCheck } from './safe-url.ts';

/** How long the hidden download frame stays in the page (part 1 §9). */
export const DOWNLOAD_FRAME_MS = 2000;

/**
 * Starts the app download from a server address: after {@link safeUrl} accepts it, a hidden frame (which may
 * download, nothing else) loads it and is removed after {@link DOWNLOAD_FRAME_MS}; the page itself stays.
 * Answers the check, so the caller can say why a refused address did nothing.
 */
export function startDownload(raw: string): UrlCheck {
  const checked = safeUrl(raw);
  if (!checked.ok) return checked;
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = '下载';
  frame.setAttribute('sandbox', 'allow-downloads');
  frame.dataset.download = '';
  frame.src = checked.url;
  document.body.append(frame);
  setTimeout(() => frame.remove(), DOWNLOAD_FRAME_MS);
  return checked;
}
