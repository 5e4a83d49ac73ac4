import { readFile } from 'node:fs/promises';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { calls, paths } from './calls.ts';
import { createApi } from './client.ts';
import { contractOperations } from './testing.ts';

const specUrl = new URL('../openapi.yaml', import.meta.url);

describe('openapi.yaml', () => {
  it('matches the committed generated types (run `pnpm --filter @lobby/api generate` when this fails)', async () => {
    // The same steps and header as the openapi-typescript CLI that the generate script runs.
    const fresh = `${COMMENT_HEADER}${astToString(await openapiTS(specUrl, { silent: true }))}`;
    const committed = await readFile(new URL('./generated/openapi.ts', import.meta.url), 'utf8');

    expect(committed).toBe(fresh);
  });

  it('has one call per path and no path without a call', async () => {
    const spec = await readFile(specUrl, 'utf8');
    const specPaths = [...spec.matchAll(/^ {2}(\/api\/\S+):$/gm)].map((match) => match[1]);

    expect([...paths].sort()).toEqual([...specPaths].sort());
  });

  it('has one client function per call, named as the calls are', () => {
    const api = createApi({ baseUrl: '', fetch: (request) => fetch(request), getToken: () => null });

    expect(Object.keys(api).sort()).toEqual(Object.keys(calls).sort());
  });

  it('lists the method of every call as the contract does', () => {
    const operations = Object.values(calls).map((call) => `${call.method.toUpperCase()} ${call.path}`);

    expect(operations.sort()).toEqual(contractOperations().sort());
  });
});
