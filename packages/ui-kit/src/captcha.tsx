import './captcha.css';

/** Props of {@link Captcha}. */
export interface CaptchaProps {
  /** The four characters to draw. */
  code: string;
  /** Called when the player asks for another image. */
  onRefresh: () => void;
  /** `看不清？换一张` by default: the button's accessible name. */
  label?: string;
}

const INK = ['#7a1f2b', '#1f4e79', '#2f5d2a', '#6b3a8a', '#8a5a00', '#2b2b2b'];
const NOISE = ['#c98f2e', '#5b8fb9', '#b5535e', '#6aa06a', '#8c7bb5'];

// FNV-1a, so one code always hashes to the same seed.
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

// mulberry32: a tiny seeded generator, so the same code draws the same picture on every render.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// One decimal is plenty for a 100 by 40 picture and keeps the data address short.
function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function pick<T>(list: readonly T[], next: () => number): T {
  return list[Math.floor(next() * list.length)] as T;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const WIDTH = 100;
const HEIGHT = 40;

/**
 * The login captcha: the code drawn as an SVG with noise lines and dots and a tilt per character, all seeded
 * by the code. The SVG is an image's data address with empty alt, so the answer is neither in the page's text
 * nor in the accessibility tree; the button around it asks for a new one.
 */
export function Captcha({ code, onRefresh, label = '看不清？换一张' }: CaptchaProps) {
  const next = random(hash(code));
  const step = (WIDTH - 16) / Math.max(code.length, 1);
  const lines = Array.from({ length: 5 }, () => ({
    x1: round(next() * WIDTH),
    y1: round(next() * HEIGHT),
    x2: round(next() * WIDTH),
    y2: round(next() * HEIGHT),
    stroke: pick(NOISE, next),
  }));
  const dots = Array.from({ length: 24 }, () => ({
    cx: round(next() * WIDTH),
    cy: round(next() * HEIGHT),
    fill: pick(NOISE, next),
  }));
  const glyphs = Array.from(code, (char, index) => ({
    char,
    x: round(8 + step * (index + 0.5) + (next() - 0.5) * 4),
    y: round(28 + (next() - 0.5) * 6),
    angle: Math.round((next() - 0.5) * 50),
    size: 22 + Math.round(next() * 5),
    fill: pick(INK, next),
  }));
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f6eedd"/>`,
    ...lines.map(
      (line) =>
        `<line x1="${line.x1}" y1="${line.y1}" x2="${line.x2}" y2="${line.y2}" stroke="${line.stroke}" stroke-width="1.2" opacity="0.7"/>`,
    ),
    ...dots.map((dot) => `<circle cx="${dot.cx}" cy="${dot.cy}" r="0.9" fill="${dot.fill}"/>`),
    ...glyphs.map(
      (glyph) =>
        `<text x="${glyph.x}" y="${glyph.y}" fill="${glyph.fill}" font-size="${glyph.size}" font-weight="700" font-family="Georgia, serif" text-anchor="middle" transform="rotate(${glyph.angle} ${glyph.x} ${glyph.y - 8})">${escapeXml(glyph.char)}</text>`,
    ),
    '</svg>',
  ].join('');
  return (
    <button type="button" className="lb-captcha" aria-label={label} onClick={onRefresh}>
      <img src={`data:image/svg+xml,${encodeURIComponent(svg)}`} alt="" width={WIDTH} height={HEIGHT} />
    </button>
  );
}
