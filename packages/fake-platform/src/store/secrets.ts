/**
 * How the store keeps passwords and session tokens: never as they are. A password is kept as a salted SHA-256
 * (`sha256$<salt>$<digest>`), a bearer token as its SHA-256, and the store finds a member by the digest of the
 * token a request presents. The store runs in the browser too (Storybook) and is synchronous, so this is a small
 * synchronous SHA-256 over UTF-8, with no `node:` import and no dependency.
 *
 * What it is for: the data file holds nothing a reader could log in with. What it is not: a defence against
 * guessing. One SHA-256 per guess is fast, and a pay password has six digits; the real backend's bcrypt is slow on
 * purpose. For a local fake, keeping the secrets out of the file is the point.
 */

// The first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4, 4.2.2).
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

// The first 32 bits of the fractional parts of the square roots of the first 8 primes (FIPS 180-4, 5.3.3).
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** The SHA-256 digest of `bytes` (FIPS 180-4). */
export function sha256(bytes: Uint8Array): Uint8Array {
  // Padding: a 1 bit, zeros, then the length in bits as a 64-bit big-endian number, to a multiple of 64 bytes.
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = bytes.length * 8;
  view.setUint32(padded.length - 8, Math.floor(bits / 0x1_0000_0000));
  view.setUint32(padded.length - 4, bits >>> 0);

  const h = H0.slice();
  const w = new Uint32Array(64);
  for (let block = 0; block < blocks; block++) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block * 64 + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] ?? 0;
      const b = w[i - 2] ?? 0;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const choice = (e & f) ^ (~e & g);
      const t1 = (hh + s1 + choice + (K[i] ?? 0) + (w[i] ?? 0)) >>> 0;
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (s0 + majority) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    const next = [a, b, c, d, e, f, g, hh];
    for (let i = 0; i < 8; i++) h[i] = ((h[i] ?? 0) + (next[i] ?? 0)) >>> 0;
  }
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  for (let i = 0; i < 8; i++) out.setUint32(i * 4, h[i] ?? 0);
  return digest;
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const encoder = new TextEncoder();

/** The SHA-256 of a text's UTF-8 bytes, in lower-case hex. */
export function sha256Hex(text: string): string {
  return hex(sha256(encoder.encode(text)));
}

/** A fresh random salt: 16 bytes in hex, from the platform's cryptographic source (Node and browsers alike). */
export function randomSalt(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}

/** A salt made from what names a seeded member, so the seed stays the same snapshot on every run. */
export function seedSalt(...parts: ReadonlyArray<string | number>): string {
  return sha256Hex(`lobby-seed-salt:${parts.join(':')}`).slice(0, 32);
}

const HASH_PREFIX = 'sha256$';

/** A password as the store keeps it: `sha256$<salt>$<SHA-256 of salt, ":" and the password>`. */
export function hashPassword(password: string, salt: string = randomSalt()): string {
  return `${HASH_PREFIX}${salt}$${sha256Hex(`${salt}:${password}`)}`;
}

/** Whether two texts are equal, taking as long whatever they hold (only their lengths show). */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Whether `password` is the one `stored` ({@link hashPassword}) was made from; never for an empty or odd `stored`. */
export function passwordMatches(stored: string, password: string): boolean {
  if (!stored.startsWith(HASH_PREFIX)) return false;
  const [salt, digest] = stored.slice(HASH_PREFIX.length).split('$');
  if (!salt || !digest) return false;
  return sameText(hashPassword(password, salt), stored);
}

/** A bearer token as the store keeps it: its SHA-256 in hex ('' for no token). A token is random, so no salt. */
export function tokenDigest(token: string): string {
  return token ? sha256Hex(token) : '';
}
