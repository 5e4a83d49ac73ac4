import { readFileSync } from 'node:fs';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { HANT_FILE, isSimplifiedSlice, renderHant, simplifiedTables } from '../scripts/gen-hant.ts';
import { hantOverrides } from '../scripts/hant-overrides.ts';
import * as hantModule from './messages.hant.ts';

const hant: Readonly<Record<string, unknown>> = { ...hantModule };

/** Character by character to Taiwan's forms, no phrases: it changes a text only where a Simplified form is left. */
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });

/** Every string of a table, by its path (`messages.deposit.amountRange`, `labels.helpArticles.0.label`). */
function texts(table: unknown, path: string): [string, string][] {
  if (typeof table === 'string') return [[path, table]];
  if (typeof table !== 'object' || table === null) return [];
  return Object.entries(table).flatMap(([key, value]) => texts(value, `${path}.${key}`));
}

/** A table with every string blanked: two tables of the same keys, order and codes have the same shape. */
function shape(table: unknown): unknown {
  if (typeof table === 'string') return '';
  if (Array.isArray(table)) return table.map(shape);
  if (typeof table === 'object' && table !== null) {
    return Object.fromEntries(Object.entries(table).map(([key, value]) => [key, shape(value)]));
  }
  return table;
}

const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('the Traditional table (messages.hant.ts)', async () => {
  const simplified = await simplifiedTables();

  it('is what `pnpm gen:hant` writes now (run it after changing a Simplified slice or an override)', async () => {
    expect(await renderHant()).toBe(readFileSync(HANT_FILE, 'utf8'));
  });

  it('has the Simplified tables keys, order and codes', () => {
    expect(Object.keys(hant).sort()).toEqual(Object.keys(simplified).sort());
    for (const [name, table] of Object.entries(simplified)) {
      expect(shape(hant[name]), name).toEqual(shape(table));
    }
  });

  it('holds every table of every Simplified slice, messages.protection.ts included', () => {
    expect(Object.keys(simplified)).toEqual(expect.arrayContaining(['labels', 'messages', 'protectionMessages']));
    expect(isSimplifiedSlice('messages.protection.ts')).toBe(true);
    expect(['messages.hant.ts', 'messages.test.ts', 'messages.hant.test.ts'].filter(isSimplifiedSlice)).toEqual([]);
  });

  it('keeps every placeholder of the Simplified text', () => {
    const traditional = new Map(Object.entries(hant).flatMap(([name, table]) => texts(table, name)));
    const all = Object.entries(simplified).flatMap(([name, table]) => texts(table, name));
    expect(all.filter(([, text]) => holes(text).length > 0).length).toBeGreaterThan(10);
    for (const [path, text] of all) expect(holes(traditional.get(path) ?? ''), path).toEqual(holes(text));
  });

  it('has no Simplified form left in any text', () => {
    for (const [path, text] of Object.entries(hant).flatMap(([name, table]) => texts(table, name))) {
      expect(toTraditional(text), path).toBe(text);
    }
  });
});

describe('the overrides (scripts/hant-overrides.ts)', () => {
  it.each(hantOverrides.map((override) => [override.cn, override.hant, override]))(
    '%s -> %s is Traditional and says why',
    (_cn, _hant, override) => {
      expect(toTraditional(override.hant)).toBe(override.hant);
      expect(override.hant).not.toBe(override.cn);
      expect(override.why.trim()).not.toBe('');
    },
  );

  it('are applied over the converter (注销账户 is closing an account, not logging out)', async () => {
    const { convertText } = await import('../scripts/gen-hant.ts');
    expect(convertText('注销账户', [])).toBe('登出賬戶');
    expect(convertText('注销账户')).toBe('註銷帳戶');
    expect(convertText('您确定要退出登录吗?')).toBe('您確定要登出嗎?');
    expect(convertText('请输入{min}-{max}之间的充值金额')).toBe('請輸入{min}-{max}之間的儲值金額');
  });
});
