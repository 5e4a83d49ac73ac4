import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { originOf, visitRedirect } from './visit.ts';

// Node's WHATWG URL, the browser's reading of an address, as the reference (domain's types have no URL class).
const WhatwgUrl = (globalThis as unknown as { URL: new (url: string, base?: string) => { origin: string } }).URL;

const PAGE = 'https://m.example.com';

describe('originOf', () => {
  it.each([
    ['https://m.example.com', 'https://m.example.com'],
    ['https://m.example.com/', 'https://m.example.com'],
    ['HTTPS://M.Example.COM/#/home', 'https://m.example.com'],
    ['https://m.example.com:443/wap/', 'https://m.example.com'],
    ['https://m.example.com:8443', 'https://m.example.com:8443'],
    ['http://m.example.com:80', 'http://m.example.com'],
    ['http://127.0.0.1:08077/', 'http://127.0.0.1:8077'],
    ['https://user:pw@m.example.com/', 'https://m.example.com'],
    ['https://[::1]:443/', 'https://[::1]'],
    ['  https://m.example.com\n', 'https://m.example.com'],
    ['https:\\\\other.example.com\\', 'https://other.example.com'],
    ['//other.example.com/x', 'https://other.example.com'],
    ['/wap/', 'https://m.example.com'],
    ['wap', 'https://m.example.com'],
    ['https:wap', 'https://m.example.com'],
    ['http:other.example.com', 'http://other.example.com'],
  ])('%s is %s', (url, origin) => {
    expect(originOf(url, PAGE)).toBe(origin);
    expect(new WhatwgUrl(url, PAGE).origin).toBe(origin);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'https://',
    'https://host:port/',
    'https://host:70000/',
    'https://[::1/',
  ])('has no origin for %s', (url) => {
    expect(originOf(url, PAGE)).toBeNull();
  });

  it('reads nothing against a page without an origin', () => {
    expect(originOf('/wap/', 'about:blank')).toBeNull();
    expect(originOf('/wap/', 'no page')).toBeNull();
  });

  it('reads every address of the forms a back office writes as the browser does', () => {
    // Names begin with a letter: a browser reads a name ending in a number as an IPv4 address (`http://0` is
    // 0.0.0.0), which no back office writes; dotted quads are generated on their own.
    const label = fc
      .stringMatching(/^[a-zA-Z]([a-zA-Z0-9-]{0,6}[a-zA-Z0-9])?$/)
      .filter((name) => !name.toLowerCase().startsWith('xn--'));
    const host = fc.oneof(
      fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.')),
      fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.')),
    );
    const address = fc
      .record({
        scheme: fc.constantFrom('http', 'https', 'HTTP', 'Https'),
        slashes: fc.constantFrom('//', '///', '\\\\', '/\\'),
        user: fc.constantFrom('', 'user@', 'user:pw@'),
        host,
        port: fc.oneof(
          fc.constant(''),
          fc.constantFrom(':80', ':443', ':'),
          fc.integer({ min: 0, max: 65_535 }).map((port) => `:${port}`),
          fc.integer({ min: 1, max: 9999 }).map((port) => `:00${port}`),
        ),
        tail: fc.constantFrom('', '/', '/wap/', '?path=%2F', '#/home', '/index.html?x=1#y'),
      })
      .map(({ scheme, slashes, user, host, port, tail }) => `${scheme}:${slashes}${user}${host}${port}${tail}`);
    const page = fc.constantFrom(PAGE, 'http://127.0.0.1:4173', 'https://m.example.com:8443');
    fc.assert(
      fc.property(
        fc.oneof(address, fc.constantFrom('/', '/wap/', '?x', '#/', '//m.example.com/')),
        page,
        (url, base) => {
          expect(originOf(url, base)).toBe(new WhatwgUrl(url, base).origin);
        },
      ),
    );
  });
});

describe('visitRedirect', () => {
  const page = { origin: PAGE, followed: false };

  it('follows an address on another origin', () => {
    expect(visitRedirect('https://www.example.com/', page)).toBe('https://www.example.com/');
    expect(visitRedirect('http://m.example.com/', page)).toBe('http://m.example.com/');
    expect(visitRedirect('https://m.example.com:8443/', page)).toBe('https://m.example.com:8443/');
    expect(visitRedirect('javascript:alert(1)', page)).toBe('javascript:alert(1)');
  });

  it.each(['https://m.example.com', 'https://m.example.com/', 'HTTPS://M.EXAMPLE.COM:443/wap/', '/wap/'])(
    'stays when %s is where the player already is',
    (url) => {
      expect(visitRedirect(url, page)).toBeNull();
      expect(visitRedirect(url, { origin: 'https://M.example.com:443/', followed: false })).toBeNull();
    },
  );

  it('stays without an address, and once this tab has followed one', () => {
    expect(visitRedirect(null, page)).toBeNull();
    expect(visitRedirect('', page)).toBeNull();
    expect(visitRedirect('https://www.example.com/', { ...page, followed: true })).toBeNull();
  });
});
