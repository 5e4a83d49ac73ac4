// The fake's pictures as the backend has them: PNG files (its answers point at `uploads/*.png`). A few shapes
// painted into RGBA pixels with smooth edges, and a PNG writer; `fflate` deflates, in Node and in the browser
// worker alike. There is no text in them: text needs a font, and the app names every picture beside it anyway.
import { zlibSync } from 'fflate';

/** A colour: red, green, blue (0-255) and opacity (0-1). */
export type Colour = readonly [r: number, g: number, b: number, a: number];

/** RGBA pixels, row by row from the top, transparent at first. */
export type Canvas = { width: number; height: number; pixels: Uint8Array };

/** A transparent canvas of `width` x `height` pixels. */
export function canvas(width: number, height: number): Canvas {
  return { width, height, pixels: new Uint8Array(width * height * 4) };
}

/** `hsl(h s% l%)` as an opaque colour. */
export function hsl(hue: number, saturation: number, lightness: number): Colour {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4), 1];
}

/** `#rrggbb` as an opaque colour. */
export function hex(text: string): Colour {
  const value = Number.parseInt(text.replace(/^#/, ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255, 1];
}

/**
 * A shape: what it covers of the pixel centred at (x, y) (1 inside, 0 outside, in between across one pixel of
 * edge), and the box outside which it covers nothing (left, top, right, bottom).
 */
export type Shape = { cover: (x: number, y: number) => number; box: readonly [number, number, number, number] };

const edge = (distance: number) => Math.min(1, Math.max(0, 0.5 - distance));

/** A disc centred at (cx, cy) of radius `r`. */
export function circle(cx: number, cy: number, r: number): Shape {
  return {
    cover: (x, y) => edge(Math.hypot(x - cx, y - cy) - r),
    box: [cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1],
  };
}

/** A rectangle with corners rounded by `r` (a signed distance to its outline). */
export function roundedRect(left: number, top: number, width: number, height: number, r: number): Shape {
  const halfW = width / 2;
  const halfH = height / 2;
  const cx = left + halfW;
  const cy = top + halfH;
  return {
    cover(x, y) {
      const dx = Math.abs(x - cx) - halfW + r;
      const dy = Math.abs(y - cy) - halfH + r;
      const outside = Math.hypot(Math.max(dx, 0), Math.max(dy, 0));
      return edge(outside + Math.min(Math.max(dx, dy), 0) - r);
    },
    box: [left - 1, top - 1, left + width + 1, top + height + 1],
  };
}

/** A colour that changes along the diagonal from the top left (`from`) to the bottom right (`to`). */
export function diagonal(target: Canvas, from: Colour, to: Colour): (x: number, y: number) => Colour {
  // One array for every pixel: `fill` reads it before asking for the next.
  const colour: [number, number, number, number] = [0, 0, 0, 0];
  return (x, y) => {
    const t = (x / target.width + y / target.height) / 2;
    for (let i = 0; i < 4; i += 1) colour[i] = (from[i] as number) + ((to[i] as number) - (from[i] as number)) * t;
    return colour;
  };
}

/** Paints `shape` over what is there ("source over"), in one colour or a colour per pixel. */
export function fill(target: Canvas, shape: Shape, colour: Colour | ((x: number, y: number) => Colour)): void {
  const { width, height, pixels } = target;
  const [left, top, right, bottom] = shape.box;
  for (let y = Math.max(0, Math.floor(top)); y < Math.min(height, Math.ceil(bottom)); y += 1) {
    for (let x = Math.max(0, Math.floor(left)); x < Math.min(width, Math.ceil(right)); x += 1) {
      const cover = shape.cover(x + 0.5, y + 0.5);
      if (cover === 0) continue;
      const [r, g, b, a] = typeof colour === 'function' ? colour(x, y) : colour;
      const alpha = a * cover;
      const at = (y * width + x) * 4;
      const below = (pixels[at + 3] as number) / 255;
      const out = alpha + below * (1 - alpha);
      // What shows of the pixel below, in the blend; none when the paint is opaque.
      const under = out === 0 ? 0 : (below * (1 - alpha)) / out;
      const over = out === 0 ? 0 : alpha / out;
      pixels[at] = Math.round(r * over + (pixels[at] as number) * under);
      pixels[at + 1] = Math.round(g * over + (pixels[at + 1] as number) * under);
      pixels[at + 2] = Math.round(b * over + (pixels[at + 2] as number) * under);
      pixels[at + 3] = Math.round(out * 255);
    }
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 255] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * The canvas as a PNG file: 8-bit RGBA, each row but the first filtered by the row above ("Up": a gradient's rows
 * then differ by little and deflate to little), zlib level 9.
 */
export function png({ width, height, pixels }: Canvas): Uint8Array {
  const stride = width * 4;
  const filtered = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (stride + 1);
    const start = y * stride;
    filtered[row] = y === 0 ? 0 : 2;
    if (y === 0) filtered.set(pixels.subarray(0, stride), 1);
    else {
      for (let i = 0; i < stride; i += 1) {
        filtered[row + 1 + i] = (pixels[start + i] as number) - (pixels[start - stride + i] as number);
      }
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(filtered, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ];
  const file = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    file.set(part, offset);
    offset += part.length;
  }
  return file;
}
