import { describe, expect, it } from 'vitest';
import { createVitalsQueue, deliver, type ReportedMetric, sampled, sampleRate } from './vitals-queue.ts';

/** A metric as web-vitals 5 reports it, with the fields the reporter must not send. */
const metric = (name: string, value: number, id: string): ReportedMetric => {
  const full = { name, value, rating: 'good', id, navigationType: 'navigate', delta: value, entries: [{ token: 't' }] };
  return full as ReportedMetric;
};

describe('the vitals queue', () => {
  it('sends route, name, value, rating, id and navigationType: nothing else', () => {
    const queue = createVitalsQueue();
    queue.add(metric('LCP', 1200, 'v5-1'), '/');
    const body = JSON.parse(queue.take() ?? '{}');
    expect(Object.keys(body)).toEqual(['metrics']);
    expect(body.metrics).toEqual([
      { route: '/', name: 'LCP', value: 1200, rating: 'good', id: 'v5-1', navigationType: 'navigate' },
    ]);
  });

  it('keeps one entry per route and metric id at its latest value, and starts a new one on another route', () => {
    const queue = createVitalsQueue();
    queue.add(metric('LCP', 900, 'v5-1'), '/');
    queue.add(metric('LCP', 1200, 'v5-1'), '/');
    queue.add(metric('INP', 40, 'v5-2'), '/');
    queue.add(metric('INP', 120, 'v5-2'), '/mine');
    const sent = JSON.parse(queue.take() ?? '{}').metrics;
    expect(
      sent.map((entry: { route: string; name: string; value: number }) => [entry.route, entry.name, entry.value]),
    ).toEqual([
      ['/', 'LCP', 1200],
      ['/', 'INP', 40],
      ['/mine', 'INP', 120],
    ]);
  });

  it('sends each report once: a take empties the queue, nothing queued gives no beacon', () => {
    const queue = createVitalsQueue();
    expect(queue.take()).toBeNull();
    queue.add(metric('CLS', 0.01, 'v5-3'), '/');
    expect(queue.take()).not.toBeNull();
    expect(queue.take()).toBeNull();
    queue.add(metric('CLS', 0.05, 'v5-3'), '/');
    expect(JSON.parse(queue.take() ?? '{}').metrics).toHaveLength(1);
  });
});

describe('sampling', () => {
  it('reads the build setting: 1 by default, clamped to 0..1', () => {
    expect([undefined, '', 'all', '1', '0.25', '0', '-3', '7'].map(sampleRate)).toEqual([1, 1, 1, 1, 0.25, 0, 0, 1]);
  });

  it('reports a page load when its draw is under the rate', () => {
    const draws = [0, 0.1, 0.24, 0.25, 0.5, 0.99];
    expect(draws.map((draw) => sampled(0.25, draw))).toEqual([true, true, true, false, false, false]);
    expect(draws.every((draw) => sampled(1, draw))).toBe(true);
    expect(draws.some((draw) => sampled(0, draw))).toBe(false);
  });
});

describe('delivery', () => {
  const senders = (beacon: boolean | 'throws') => {
    const fetched: [string, RequestInit][] = [];
    const beacons: [string, string][] = [];
    return {
      fetched,
      beacons,
      sendBeacon: (url: string, body: string) => {
        beacons.push([url, body]);
        if (beacon === 'throws') throw new TypeError('not allowed');
        return beacon;
      },
      fetch: (url: string, init: RequestInit) => {
        fetched.push([url, init]);
        return Promise.reject(new Error('offline'));
      },
    };
  };

  it('uses sendBeacon, and nothing else when it queues the body', () => {
    const out = senders(true);
    deliver('/__fake/vitals', '{"metrics":[]}', out);
    expect(out.beacons).toEqual([['/__fake/vitals', '{"metrics":[]}']]);
    expect(out.fetched).toEqual([]);
  });

  it('falls back to fetch with keepalive when sendBeacon refuses or throws, and never throws itself', () => {
    for (const beacon of [false, 'throws'] as const) {
      const out = senders(beacon);
      expect(() => deliver('https://rum.example/v', 'body', out)).not.toThrow();
      expect(out.fetched).toEqual([['https://rum.example/v', { method: 'POST', keepalive: true, body: 'body' }]]);
    }
  });
});
