import { describe, expect, it } from 'vitest';
import { routes } from '../src/routing/routes.ts';
import { calls, screenPaths, screens } from './routes.ts';
import { specRoutes } from './spec-routes.ts';

describe('the quality list', () => {
  it('names every route of the app, and only those', () => {
    expect(screenPaths().sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it('knows only routes the specification names, each once', () => {
    const specified = specRoutes.map((route) => route.path);
    expect(new Set(specified).size).toBe(specified.length);
    for (const route of routes) expect(specified, route.path).toContain(route.path);
  });

  it('mirrors the route table’s login requirement', () => {
    for (const screen of screens) {
      const route = routes.find((entry) => entry.path === screen.path.split('?')[0]);
      expect(screen.requireAuth, screen.key).toBe(route?.requireAuth ?? false);
    }
  });

  it('meets every call where a screen makes it, and lists every call a screen names', () => {
    const keys = new Set(screens.map((screen) => screen.key));
    for (const call of calls) {
      expect(keys.has(call.screen), call.name).toBe(true);
      expect(screens.find((screen) => screen.key === call.screen)?.calls, call.name).toContain(call.name);
    }
    const named = new Set(screens.flatMap((screen) => screen.calls));
    expect([...named].sort()).toEqual([...new Set(calls.map((call) => call.name))].sort());
  });

  it('gives every submit action a call', () => {
    for (const submit of screens.flatMap((screen) => screen.submits)) {
      expect(
        calls.some((call) => call.trigger === submit),
        submit,
      ).toBe(true);
    }
  });
});
