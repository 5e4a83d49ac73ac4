import { messages } from '@lobby/domain/messages';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../effects/safe-url.ts';
import { authRedirect, guardStep, loginRedirect } from './route-guard.ts';

describe('authRedirect (requireAuth)', () => {
  it('sends a player without a session to /login with the full path, query included', () => {
    const to = authRedirect('/wallet?tab=2&x=a b', { requireAuth: true }, false);
    expect(to).toBe('/login?redirect=%2Fwallet%3Ftab%3D2%26x%3Da%20b');
    const redirect = new URLSearchParams(to?.split('?')[1]).get('redirect');
    expect(redirect).toBe('/wallet?tab=2&x=a b');
    // /login reads it back as an in-app path and returns there after logging in.
    expect(safeRedirectPath(redirect)).toBe('/wallet?tab=2&x=a b');
  });

  it('lets a player with a session, and any route without the flag, through', () => {
    expect(authRedirect('/wallet', { requireAuth: true }, true)).toBeNull();
    expect(authRedirect('/wallet', { requireAuth: false }, false)).toBeNull();
    expect(authRedirect('/wallet', {}, false)).toBeNull();
    expect(authRedirect('/nowhere', undefined, false)).toBeNull();
  });

  it('builds only in-app login addresses', () => {
    expect(loginRedirect('/mine')).toBe('/login?redirect=%2Fmine');
    expect(loginRedirect('/mine').startsWith('/login?')).toBe(true);
  });
});

describe('guardStep', () => {
  const out = { signedIn: false, redPacketSwitch: 1 };
  const closed = { signedIn: true, redPacketSwitch: 0 };

  it('shows what the domain allows', () => {
    expect(guardStep('/concise?type=pp', out, '/')).toEqual({ kind: 'show' });
    expect(guardStep('/transfer', { signedIn: true, redPacketSwitch: 0 }, '/')).toEqual({ kind: 'show' });
  });

  it('asks a visitor to log in and keeps them where they were', () => {
    expect(guardStep('/transfer', out, '/activity')).toEqual({
      kind: 'confirmLogin',
      message: messages['auth.loginPrompt'],
      to: '/login',
      back: '/activity',
    });
    expect(guardStep('/hongbao?x=1', out, '/concise?type=pp')).toMatchObject({ back: '/concise?type=pp' });
  });

  it('refuses the closed red packet, back home when the red packet itself was the last screen shown', () => {
    expect(guardStep('/hongbao', closed, '/mine')).toEqual({
      kind: 'refuse',
      message: messages['redPacket.closed'],
      back: '/mine',
    });
    expect(guardStep('/hongbao', closed, '/hongbao')).toMatchObject({ back: '/' });
    expect(guardStep('/hongbao', closed, null)).toMatchObject({ back: '/' });
  });
});
