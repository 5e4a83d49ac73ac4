import { describe, expect, it } from 'vitest';
import { safeRedirectPath, safeUrl, UNSAFE_URL_MESSAGE } from './safe-url.ts';

const base = 'https://lobby.example/app/#/';

describe('safeUrl', () => {
  it.each([
    ['https://games.example/play?id=1', 'https://games.example/play?id=1'],
    ['http://kefu.example/chat', 'http://kefu.example/chat'],
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
    'file:///etc/passwd',
    '',
    '   ',
    'http://',
  ])('refuses %j with a message', (raw) => {
    expect(safeUrl(raw, base)).toEqual({ ok: false, message: UNSAFE_URL_MESSAGE });
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
  ])('%j goes to %j', (raw, path) => {
    expect(safeRedirectPath(raw)).toBe(path);
  });
});
