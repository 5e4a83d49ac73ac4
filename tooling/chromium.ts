// Every browser tool of the repo (Playwright, Vitest browser mode, Storybook's tests, Lighthouse) drives Debian's
// chromium: browser downloads are impossible on these machines. One place for its paths and flags.

/** Where `apt-get install chromium` puts the browser: the one players have, for the benchmark and Lighthouse. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Where `apt-get install chromium-headless-shell` puts Chromium's headless shell: the same engine (Blink, V8, the
 * network stack, service workers) without the browser's own layer, the build Playwright itself runs headless tests
 * in. The Playwright suites drive it: the fault suite's 17 heaviest groups took 66 s in it against 99 s in the full
 * browser here (2 workers, same machine, one after the other). Vitest's browser mode (Storybook's and ui-kit's
 * tests) keeps the full browser: in the shell five of the carousel's autoplay stories failed (the autoplay never
 * started), for 10 % less time there (170 s against 190 s). What is measured (bench/) keeps the full browser too.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

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

/** Playwright launch options for the full browser. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };

/** Playwright launch options for the test suites: the headless shell. */
export const suiteLaunchOptions = { executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS] };
