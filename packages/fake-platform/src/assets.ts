import { ACTIVITIES, BANNERS, VIP_LEVELS } from './catalogue/content.ts';
import { CODE_GAMES, GAMES, VENUES } from './catalogue/games.ts';
import { BANKS, PAY_CHANNELS } from './catalogue/payments.ts';
import { type Canvas, type Colour, canvas, circle, diagonal, fill, hex, hsl, png, roundedRect } from './picture.ts';

/** Where the Node server (and the browser worker) serve the generated pictures and pages. */
export const ASSET_PREFIX = '/fake-assets/';

/** The absolute address of an asset on the origin that asked, as the backend sends full URLs. */
export function assetUrl(origin: string, name: string): string {
  return `${origin}${ASSET_PREFIX}${name}`;
}

/** One generated file: its bytes (a picture) or text (a page), and its content type. */
export type Asset = { body: Uint8Array | string; type: string };

const PNG = 'image/png';
const HTML = 'text/html; charset=utf-8';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A stable 32-bit hash, so a name always gets the same colours and pattern. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

function hue(name: string): number {
  return hash(name) % 360;
}

const WHITE = (alpha: number): Colour => [255, 255, 255, alpha];

/** A bar where a picture's text would be, as long as the text: the pictures carry no letters (see picture.ts). */
function label(target: Canvas, centreX: number, top: number, height: number, text: string, alpha: number): void {
  const width = Math.min(target.width - 2 * height, height * 0.9 * Math.max(2, [...text].length));
  fill(target, roundedRect(centreX - width / 2, top, width, height, height / 2), WHITE(alpha));
}

/** A game tile: a square in the game's colours with a medallion, the name's bar and the venue's. */
function tile(name: string, badge: string, seed: string): Uint8Array {
  const h = hue(seed);
  const picture = canvas(300, 300);
  fill(picture, roundedRect(0, 0, 300, 300, 24), diagonal(picture, hsl(h, 65, 45), hsl((h + 40) % 360, 70, 25)));
  fill(picture, circle(150, 120, 64), WHITE(0.18));
  fill(picture, circle(150, 120, 26), WHITE(0.85));
  label(picture, 150, 208, 32, name, 0.9);
  label(picture, 150, 256, 18, badge, 0.55);
  return png(picture);
}

function banner(background: string, title: string, subtitle: string): Uint8Array {
  const picture = canvas(750, 300);
  fill(picture, roundedRect(0, 0, 750, 300, 0), diagonal(picture, hex(background), hsl(hue(title), 60, 30)));
  fill(picture, circle(640, 60, 140), WHITE(0.08));
  label(picture, 375, 106, 56, title, 0.9);
  label(picture, 375, 190, 26, subtitle, 0.6);
  return png(picture);
}

function icon(text: string, seed: string): Uint8Array {
  const picture = canvas(64, 64);
  fill(picture, roundedRect(0, 0, 64, 64, 14), hsl(hue(seed), 60, 42));
  label(picture, 32, 24, 16, text, 0.9);
  return png(picture);
}

/** A picture that looks like a QR code: finder squares and a pattern drawn from the name. */
function qr(name: string): Uint8Array {
  const picture = canvas(240, 240);
  const black: Colour = [17, 17, 17, 1];
  fill(picture, roundedRect(0, 0, 240, 240, 0), WHITE(1));
  let h = hash(name);
  for (let y = 0; y < 25; y += 1) {
    for (let x = 0; x < 25; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
      if (!inFinder && h % 2 === 0) fill(picture, roundedRect(20 + x * 8, 20 + y * 8, 8, 8, 0), black);
    }
  }
  for (const [x, y] of [
    [20, 20],
    [164, 20],
    [20, 164],
  ] as const) {
    fill(picture, roundedRect(x, y, 56, 56, 0), black);
    fill(picture, roundedRect(x + 8, y + 8, 40, 40, 0), WHITE(1));
    fill(picture, roundedRect(x + 16, y + 16, 24, 24, 0), black);
  }
  return png(picture);
}

function page(title: string, lines: ReadonlyArray<string>, script = ''): string {
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-content:center;gap:12px;text-align:center;font-family:sans-serif;background:#101820;color:#f5f5f5}h1{font-size:24px}p{margin:0;color:#c8d0d8}</style></head>
<body><h1>${escapeHtml(title)}</h1>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p id="detail"></p>${script}</body>
</html>
`;
}

const GAME_PAGE_SCRIPT =
  "<script>var q=new URLSearchParams(location.search);document.getElementById('detail').textContent=[q.get('plat'),q.get('code')].filter(Boolean).join(' / ');</script>";

/** How to make each asset, by name: a picture takes a few milliseconds, so each is made when first asked for. */
function recipes(): Map<string, () => Asset> {
  const assets = new Map<string, () => Asset>();
  const add = (name: string, body: () => Uint8Array | string, type = PNG) =>
    assets.set(name, () => ({ body: body(), type }));
  const venueName = (code: string) => VENUES.find((venue) => venue.code === code)?.name ?? code;
  for (const game of GAMES) add(`game-${game.code}.png`, () => tile(game.name, venueName(game.platform), game.code));
  for (const list of Object.values(CODE_GAMES)) {
    for (const game of list) add(`list-${game.code}.png`, () => tile(game.name, venueName(game.platform), game.code));
  }
  for (const venue of VENUES) add(`venue-${venue.code}.png`, () => icon(venue.name.slice(0, 2), venue.code));
  for (const item of BANNERS) {
    const title = ACTIVITIES.find((activity) => activity.id === item.activityId)?.title ?? '欢迎来到Lobby娱乐城';
    add(`banner-${item.id}.png`, () => banner(item.background, title, `精彩活动 ${item.id}/${BANNERS.length}`));
  }
  for (const activity of ACTIVITIES)
    add(`promo-${activity.id}.png`, () => banner('#222a44', activity.title, activity.entitle));
  for (const bank of BANKS)
    add(`bank-${bank.code.toLowerCase()}.png`, () => icon(bank.name.replace(/^中国/, '').slice(0, 2), bank.code));
  for (const channel of PAY_CHANNELS)
    if (channel.type !== 'bank') add(`qr-${channel.type}.png`, () => qr(channel.merchantId));
  for (const vip of VIP_LEVELS) add(`vip-${vip.level}.png`, () => icon(`V${vip.level}`, `vip${vip.level}`));
  add(
    'game.html',
    () => page('游戏演示', ['这是假平台的游戏页面，真实平台会在这里打开游戏。'], GAME_PAGE_SCRIPT),
    HTML,
  );
  add('agent.html', () => page('代理后台', ['这是假平台的代理登录页面。']), HTML);
  return assets;
}

let known: Map<string, () => Asset> | undefined;
const made = new Map<string, Asset>();

/** One generated asset by file name, made at its first request and kept; undefined for a name the fake has not. */
export function generatedAsset(name: string): Asset | undefined {
  known ??= recipes();
  const recipe = known.get(name);
  if (!recipe) return undefined;
  const asset = made.get(name) ?? recipe();
  made.set(name, asset);
  return asset;
}

/** The names of every generated asset (game tiles, banners, icons, QR pictures, the game and agent pages). */
export function generatedAssetNames(): readonly string[] {
  known ??= recipes();
  return [...known.keys()];
}
