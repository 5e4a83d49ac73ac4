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
