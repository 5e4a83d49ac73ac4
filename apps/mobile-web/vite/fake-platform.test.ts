import { describe, expect, it } from 'vitest';
import { devPolicy, fakePlatform } from './fake-platform.ts';

const POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; connect-src 'self'">`;

describe('the fake platform in the dev server', () => {
  it('belongs to the dev server only, so no build contains the fake', () => {
    expect(fakePlatform().apply).toBe('serve');
  });

  it('lets the dev page run React Refresh’s inline preamble, and changes nothing else of the policy', () => {
    expect(devPolicy(POLICY)).toBe(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'unsafe-inline'; connect-src 'self'">`,
    );
    expect(fakePlatform().transformIndexHtml).toBe(devPolicy);
  });
});
