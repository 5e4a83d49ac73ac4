import { describe, expect, it, vi } from 'vitest';
import { visitRedirect } from './visit.ts';

const here = (url: string) => url.startsWith('https://m.example.com') || url.startsWith('/');

describe('visitRedirect', () => {
  it('follows an address on another origin', () => {
    expect(visitRedirect('https://www.example.com/', { isOwnOrigin: here, followed: false })).toBe(
      'https://www.example.com/',
    );
  });

  it('stays when the address is on the page’s own origin, as the app judges it', () => {
    const isOwnOrigin = vi.fn(here);
    expect(visitRedirect('https://m.example.com/wap/', { isOwnOrigin, followed: false })).toBeNull();
    expect(isOwnOrigin).toHaveBeenCalledWith('https://m.example.com/wap/');
  });

  it('stays without an address, and once this tab has followed one', () => {
    const page = { isOwnOrigin: here, followed: false };
    expect(visitRedirect(null, page)).toBeNull();
    expect(visitRedirect('', page)).toBeNull();
    expect(visitRedirect('https://www.example.com/', { ...page, followed: true })).toBeNull();
  });
});
