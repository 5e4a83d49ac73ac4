// What Lighthouse's LCP waits for (`--explain` with the lighthouse part). Lighthouse's default LCP is not observed
// but simulated (Lantern): from one unthrottled load it keeps every request and main-thread task that ended before
// the largest paint was observed, replays them on a slow 4G network (150 ms round trips, 1.6 Mbit/s, TCP slow start,
// one request at a time on an HTTP/2 connection) and a 4x slower CPU, and takes the end of the last one. Which
// requests are in that graph, and when each ends in the replay, says what moves the figure: here the start chunk's
// download, which ends after the banner in every replay. One more load per route, its artifacts saved and read back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

/** Lighthouse's options (its `flags`), as lighthouse.ts passes them to every run. */
export type LighthouseFlags = NonNullable<Parameters<typeof lighthouse>[1]>;

/** One node of the simulated LCP graph: a request or a main-thread task, with its simulated start and end. */
export type SimulatedNode = { startMs: number; endMs: number; what: string };

/** Lighthouse's simulated LCP of one load: the estimate, its two graphs' ends, and the pessimistic graph's nodes. */
export type LcpGraph = { lcpMs: number; optimisticMs: number; pessimisticMs: number; nodes: SimulatedNode[] };

/** A node of Lantern's graph as far as it is read here. */
export type LanternNode =
  | {
      type: 'network';
      request: { url: string; resourceType?: string; priority?: string; transferSize?: number };
    }
  | { type: 'cpu'; duration: number };

/**
 * The nodes of a simulation, in the order they start: a request by its kind, priority, bytes on the wire and path;
 * main-thread work by its observed (unthrottled) length. Tasks under 1 ms are left out.
 */
export function simulatedNodes(
  timings: ReadonlyMap<LanternNode, { startTime: number; endTime: number }>,
): SimulatedNode[] {
  return [...timings]
    .filter(([node]) => node.type === 'network' || node.duration >= 1000)
    .sort(([, a], [, b]) => a.startTime - b.startTime || a.endTime - b.endTime)
    .map(([node, { startTime, endTime }]) => ({
      startMs: Math.round(startTime),
      endMs: Math.round(endTime),
      what:
        node.type === 'network'
          ? `${node.request.resourceType ?? 'Other'} (${node.request.priority ?? '?'}) ${node.request.transferSize ?? 0} B ${pathOf(node.request.url)}`
          : `main thread, ${Math.round(node.duration / 1000)} ms observed`,
    }));
}

function pathOf(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
}

/** Loads `url` once more with Lighthouse's default (mobile) settings on the browser at `port`, and reads its LCP graph. */
export async function simulatedLcp(url: string, port: number, flags: LighthouseFlags): Promise<LcpGraph> {
  const folder = mkdtempSync(join(tmpdir(), 'lobby-bench-lantern-'));
  try {
    await lighthouse(url, { ...flags, port, gatherMode: folder });
    const artifacts = loadArtifacts(folder);
    const settings = artifacts.settings;
    const result = await LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        simulator: null,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        HostDPR: artifacts.HostDPR,
      },
      { computedCache: new Map(), settings },
    );
    return {
      lcpMs: Math.round(result.timing),
      optimisticMs: Math.round(result.optimisticEstimate.timeInMs),
      pessimisticMs: Math.round(result.pessimisticEstimate.timeInMs),
      nodes: simulatedNodes(result.pessimisticEstimate.nodeTimings),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Prints each route's simulated LCP graph under the table. */
export function printLcpGraphs(graphs: readonly { path: string; graph: LcpGraph }[]): void {
  for (const { path, graph } of graphs) {
    console.log(
      `\nLighthouse's simulated LCP on ${path}: ${graph.lcpMs} ms (optimistic ${graph.optimisticMs}, pessimistic ${graph.pessimisticMs}); what it waits for, simulated start-end in ms:`,
    );
    for (const node of graph.nodes) console.log(`  ${node.startMs}-${node.endMs}  ${node.what}`);
  }
}
