import '@lobby/ui-kit/tokens.css';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { LIVE_ACCOUNTS, LIVE_DEFAULTS, LIVE_FAULTS } from '../../mobile-web/live/live-options.ts';
import { LOCALES, withLocale } from './locale.tsx';

// The product speaks Chinese; screen readers and axe's language checks should know it.
document.documentElement.lang = 'zh-CN';

// `findBy…` and `waitFor` give up after one second by default: too short for a live story on a shared, busy
// machine (CI runs the browser tests beside the end-to-end suite), where a lazy chunk and the MSW worker's first
// answer can take longer. A story that waits for what never comes still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// The MSW worker the live stories answer through: started on the first live story, quiet, and letting every
// request it has no handler for (Storybook's own modules) go to the network untouched.
const startMsw = mswLoader(async () => {
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  return worker;
});

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Axe violations fail the story's test, not just show in the panel.
    a11y: { test: 'error' },
  },
  // View stories render from props; only the live ones (`parameters.live`) need the worker.
  loaders: [(context) => (context.parameters.live ? startMsw(context) : {})],
  // The toolbar: the script every story is shown in; for the live stories, who is signed in and how the screen's
  // own calls fail.
  globalTypes: {
    locale: {
      description: '界面文字：简体中文，或繁體中文版构建的文字',
      toolbar: { title: '语言', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
    account: {
      description: '实时画面的演示账号',
      toolbar: { title: '账号', icon: 'user', items: [...LIVE_ACCOUNTS], dynamicTitle: true },
    },
    fault: {
      description: '实时画面中本页接口的故障',
      toolbar: { title: '故障', icon: 'lightning', items: [...LIVE_FAULTS], dynamicTitle: true },
    },
  },
  // A phone-sized frame in Storybook and in the story tests alike.
  initialGlobals: {
    viewport: { value: 'mobile2', isRotated: false },
    locale: 'hans',
    ...LIVE_DEFAULTS,
  },
  decorators: [
    withLocale,
    (Story, context) =>
      context.parameters.live ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 750, marginInline: 'auto' }}>
          <Story />
        </div>
      ),
  ],
};

export default preview;
