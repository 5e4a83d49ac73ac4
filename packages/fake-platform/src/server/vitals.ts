/**
 * The field vitals the app's reporter sends (`VITE_RUM_ENDPOINT`, see apps/mobile-web/src/ground/vitals/), as the
 * fake receives them at `POST /__fake/vitals`: kept in memory (never in the data file), summed up per route.
 */

/** The metrics the reporter sends. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** One metric of one route, as the reporter sends it: nothing else is kept. */
export type Vital = {
  route: string;
  name: VitalName;
  value: number;
  rating: string;
  id: string;
  navigationType: string;
};

/** One beacon: the metrics queued since the page was last hidden. */
export type VitalsReport = { metrics: Vital[] };

/** A row of {@link VitalsLog.summary}: the 75th percentile of a route's metric over the page loads reported. */
export type VitalsRow = { route: string; name: VitalName; p75: number; count: number };

const TEXT_FIELDS = ['route', 'rating', 'id', 'navigationType'] as const;

/** A beacon's body read as a report, or undefined when it is not one (only the known fields of each metric kept). */
export function parseVitalsReport(body: string): VitalsReport | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const metrics = (parsed as { metrics?: unknown } | null)?.metrics;
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > 100) return undefined;
  const read: Vital[] = [];
  for (const metric of metrics as Record<string, unknown>[]) {
    if (typeof metric !== 'object' || metric === null) return undefined;
    const { name, value } = metric;
    if (!VITAL_NAMES.includes(name as VitalName)) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
    if (TEXT_FIELDS.some((field) => typeof metric[field] !== 'string' || (metric[field] as string).length > 200)) {
      return undefined;
    }
    if (!(metric.route as string).startsWith('/')) return undefined;
    read.push({
      route: metric.route as string,
      name: name as VitalName,
      value,
      rating: metric.rating as string,
      id: metric.id as string,
      navigationType: metric.navigationType as string,
    });
  }
  return { metrics: read };
}

/** The 75th percentile by nearest rank (the smallest value at least 75 % of the values are at or under). */
export function percentile75(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] as number;
}

/** The reports received, in order, and their summary. */
export type VitalsLog = {
  add: (report: VitalsReport) => void;
  /** Every beacon received, in order. */
  reports: () => readonly VitalsReport[];
  /**
   * Per route and metric (sorted by route, then LCP, INP, CLS): the 75th percentile over the metric ids, each id
   * counted once at its latest value (a page reports a metric again when it changes).
   */
  summary: () => VitalsRow[];
};

export function createVitalsLog(): VitalsLog {
  const received: VitalsReport[] = [];
  return {
    add: (report) => void received.push(report),
    reports: () => received,
    summary: () => {
      const latest = new Map<string, Vital>();
      for (const metric of received.flatMap((report) => report.metrics)) {
        latest.set(JSON.stringify([metric.route, metric.name, metric.id]), metric);
      }
      const groups = new Map<string, { route: string; name: VitalName; values: number[] }>();
      for (const metric of latest.values()) {
        const key = JSON.stringify([metric.route, metric.name]);
        const group = groups.get(key) ?? { route: metric.route, name: metric.name, values: [] };
        group.values.push(metric.value);
        groups.set(key, group);
      }
      return [...groups.values()]
        .map(({ route, name, values }) => ({ route, name, p75: percentile75(values), count: values.length }))
        .sort((a, b) => a.route.localeCompare(b.route) || VITAL_NAMES.indexOf(a.name) - VITAL_NAMES.indexOf(b.name));
    },
  };
}

/** The summary as the lines `npm start` prints when it stops (LCP and INP in ms, CLS unitless). */
export function formatVitalsSummary(rows: readonly VitalsRow[]): string[] {
  if (rows.length === 0) return ['Field vitals: none received.'];
  const width = Math.max(5, ...rows.map((row) => row.route.length));
  const lines = [`Field vitals, 75th percentile per route:`, `  ${'route'.padEnd(width)}  metric  p75        loads`];
  for (const row of rows) {
    const value = row.name === 'CLS' ? row.p75.toFixed(3) : `${Math.round(row.p75)} ms`;
    lines.push(`  ${row.route.padEnd(width)}  ${row.name.padEnd(6)}  ${value.padEnd(9)}  ${row.count}`);
  }
  return lines;
}
