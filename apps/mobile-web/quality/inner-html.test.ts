import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Server HTML enters the page through ui-kit's SafeHtml (the platform's sanitiser or DOMPurify) and nowhere else: this scan fails when
// production source anywhere in the repo writes HTML into the page another way.
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const SAFE_HTML = 'packages/ui-kit/src/safe-html.tsx';

const WRITES_HTML: [string, RegExp][] = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['innerHTML or outerHTML assignment', /\.(?:inner|outer)HTML\s*(?:\+?=)(?!=)/],
  ['insertAdjacentHTML', /insertAdjacentHTML\s*\(/],
  ['document.write', /document\.write(?:ln)?\s*\(/],
  ['createContextualFragment', /createContextualFragment\s*\(/],
  ['srcdoc', /\bsrcdoc\b|\bsrcDoc\b/],
  ['setHTML (the platform sanitiser) or setHTMLUnsafe', /\.setHTML(?:Unsafe)?\s*\(/],
];

function sources(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'generated', 'testing'].includes(entry.name)) found.push(...sources(path));
    } else if (/\.(?:ts|tsx)$/.test(entry.name) && !/\.(?:test|stories|e2e)\.tsx?$/.test(entry.name)) {
      found.push(path);
    }
  }
  return found;
}

describe('HTML reaches the page only through SafeHtml', () => {
  const files = ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(repo, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        try {
          return sources(join(repo, group, entry.name, 'src'));
        } catch {
          return [];
        }
      }),
  );

  it('scans the production source of every package', () => {
    expect(files.some((file) => file.endsWith('safe-html.tsx'))).toBe(true);
    expect(files.length).toBeGreaterThan(20);
  });

  it('finds no other place that writes HTML', () => {
    const offenders = files.flatMap((file) => {
      const path = relative(repo, file);
      if (path === SAFE_HTML) return [];
      const text = readFileSync(file, 'utf8');
      return WRITES_HTML.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${path}: ${what}`);
    });
    expect(offenders).toEqual([]);
  });
});
