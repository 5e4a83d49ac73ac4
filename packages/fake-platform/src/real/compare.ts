// The comparison of the differential test (differential.test.ts): two JSON answers to the same request, one from
// the platform's real backend, one from the fake's `real` kind. Plain functions, tested without a backend.

/** A JSON value's kind as the app's schemas tell them apart: text, number, flag, nothing, list or object. */
export type JsonKind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/** The kind of a parsed JSON value. */
export function kindOf(value: unknown): JsonKind {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

/**
 * The differences of shape between the backend's value and the fake's, one line each (`<path>: <what>`): a kind
 * that differs, a key only one side has; objects key by key, recursively; lists by their first elements (a list
 * empty on one side only is no difference of shape: the players' data may differ). Values are not compared.
 */
export function shapeDifferences(backend: unknown, fake: unknown, path = '$'): string[] {
  const want = kindOf(backend);
  const got = kindOf(fake);
  if (want !== got) return [`${path}: backend ${want}, fake ${got}`];
  if (want === 'array') {
    const [first] = backend as unknown[];
    const [fakeFirst] = fake as unknown[];
    return first === undefined || fakeFirst === undefined ? [] : shapeDifferences(first, fakeFirst, `${path}[0]`);
  }
  if (want !== 'object') return [];
  const a = backend as Record<string, unknown>;
  const b = fake as Record<string, unknown>;
  const lines: string[] = [];
  for (const key of Object.keys(a)) {
    if (!(key in b)) lines.push(`${path}.${key}: only in backend`);
    else lines.push(...shapeDifferences(a[key], b[key], `${path}.${key}`));
  }
  for (const key of Object.keys(b)) if (!(key in a)) lines.push(`${path}.${key}: only in fake`);
  return lines;
}

/** Money as cents from a DECIMAL string or a JSON number (`"100.10"`, `100.1`); NaN when it is neither. */
export function moneyCents(value: unknown): number {
  if (typeof value === 'number') return Math.round(value * 100);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 100);
  return Number.NaN;
}

/** One known difference: the call (its label in the test), a pattern its line matches, and why it stays. */
export type KnownDifference = { call: string | RegExp; line: RegExp; reason: string };

/**
 * Splits difference lines (`<call> <line>`) into the ones a known difference explains and the rest, and names the
 * known differences no line met (stale entries: the table must not outlive what it explains).
 */
export function explain(
  lines: ReadonlyArray<{ call: string; line: string }>,
  known: ReadonlyArray<KnownDifference>,
): { unexplained: string[]; unused: KnownDifference[] } {
  const used = new Set<KnownDifference>();
  const unexplained: string[] = [];
  for (const { call, line } of lines) {
    const match = known.find(
      (entry) =>
        (typeof entry.call === 'string' ? entry.call === call : entry.call.test(call)) && entry.line.test(line),
    );
    if (match) used.add(match);
    else unexplained.push(`${call} ${line}`);
  }
  return { unexplained, unused: known.filter((entry) => !used.has(entry)) };
}
