import { describe, expect, it } from 'vitest';
import { apiOrigin, policyFirst, rumOrigin, withApiOrigin } from './api-origin-policy.ts';

const PAGE = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src 'self'; frame-src https:" />`;

describe('the API origin in the page policy', () => {
  it('is the page origin alone when the build names no API address', () => {
    expect(apiOrigin(undefined)).toBeNull();
    expect(apiOrigin('')).toBeNull();
    expect(withApiOrigin(PAGE, null)).toContain("connect-src 'self'; frame-src");
  });

  it('adds exactly the origin of the build API address, never a scheme or a path', () => {
    const origin = apiOrigin('https://api.example.com:8443/v1/');
    expect(origin).toBe('https://api.example.com:8443');
    expect(withApiOrigin(PAGE, origin)).toContain("connect-src 'self' https://api.example.com:8443; frame-src");
  });

  it('refuses an address that is not http(s), and a page without connect-src', () => {
    expect(() => apiOrigin('javascript:alert(1)')).toThrow(/http\(s\)/);
    expect(() => apiOrigin('not a url')).toThrow();
    expect(() => withApiOrigin('<meta content="default-src \'self\'">', null)).toThrow(/connect-src/);
  });
});

describe('the field-vitals endpoint in the page policy', () => {
  it('adds nothing for no endpoint or a path on the page origin', () => {
    expect([undefined, '', '/__fake/vitals'].map(rumOrigin)).toEqual([null, null, null]);
    expect(withApiOrigin(PAGE, null, [rumOrigin('/__fake/vitals')])).toContain("connect-src 'self'; frame-src");
  });

  it("names an absolute endpoint's origin beside the API's, once", () => {
    const rum = rumOrigin('https://rum.example.com/collect?site=lobby');
    expect(rum).toBe('https://rum.example.com');
    expect(withApiOrigin(PAGE, 'https://api.example.com', [rum])).toContain(
      "connect-src 'self' https://api.example.com https://rum.example.com; frame-src",
    );
    expect(withApiOrigin(PAGE, 'https://api.example.com', ['https://api.example.com'])).toContain(
      "connect-src 'self' https://api.example.com; frame-src",
    );
    expect(() => rumOrigin('javascript:alert(1)')).toThrow(/http\(s\)/);
  });
});

describe('the policy first in the page', () => {
  it('moves the charset and the policy before a script a plugin put at the head start', () => {
    const page = `<html><head>\n<script src="./assets/early.js"></script>\n<meta charset="UTF-8" />\n${PAGE}\n<title>x</title></head></html>`;
    const moved = policyFirst(page);
    const policyAt = moved.indexOf('Content-Security-Policy');
    expect(moved.indexOf('charset')).toBeLessThan(policyAt);
    expect(policyAt).toBeLessThan(moved.indexOf('<script'));
    expect(moved.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(moved).toContain('<title>x</title>');
  });

  it('refuses a page without its policy', () => {
    expect(() => policyFirst('<html><head><meta charset="UTF-8" /></head></html>')).toThrow(/Content-Security-Policy/);
  });
});
