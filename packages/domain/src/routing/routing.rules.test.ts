import { describe, expect, it } from 'vitest';
import { guardRoute } from './routing.rules.ts';

const loginPrompt = { kind: 'confirmLogin', message: '精彩内容等你来体验，快来登录吧！', to: '/login' };
const closed = { kind: 'refuse', message: '红包已关闭' };

describe('guardRoute', () => {
  it.each(['/hongbao', '/transfer', '/transfer?from=home', '/hongbao#top'])(
    'asks a visitor to log in before %s',
    (path) => {
      expect(guardRoute(path, { signedIn: false, redPacketSwitch: 1 })).toEqual(loginPrompt);
    },
  );

  it('refuses /hongbao when the red-packet switch is 0', () => {
    expect(guardRoute('/hongbao', { signedIn: true, redPacketSwitch: 0 })).toEqual(closed);
    expect(guardRoute('/hongbao?id=3', { signedIn: true, redPacketSwitch: 0 })).toEqual(closed);
  });

  it('asks to log in first when a visitor opens /hongbao with the switch off', () => {
    expect(guardRoute('/hongbao', { signedIn: false, redPacketSwitch: 0 })).toEqual(loginPrompt);
  });

  it.each([
    ['/hongbao', { signedIn: true, redPacketSwitch: 1 }],
    ['/hongbao', { signedIn: true, redPacketSwitch: null }],
    ['/transfer', { signedIn: true, redPacketSwitch: 0 }],
    ['/', { signedIn: false, redPacketSwitch: 0 }],
    ['/activity', { signedIn: false, redPacketSwitch: 1 }],
    ['/hongbaoX', { signedIn: false, redPacketSwitch: 0 }],
  ])('lets %s through for %j', (path, input) => {
    expect(guardRoute(path, input)).toEqual({ kind: 'allow' });
  });
});
