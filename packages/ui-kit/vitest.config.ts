import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tooling/chromium.ts';

// Component tests that need a real browser (the XSS corpus through SafeHtml) run in Debian's chromium, as
// browser downloads are impossible here. Stories are tested by apps/storybook, not here.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'ui-kit',
    include: ['src/**/*.test.tsx'],
    // Browser mode caps a test at 15 s, less than the XSS control's own waits (two polls of 20 s for 179 frames to
    // load and fire), so on a busy 2-core machine the cap, not the check, could decide. A cap, not a speed check.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
