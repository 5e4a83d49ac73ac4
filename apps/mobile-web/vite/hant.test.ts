import { afterAll, describe, expect, it } from 'vitest';
import { buildFixture, fixtureRoot } from './fixture-build.ts';
import { hant } from './hant.ts';

// A page whose own source (folders named as the app's) says 注销账户 and formats money, and a library outside it
// that holds Chinese too (as a backend's words would arrive: data, not the app's text).
const fixture = fixtureRoot({
  'apps/mobile-web/src/main.ts': [
    `import { LOCALE } from '../../../packages/ui-kit/src/locale.ts';`,
    `import { vendorWords } from '../../../vendor/words.ts';`,
    `console.log('注销账户', \`充值 \${1}\`, LOCALE, vendorWords);`,
    '',
  ].join('\n'),
  'packages/ui-kit/src/locale.ts': `export const LOCALE: string = 'zh-CN';\n`,
  'vendor/words.ts': `export const vendorWords = '注销账户';\n`,
});
afterAll(() => fixture.remove());

const build = (plugins: ReturnType<typeof hant>[]) =>
  buildFixture(fixture.root, { plugins, build: { rolldownOptions: { input: 'apps/mobile-web/src/main.ts' } } });

describe('the Traditional Chinese build', () => {
  it('converts the app’s own texts with the overrides, and formats for zh-TW', async () => {
    const [chunk] = await build([hant()]);
    expect(chunk?.code).toContain('註銷帳戶');
    expect(chunk?.code).toContain('儲值 ');
    expect(chunk?.code).toContain('zh-TW');
    expect(chunk?.code).not.toContain('zh-CN');
  });

  it('leaves what is not the app’s own source as it is', async () => {
    const [chunk] = await build([hant()]);
    expect(chunk?.code).toContain('"注销账户"');
  });

  it('is not there without the plugin: the Simplified build keeps every text', async () => {
    const [chunk] = await build([]);
    expect(chunk?.code).not.toContain('註銷帳戶');
    expect(chunk?.code).toContain('zh-CN');
  });

  it('says lang="zh-Hant" on the page and converts its texts', () => {
    const page = '<html lang="zh-CN"><head><title>娱乐城</title></head></html>';
    const transform = hant().transformIndexHtml as (html: string) => string;
    expect(transform(page)).toBe('<html lang="zh-Hant"><head><title>娛樂城</title></head></html>');
  });
});
