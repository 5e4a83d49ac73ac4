import { describe, expect, it } from 'vitest';
import { type LanternNode, simulatedNodes } from './lcp-graph.ts';

const request = (url: string, resourceType: string, priority: string, transferSize: number): LanternNode => ({
  type: 'network',
  request: { url, resourceType, priority, transferSize },
});

describe('simulatedNodes', () => {
  it('lists the requests and tasks of a simulation in the order they start, by kind, priority, bytes and path', () => {
    const page = request('https://lobby.example/#/', 'Document', 'VeryHigh', 6448);
    const chunk = request('https://lobby.example/assets/index-Ab12.js', 'Script', 'High', 95592);
    const banner = request('https://cdn.example/uploads/banner-1.png?v=2', 'Image', 'High', 12445);
    const task: LanternNode = { type: 'cpu', duration: 19_400 };
    const blip: LanternNode = { type: 'cpu', duration: 400 };
    const timings = new Map<LanternNode, { startTime: number; endTime: number }>([
      [chunk, { startTime: 763.2, endTime: 1513.4 }],
      [task, { startTime: 766, endTime: 819.6 }],
      [page, { startTime: 0, endTime: 763.2 }],
      [blip, { startTime: 765, endTime: 766 }],
      [banner, { startTime: 763.2, endTime: 1065 }],
    ]);
    expect(simulatedNodes(timings)).toEqual([
      { startMs: 0, endMs: 763, what: 'Document (VeryHigh) 6448 B /' },
      { startMs: 763, endMs: 1065, what: 'Image (High) 12445 B /uploads/banner-1.png?v=2' },
      { startMs: 763, endMs: 1513, what: 'Script (High) 95592 B /assets/index-Ab12.js' },
      { startMs: 766, endMs: 820, what: 'main thread, 19 ms observed' },
    ]);
  });
});
