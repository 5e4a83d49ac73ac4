// Writes the installed app's icons (public/icons/*.png) from the logo's mark, drawn by Debian's chromium: the repo
// has no image library, and the PNGs change only when the mark does. Run it by hand and commit its output:
//   node pwa/render-icons.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../tooling/chromium.ts';

/** The page's background token (--lb-color-bg in ui-kit's tokens.css): the icon's square. */
const BACKGROUND = '#0d1017';

/**
 * The logo's diamond (public/logo.svg, its 32-unit mark) on the background, scaled so the mark fills `share` of
 * the side: 0.72 for the plain icons, 0.5 for the maskable one (inside the 80 % circle a launcher may cut to).
 */
function iconSvg(size: number, share: number): string {
  const scale = (size * share) / 24;
  const offset = (size - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d58e"/><stop offset="1" stop-color="#d9a441"/></linearGradient></defs>
  <rect width="${size}" height="${size}" fill="${BACKGROUND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M4 16 16 4l12 12-12 12z" fill="url(#g)"/>
    <path d="M10 16l6-6 6 6-6 6z" fill="${BACKGROUND}"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, share: 0.72 },
  { file: 'icon-512.png', size: 512, share: 0.72 },
  { file: 'icon-maskable-512.png', size: 512, share: 0.5 },
  { file: 'apple-touch-icon.png', size: 180, share: 0.66 },
];

const out = fileURLToPath(new URL('../public/icons/', import.meta.url));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<style>body{margin:0}</style>${iconSvg(icon.size, icon.share)}`);
    writeFileSync(`${out}${icon.file}`, await page.locator('svg').screenshot({ omitBackground: false }));
  }
} finally {
  await browser.close();
}
