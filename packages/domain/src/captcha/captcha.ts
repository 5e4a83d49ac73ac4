/**
 * The fixed pool of captcha answers; the image at index i shows CAPTCHA_CODES[i]. Codes mix letters and digits
 * and leave out look-alikes (0/O/Q, 1/I/L, 2/Z, 5/S, 8/B) so a player can read them back.
 */
export const CAPTCHA_CODES = [
  'A3K7',
  '7RPX',
  'M4HW',
  '9CTE',
  'D6NU',
  'F3GY',
  'K9VR',
  '4JMA',
  'W7EC',
  'H6PT',
  'X4DN',
  'R3YF',
  'E9KJ',
  'U7WG',
  'T6MV',
  'N4CH',
  'G9AX',
  'P3RD',
  'Y7UE',
  'C6FK',
  'V4TW',
] as const;

/** How many captcha images the pool holds. */
export const captchaCount: number = CAPTCHA_CODES.length;

/** Whether two captcha codes are the same; the player may type either case. */
export function sameCaptchaCode(input: string, code: string): boolean {
  return input.toLowerCase() === code.toLowerCase();
}

/**
 * Picks a captcha index from `random` (a value in [0, 1), as Math.random gives). When `current` is a valid index
 * the pick is always a different one, so a refresh visibly changes the image.
 */
export function pickCaptcha(random: () => number, current?: number): number {
  if (current === undefined || !Number.isInteger(current) || current < 0 || current >= captchaCount) {
    return pickBelow(random, captchaCount);
  }
  const pick = pickBelow(random, captchaCount - 1);
  return pick >= current ? pick + 1 : pick;
}

function pickBelow(random: () => number, count: number): number {
  // Clamped because a caller's random source may return exactly 1 or stray outside [0, 1).
  return Math.min(Math.max(Math.floor(random() * count), 0), count - 1);
}

/** The code of the captcha at `index`, or an empty string (which matches nothing) when there is no such image. */
export function captchaCodeAt(index: number): string {
  return CAPTCHA_CODES[index] ?? '';
}

/** Whether the typed input answers the captcha shown at `index`. */
export function isCaptchaMatch(input: string, index: number): boolean {
  const code = captchaCodeAt(index);
  return code !== '' && sameCaptchaCode(input, code);
}
