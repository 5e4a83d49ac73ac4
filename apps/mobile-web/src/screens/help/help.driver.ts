// How the suites reach the help article's call (test-only: quality/drivers.ts).
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

export const driver = {
  calls: {
    'article@helpArticle#load': async ({ loaded }) =>
      loaded((await import('./help.providers.ts')).liveHelpArticleMachine, { params: 1 }),
  },
} satisfies ScreenDriver;
