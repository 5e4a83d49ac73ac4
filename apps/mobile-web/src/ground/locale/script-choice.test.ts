import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseScript, SCRIPT_COOKIE, scriptMove, scriptOfLanguage, wantedScript } from './script-choice.ts';

describe('the script a language asks for', () => {
  it.each([
    ['zh-TW', 'hant'],
    ['zh-HK', 'hant'],
    ['zh-MO', 'hant'],
    ['zh-Hant', 'hant'],
    ['zh-Hant-HK', 'hant'],
    ['zh_TW', 'hant'],
    ['zh-CN', 'hans'],
    ['zh-SG', 'hans'],
    ['zh', 'hans'],
    ['zh-Hans-HK', 'hans'],
    ['en-US', undefined],
    ['ja', undefined],
  ])('%s: %s', (tag, script) => {
    expect(scriptOfLanguage(tag)).toBe(script);
  });
});

describe('the build a page should be', () => {
  it("is the player's own choice first, whatever the browser says", () => {
    expect(wantedScript('a=1; lobby_locale=hans; b=2', ['zh-TW'])).toBe('hans');
    expect(wantedScript('lobby_locale=hant', ['zh-CN'])).toBe('hant');
  });

  it("else the browser's first Chinese language", () => {
    expect(wantedScript('', ['en-GB', 'zh-HK', 'zh-CN'])).toBe('hant');
    expect(wantedScript('', ['en-GB', 'zh-CN', 'zh-TW'])).toBe('hans');
  });

  it('else Simplified, as for a cookie it does not know', () => {
    expect(wantedScript('', ['en-US', 'fr'])).toBe('hans');
    expect(wantedScript('', [])).toBe('hans');
    expect(wantedScript('lobby_locale=klingon; other_lobby_locale=hant', ['ja'])).toBe('hans');
  });
});

describe('where a page goes', () => {
  const at = (pathname: string) => ({ pathname, search: '?pid=8', hash: '#/mine' });

  it('stays when it is the wanted build', () => {
    expect(scriptMove('hans', 'hans', at('/'))).toBeNull();
    expect(scriptMove('hant', 'hant', at('/hant/'))).toBeNull();
  });

  it('goes to the same page of the other build, query and hash kept', () => {
    expect(scriptMove('hans', 'hant', at('/'))).toBe('hant/?pid=8#/mine');
    expect(scriptMove('hans', 'hant', at('/lobby/index.html'))).toBe('hant/?pid=8#/mine');
    expect(scriptMove('hant', 'hans', at('/hant/'))).toBe('../?pid=8#/mine');
    expect(scriptMove('hant', 'hans', at('/lobby/hant/index.html'))).toBe('../?pid=8#/mine');
  });

  it('stays when a deploy answers with a page of the wrong build (moving on would never end)', () => {
    // No hant/ on the server, which answers /hant/ with the root's page: /hant/hant/ would answer the same.
    expect(scriptMove('hans', 'hant', at('/hant/'))).toBeNull();
    expect(scriptMove('hant', 'hans', at('/'))).toBeNull();
  });
});

describe("设置's choice", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A page of the Simplified build at `/`: its cookie as the browser keeps the last write, and its moves. */
  function simplifiedPage() {
    const page = { document: { cookie: '', documentElement: { lang: 'zh-CN' } }, replace: vi.fn() };
    vi.stubGlobal('document', page.document);
    vi.stubGlobal('location', { pathname: '/', search: '', hash: '#/setting', replace: page.replace });
    return page;
  }

  it('is kept where the early script reads it, and shows the page in the chosen build', () => {
    const page = simplifiedPage();
    chooseScript('hant');
    expect(page.document.cookie).toMatch(new RegExp(`^${SCRIPT_COOKIE}=hant; path=/; max-age=31536000`));
    expect(wantedScript(page.document.cookie, ['zh-CN'])).toBe('hant');
    expect(page.replace).toHaveBeenCalledWith('hant/#/setting');
  });

  it("is kept without a move when it is the page's own build", () => {
    const page = simplifiedPage();
    chooseScript('hans');
    expect(wantedScript(page.document.cookie, ['zh-TW'])).toBe('hans');
    expect(page.replace).not.toHaveBeenCalled();
  });
});
