/** An amount as a form holds it: the text typed, or a number the screen already has. */
export type AmountInput = number | string | null | undefined;

/**
 * The number an amount field holds; NaN when it is empty or not a number, so every comparison with it fails.
 * (`Number('')` is 0, which would let an empty field pass a "0 or less" rule.)
 */
export function parseAmount(value: AmountInput): number {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined || value.trim() === '') return Number.NaN;
  const canonical = canonicalAmount(value, 2);
  return canonical.ok ? Number(canonical.text) : Number.NaN;
}

// Chinese keyboards type full-width digits (０-９, U+FF10-U+FF19) and the ideographic or full-width full stop for
// the decimal point; the full-width comma stays a comma, which no amount may hold.
const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
const FULL_STOP = /[。．]/g;
const FULL_WIDTH_COMMA = /，/g;

/**
 * An amount's text with what Chinese keyboards type normalised (full-width digits, 。 and ． as the point, ，
 * as a comma), never dropped: a separator that would change the amount if removed stays for the check to refuse.
 */
export function normaliseAmountText(text: string): string {
  return text
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 48))
    .replace(FULL_STOP, '.')
    .replace(FULL_WIDTH_COMMA, ',');
}

/** Why an amount's text is not an amount: not a plain decimal at all, or decimals where whole yuan are asked. */
export type AmountProblem = 'invalid' | 'notWhole';

/** An amount in its one canonical form (`"100.00"`, or `"100"` in whole yuan), or why the text is none. */
export type CanonicalAmount = { ok: true; text: string } | { ok: false; problem: AmountProblem };

const AMOUNT_TEXT = /^(\d*)(?:\.(\d*))?$/;

/**
 * The canonical form of an amount as typed, made once at submit: what the rules check, the wire carries and the
 * outcome check compares against. `places` is 2 for yuan and fen, 0 for whole yuan (transfers). `"100."` is
 * `"100.00"`; `"１００。５"` is `"100.50"`; `"100，10"`, `"1.2.3"` and blanks are invalid; `"100.50"` in whole
 * yuan is `notWhole` (never 10050 or 100), while `"100.00"` there is `"100"`.
 */
export function canonicalAmount(text: string, places: 0 | 2): CanonicalAmount {
  const match = AMOUNT_TEXT.exec(normaliseAmountText(text).trim());
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (match === null || (whole === '' && fraction === '')) return { ok: false, problem: 'invalid' };
  if (fraction.length > 2) return { ok: false, problem: 'invalid' };
  const digits = (whole === '' ? '0' : whole).replace(/^0+(?=\d)/, '');
  if (places === 0) {
    return /^0*$/.test(fraction) ? { ok: true, text: digits } : { ok: false, problem: 'notWhole' };
  }
  return { ok: true, text: `${digits}.${fraction.padEnd(2, '0')}` };
}

/**
 * The canonical text of an amount the rules have passed; the text as typed if it is none (which a passed check
 * rules out, so what is sent is never silently changed).
 */
export function canonicalText(text: string, places: 0 | 2): string {
  const canonical = canonicalAmount(text, places);
  return canonical.ok ? canonical.text : text;
}

/** The domain's wording of an amount that is not one (the spec's table has no row for it). */
export const amountMessages = {
  invalid: '请输入正确的金额',
  notWhole: '转账金额只能是整数元',
} as const satisfies Record<AmountProblem, string>;

/** The problem of a typed amount, or null when it is empty (the rule of the minimum says that) or a good one. */
export function amountProblem(value: AmountInput, places: 0 | 2): AmountProblem | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const canonical = canonicalAmount(value, places);
  return canonical.ok ? null : canonical.problem;
}
