import { ACTIVITIES, BANNERS, VIP_LEVELS } from './catalogue/content.ts';
import { CODE_GAMES, GAMES, VENUES } from './catalogue/games.ts';
import { BANKS, PAY_CHANNELS } from './catalogue/payments.ts';

/** Where the Node server (and the browser worker) serve the generated pictures and pages. */
export const ASSET_PREFIX = '/fake-assets/';

/** The absolute address of an asset on the origin that asked, as the backend sends full URLs. */
export function assetUrl(origin: string, name: string): string {
  return `${origin}${ASSET_PREFIX}${name}`;
}

/** One generated file: its text and content type. */
export type Asset = { body: string; type: string };

const SVG = 'image/svg+xml';
const HTML = 'text/html; charset=utf-8';

function escapeXml(text: string): string {
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

function svg(width: number, height: number, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${inner}</svg>\n`;
}

function gradient(id: string, from: string, to: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function text(x: number, y: number, size: number, content: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" text-anchor="middle" fill="#fff"${extra}>${escapeXml(content)}</text>`;
}

/** A game tile: a square with the venue's badge and the game's name. */
function tile(name: string, badge: string, seed: string): string {
  const h = hue(seed);
  return svg(
    300,
    300,
    `${gradient('g', `hsl(${h} 65% 45%)`, `hsl(${(h + 40) % 360} 70% 25%)`)}<rect width="300" height="300" rx="24" fill="url(#g)"/><circle cx="150" cy="120" r="64" fill="rgba(255,255,255,.18)"/>${text(150, 138, 48, name.slice(0, 1))}${text(150, 236, 30, name, ' font-weight="bold"')}${text(150, 272, 18, badge, ' fill-opacity=".8"')}`,
  );
}

function banner(background: string, title: string, subtitle: string): string {
  return svg(
    750,
    300,
    `${gradient('g', background, `hsl(${hue(title)} 60% 30%)`)}<rect width="750" height="300" fill="url(#g)"/><circle cx="640" cy="60" r="140" fill="rgba(255,255,255,.08)"/>${text(375, 150, 52, title, ' font-weight="bold"')}${text(375, 210, 24, subtitle, ' fill-opacity=".85"')}`,
  );
}

function icon(label: string, seed: string): string {
  const h = hue(seed);
  return svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="hsl(${h} 60% 42%)"/>${text(32, 40, label.length > 2 ? 16 : 22, label, ' font-weight="bold"')}`,
  );
}

/** A picture that looks like a QR code: finder squares and a pattern drawn from the name. */
function qr(name: string): string {
  const cells: string[] = [];
  let h = hash(name);
  for (let y = 0; y < 25; y += 1) {
    for (let x = 0; x < 25; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
      if (!inFinder && h % 2 === 0) cells.push(`M${20 + x * 8} ${20 + y * 8}h8v8h-8z`);
    }
  }
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="56" height="56"/><rect x="${x + 8}" y="${y + 8}" width="40" height="40" fill="#fff"/><rect x="${x + 16}" y="${y + 16}" width="24" height="24"/>`;
  return svg(
    240,
    240,
    `<rect width="240" height="240" fill="#fff"/><g fill="#111"><path d="${cells.join('')}"/>${finder(20, 20)}${finder(164, 20)}${finder(20, 164)}</g>`,
  );
}

function page(title: string, lines: ReadonlyArray<string>, script = ''): string {
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-content:center;gap:12px;text-align:center;font-family:sans-serif;background:#101820;color:#f5f5f5}h1{font-size:24px}p{margin:0;color:#c8d0d8}</style></head>
<body><h1>${escapeXml(title)}</h1>${lines.map((line) => `<p>${escapeXml(line)}</p>`).join('')}<p id="detail"></p>${script}</body>
</html>
`;
}

const GAME_PAGE_SCRIPT =
  "<script>var q=new URLSearchParams(location.search);document.getElementById('detail').textContent=[q.get('plat'),q.get('code')].filter(Boolean).join(' / ');</script>";

function build(): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const add = (name: string, body: string, type = SVG) => assets.set(name, { body, type });
  const venueName = (code: string) => VENUES.find((venue) => venue.code === code)?.name ?? code;
  for (const game of GAMES) add(`game-${game.code}.svg`, tile(game.name, venueName(game.platform), game.code));
  for (const list of Object.values(CODE_GAMES)) {
    for (const game of list) add(`list-${game.code}.svg`, tile(game.name, venueName(game.platform), game.code));
  }
  for (const venue of VENUES) add(`venue-${venue.code}.svg`, icon(venue.name.slice(0, 2), venue.code));
  for (const item of BANNERS) {
    const title = ACTIVITIES.find((activity) => activity.id === item.activityId)?.title ?? '欢迎来到Lobby娱乐城';
    add(`banner-${item.id}.svg`, banner(item.background, title, `精彩活动 ${item.id}/${BANNERS.length}`));
  }
  for (const activity of ACTIVITIES)
    add(`promo-${activity.id}.svg`, banner('#222a44', activity.title, activity.entitle));
  for (const bank of BANKS)
    add(`bank-${bank.code.toLowerCase()}.svg`, icon(bank.name.replace(/^中国/, '').slice(0, 2), bank.code));
  for (const channel of PAY_CHANNELS)
    if (channel.type !== 'bank') add(`qr-${channel.type}.svg`, qr(channel.merchantId));
  for (const vip of VIP_LEVELS) add(`vip-${vip.level}.svg`, icon(`V${vip.level}`, `vip${vip.level}`));
  add('game.html', page('游戏演示', ['这是假平台的游戏页面，真实平台会在这里打开游戏。'], GAME_PAGE_SCRIPT), HTML);
  add('agent.html', page('代理后台', ['这是假平台的代理登录页面。']), HTML);
  return assets;
}

let cached: Map<string, Asset> | undefined;

/** Every generated asset by file name (game tiles, banners, icons, QR pictures, the game and agent pages). */
export function generatedAssets(): ReadonlyMap<string, Asset> {
  cached ??= build();
  return cached;
}
