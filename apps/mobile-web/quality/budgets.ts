// The budgets of ARCHITECTURE section 7, as numbers the size suite and the benchmark compare against.

/** One kibibyte. */
export const KIB = 1024;

/** What a route may load and how fast it must be. */
export const budgets = {
  /** JS `/` loads on a cold start (entry and its static imports), gzip. */
  homeJsGzip: 110 * KIB,
  /**
   * JS a first visit to `/` fetches in its first seconds (the bench's first-seconds part): the cold start and what
   * follows it at once (grid, carousel, popups with the sanitiser, dialogs, the deferred table), gzip.
   */
  homeFirstSecondsJsGzip: 125 * KIB,
  /**
   * index.html's early script, gzip: 1,153 B before #33's choice of build (Simplified or Traditional), which may add
   * 0.3 KiB to what a Simplified reader's first paint loads (it added 280 B).
   */
  earlyScriptGzip: 1153 + 0.3 * KIB,
  /** CSS `/` loads on a cold start, gzip. */
  homeCssGzip: 8 * KIB,
  /**
   * Any other route's own chunk (what it loads beyond the entry and the deferred screens' table), gzip, for its JS
   * and for its CSS; the money routes included (their sheets and notices, and the outcome check's code, load apart).
   */
  routeOwnGzip: 15 * KIB,
  /**
   * The deferred screens' table, gzip: every visit fetches it once the browser is idle, and a cold start on a
   * deferred route before it. Ours, not ARCHITECTURE's: it grows by one import and one preload list per screen.
   */
  deferredTableGzip: 4 * KIB,
  /**
   * The longest task of home's main thread from navigation until it is interactive (its lists arrived), on a CPU
   * slowed 4x, median of the bench's main-thread runs (#32: no task over 50 ms while home starts).
   */
  startLongestTaskMs: 50,
  /**
   * Lighthouse mobile with default throttling, median of three runs. LCP is #32's (within 1,500 ms on `/`), not
   * ARCHITECTURE's table.
   */
  lighthouse: { performance: 98, cls: 0, tbtMs: 50, lcpMs: 1500 },
  /**
   * Record rows in the document at any moment, once the list windows, while the bet record of 3,000 bets is
   * scrolled to its end: a long list renders only the rows near the viewport (a cheap phone keeps up).
   */
  longListDomRows: 100,
  /** Requests a record screen still sends after the player has left it. */
  requestsAfterLeaving: 0,
  /** Components outside the balance readers that a balance poll tick may re-render. */
  rendersOutsideBalancePerTick: 0,
} as const;
