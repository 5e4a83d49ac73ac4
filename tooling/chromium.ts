// Every browser tool of the repo (Playwright, Vitest browser mode, Storybook's tests, Lighthouse) drives Debian's
// chromium: browser downloads are impossible on these machines. One place for its path and flags.

/** Where `apt-get install chromium` puts the browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless as root, and quiet on a closed network: without the background-networking flags chromium keeps
 * trying to reach Google's hosts and is refused, many times a start.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright launch options for that chromium. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
