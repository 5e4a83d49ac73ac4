import { describe, expect, it } from 'vitest';
import { isAppOrigin, safeRedirectPath, safeUrl, UNSAFE_URL_MESSAGE } from './safe-url.ts';

const base = 'https://lobby.example/app/#/';

describe('safeUrl', () => {
  it('accepts plain http only on a page that is itself plain http', () => {
    expect(safeUrl('http://kefu.example/chat', 'http://lobby.example/#/')).toEqual({
      ok: true,
      url: 'http://kefu.example/chat',
    });
    expect(safeUrl('http://kefu.example/chat', base)).toEqual({ ok: false, message: UNSAFE_URL_MESSAGE });
    expect(safeUrl('HTTP://pay.example/return', base)).toEqual({ ok: false, message: UNSAFE_URL_MESSAGE });
  });

  it.each([
    ['https://games.example/play?id=1', 'https://games.example/play?id=1'],
    ['  https://padded.example/  ', 'https://padded.example/'],
    ['/pay/return', 'https://lobby.example/pay/return'],
  ])('accepts %s', (raw, url) => {
    expect(safeUrl(raw, base)).toEqual({ ok: true, url });
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'JAVASCRIPT:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    ' \n\t javascript:alert(1)',
    'javascript://%0Aalert(1)',
    'javascript:/*https://games.example/*/alert(1)',
    'java\rscript:alert(1)',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://lobby.example/0b6f-4c1e',
    'file:///etc/passwd',
    'ftp://files.example/x',
    'intent://scan/#Intent;scheme=zxing;end',
    '',
    '   ',
    'http://',
  ])('refuses %j with a message', (raw) => {
    expect(safeUrl(raw, base)).toEqual({ ok: false, message: UNSAFE_URL_MESSAGE });
  });

  // The URL parser does not decode HTML entities or percent-escapes in a scheme, so these are plain relative paths:
  // they open a page of this origin and can never run script.
  it.each([
    'jav&#x09;ascript:alert(1)',
    'javascript&colon;alert(1)',
    '%6Aavascript:alert(1)',
    'https:javascript:alert(1)',
  ])('keeps %j a harmless path of this origin', (raw) => {
    const checked = safeUrl(raw, base);
    expect(checked.ok && new URL(checked.url).origin).toBe('https://lobby.example');
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/mine', '/mine'],
    ['/betRecord?date=4', '/betRecord?date=4'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/mine\nx', '/'],
    ['/\tjavascript:alert(1)', '/'],
    ['\u0000/mine', '/'],
    [' /mine', '/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%j goes to %j', (raw, path) => {
    expect(safeRedirectPath(raw)).toBe(path);
  });
});

describe('isAppOrigin', () => {
  const origin = 'https://lobby.example';

  it('is true for the app origin and its paths, false for any other origin', () => {
    expect(isAppOrigin('/fake-assets/game.html', origin)).toBe(true);
    expect(isAppOrigin('https://lobby.example/pay', origin)).toBe(true);
    expect(isAppOrigin('https://lobby.example:8443/pay', origin)).toBe(false);
    expect(isAppOrigin('http://lobby.example/pay', origin)).toBe(false);
    expect(isAppOrigin('https://games.example/play', origin)).toBe(false);
    expect(isAppOrigin('http://[bad', origin)).toBe(false);
  });
});
