// The field-vitals reporter's rules, without the browser (report-vitals.ts is the glue): what a beacon carries,
// which reports it keeps, whether this page load reports at all, and how the beacon leaves.

/** What the reporter reads of a web-vitals metric (`Metric` of web-vitals 5): nothing else leaves the page. */
export type ReportedMetric = {
  name: string;
  value: number;
  rating: string;
  id: string;
  navigationType: string;
};

/**
 * One entry of a beacon: a metric as the route current when it was reported saw it. web-vitals 5 has no soft
 * navigations (its soft-navs builds are experiments), so a hash route's entry starts with the first report made
 * on it: LCP on the route the page loaded on, INP and CLS on the route where they changed (their value is the page
 * load's at that moment). Never a token, a username, a balance or anything from storage.
 */
export type VitalEntry = ReportedMetric & { route: string };

/** The queue of one page load: one entry per route and metric id, at its latest value, until the next beacon. */
export type VitalsQueue = {
  add: (metric: ReportedMetric, route: string) => void;
  /** The beacon's body with everything queued since the last one, emptying the queue; null when nothing is. */
  take: () => string | null;
};

export function createVitalsQueue(): VitalsQueue {
  let queued = new Map<string, VitalEntry>();
  return {
    add: ({ name, value, rating, id, navigationType }, route) => {
      // `reportAllChanges` reports a metric again as it changes: the same id on the same route replaces its entry.
      queued.set(`${route} ${name} ${id}`, { route, name, value, rating, id, navigationType });
    },
    take: () => {
      if (queued.size === 0) return null;
      const metrics = [...queued.values()];
      queued = new Map();
      return JSON.stringify({ metrics });
    },
  };
}

/** The build's sample rate (`VITE_RUM_SAMPLE`): a share from 0 to 1, 1 when unset or not a number. */
export function sampleRate(setting: string | undefined): number {
  const rate = setting === undefined || setting.trim() === '' ? Number.NaN : Number(setting);
  return Number.isNaN(rate) ? 1 : Math.min(1, Math.max(0, rate));
}

/** Whether this page load reports, from a random draw in [0, 1). */
export function sampled(rate: number, draw: number): boolean {
  return draw < rate;
}

/** The two ways out, as the browser has them. */
export type Senders = {
  sendBeacon: (url: string, body: string) => boolean;
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
};

/**
 * Sends a beacon's body: `navigator.sendBeacon` (a text/plain POST, no preflight), or, when it refuses (over its
 * quota, say), a `fetch` with `keepalive`, which also outlives the page. Never throws.
 */
export function deliver(endpoint: string, body: string, senders: Senders): void {
  let queued = false;
  try {
    queued = senders.sendBeacon(endpoint, body);
  } catch {
    queued = false;
  }
  if (!queued) void senders.fetch(endpoint, { method: 'POST', keepalive: true, body }).catch(() => {});
}
