import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import { createVitalsQueue, deliver, sampled, sampleRate } from './vitals-queue.ts';

/**
 * The field-vitals reporter (only in a build with `VITE_RUM_ENDPOINT`; main.tsx loads it once home is idle):
 * LCP, INP and CLS, registered once with `reportAllChanges`, each report queued under the hash route current then;
 * one beacon to `endpoint` each time the page is hidden, with what was queued since the last. A page load outside
 * the sample (`VITE_RUM_SAMPLE`) registers nothing.
 */
export function reportVitals(endpoint: string, sample: string | undefined, route: () => string): void {
  if (!sampled(sampleRate(sample), Math.random())) return;
  const queue = createVitalsQueue();
  const add = (metric: Metric) => queue.add(metric, route());
  onLCP(add, { reportAllChanges: true });
  onINP(add, { reportAllChanges: true });
  onCLS(add, { reportAllChanges: true });
  // On the document, so it runs after web-vitals' own listeners (on the window, capturing): the final INP and
  // CLS they report as the page hides are in this beacon.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    const body = queue.take();
    if (body !== null) {
      deliver(endpoint, body, {
        sendBeacon: (url, data) => navigator.sendBeacon(url, data),
        fetch: (url, init) => fetch(url, init),
      });
    }
  });
}
