import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import HEADERS from '../../../../deploy/security-headers.json' with { type: 'json' };
import { metaContentSecurityPolicy, pagePolicy } from './security-headers.ts';
import { type RunningServer, startServer } from './server.ts';

// The README's nginx configuration (deploy/render-nginx.mjs): its `add_header` directives are read here, per
// location, and compared with what deploy/security-headers.json says (security-headers.test.ts checks that the
// Node server sends the same file's values); its routing is compared with a running server's answers.

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const RENDER = join(REPO, 'deploy', 'render-nginx.mjs');
const EXAMPLE = join(REPO, 'deploy', 'nginx.conf');
const APP_INDEX = readFileSync(join(REPO, 'apps', 'mobile-web', 'index.html'), 'utf8');

/** The README's example build names this API (VITE_API_BASE_URL); deploy/nginx.conf is rendered from it. */
const EXAMPLE_API_ORIGIN = 'https://api.example.com';

const KNOWN_META = "default-src 'self'; script-src 'self'; connect-src 'self' https://api.test.example; img-src data:";
const KNOWN_INDEX = `<!doctype html><html><head><meta charset="utf-8">
<meta
  http-equiv="Content-Security-Policy"
  content="${KNOWN_META}"
/><title>Fixture</title></head><body></body></html>`;
const ASSET = '/assets/index-Ab12Cd34.js';

/** What deploy/security-headers.json says an answer of the app carries (its policy aside), names in lower case. */
const lower = (headers: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
const COMMON = lower({ ...HEADERS.commonHeaders, 'Permissions-Policy': HEADERS.permissionsPolicy.join(', ') });
const pageSays = (policy: string, cacheControl: string) => ({
  'content-security-policy': policy,
  'x-frame-options': HEADERS.frameOptions,
  ...COMMON,
  'cache-control': cacheControl,
});
const API_SAYS = {
  'content-security-policy': HEADERS.apiContentSecurityPolicy,
  'x-frame-options': HEADERS.frameOptions,
  ...COMMON,
  'cache-control': HEADERS.cacheControl.api,
};

// --- A small reader of nginx's configuration syntax --------------------------------------------------------------

type Token = { text: string; quoted: boolean };
type Directive = { name: string; args: string[]; block?: Directive[] };

const ESCAPES: Readonly<Record<string, string>> = { '"': '"', "'": "'", '\\': '\\', t: '\t', r: '\r', n: '\n' };

/** nginx's tokens: words, quoted strings (with its escapes), `{`, `}`, `;`; comments run to the line's end. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '#') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (char === '{' || char === '}' || char === ';') {
      tokens.push({ text: char, quoted: false });
      i += 1;
    } else if (char === '"' || char === "'") {
      let value = '';
      i += 1;
      while (text[i] !== char) {
        if (i >= text.length) throw new Error('unterminated string');
        const next = text[i + 1] ?? '';
        if (text[i] === '\\' && ESCAPES[next] !== undefined) {
          value += ESCAPES[next];
          i += 2;
        } else {
          value += text[i];
          i += 1;
        }
      }
      tokens.push({ text: value, quoted: true });
      i += 1;
    } else {
      let word = '';
      while (i < text.length && !/[\s{};]/.test(text[i] ?? '')) {
        word += text[i];
        i += 1;
      }
      tokens.push({ text: word, quoted: false });
    }
  }
  return tokens;
}

function parseConfig(text: string): Directive[] {
  const tokens = tokenize(text);
  let at = 0;
  const parseBlock = (nested: boolean): Directive[] => {
    const directives: Directive[] = [];
    while (at < tokens.length) {
      const first = tokens[at];
      if (first && !first.quoted && first.text === '}') {
        if (!nested) throw new Error('unexpected }');
        at += 1;
        return directives;
      }
      const words: string[] = [];
      for (;;) {
        const token = tokens[at];
        if (!token) throw new Error('unexpected end of file');
        at += 1;
        if (!token.quoted && token.text === ';') {
          const [name = '', ...args] = words;
          directives.push({ name, args });
          break;
        }
        if (!token.quoted && token.text === '{') {
          const [name = '', ...args] = words;
          directives.push({ name, args, block: parseBlock(true) });
          break;
        }
        if (!token.quoted && token.text === '}') throw new Error(`unexpected } after ${words.join(' ')}`);
        words.push(token.text);
      }
    }
    if (nested) throw new Error('missing }');
    return directives;
  };
  return parseBlock(false);
}

type Location = { modifier: '' | '=' | '^~' | '~' | '~*' | '@'; pattern: string; directives: Directive[] };
type Server = { directives: Directive[]; locations: Location[] };

function readServer(text: string): Server {
  const top = parseConfig(text);
  expect(top.map((directive) => directive.name)).toEqual(['server']);
  const directives = top[0]?.block ?? [];
  const locations = directives
    .filter((directive) => directive.name === 'location')
    .map((directive): Location => {
      const [first = '', second] = directive.args;
      const modifier = (second !== undefined ? first : first.startsWith('@') ? '@' : '') as Location['modifier'];
      expect(['', '=', '^~', '~', '~*', '@']).toContain(modifier);
      const block = directive.block ?? [];
      // A nested location or an `if` would need more of nginx's rules than this reader knows.
      expect(block.filter((inner) => inner.block || inner.name === 'if')).toEqual([]);
      return { modifier, pattern: second ?? first, directives: block };
    });
  return { directives, locations };
}

function argsOf(directives: Directive[], name: string): string[] | undefined {
  return directives.find((directive) => directive.name === name)?.args;
}

/** One block's `add_header`s, names in lower case; each must say `always` (else an error answer goes without). */
function addedHeaders(directives: Directive[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const directive of directives.filter((each) => each.name === 'add_header')) {
    const [name = '', value = '', ...flags] = directive.args;
    expect(flags, `add_header ${name}`).toEqual(['always']);
    expect(headers[name.toLowerCase()], `add_header ${name} twice`).toBeUndefined();
    headers[name.toLowerCase()] = value;
  }
  return headers;
}

/** What a location sends: its own add_headers, or (nginx's rule) the server's when it has none. */
function locationHeaders(server: Server, location: Location): Record<string, string> {
  const own = addedHeaders(location.directives);
  return Object.keys(own).length > 0 ? own : addedHeaders(server.directives);
}

/** nginx's choice of location for a path: exact, then the longest prefix (final with ^~), then regexes in order. */
function matchLocation(server: Server, path: string): Location {
  const exact = server.locations.find((location) => location.modifier === '=' && location.pattern === path);
  if (exact) return exact;
  const prefix = server.locations
    .filter((location) => (location.modifier === '' || location.modifier === '^~') && path.startsWith(location.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = server.locations.find(
    (location) =>
      (location.modifier === '~' || location.modifier === '~*') &&
      new RegExp(location.pattern, location.modifier === '~*' ? 'i' : '').test(path),
  );
  const chosen = regex ?? prefix;
  if (!chosen) throw new Error(`no location for ${path}`);
  return chosen;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

type NginxAnswer = { status: number | 'proxied'; location: Location; headers: Record<string, string> };

/** How nginx answers a GET of `path` from `root` (try_files, named locations, return, proxy_pass). */
function nginxAnswer(server: Server, root: string, path: string, location = matchLocation(server, path)): NginxAnswer {
  const answer = (status: NginxAnswer['status']) => ({ status, location, headers: locationHeaders(server, location) });
  if (argsOf(location.directives, 'proxy_pass')) return answer('proxied');
  const returned = argsOf(location.directives, 'return');
  if (returned) return answer(Number(returned[0]));
  const tries = argsOf(location.directives, 'try_files');
  if (!tries) throw new Error(`location ${location.pattern} says neither try_files, return nor proxy_pass`);
  const fallback = tries.at(-1) ?? '';
  for (const candidate of tries.slice(0, -1)) {
    expect(candidate, 'a directory check ($uri/) is not simulated').not.toMatch(/\/$/);
    if (isFile(join(root, candidate.replaceAll('$uri', path)))) return answer(200);
  }
  if (/^=\d{3}$/.test(fallback)) return answer(Number(fallback.slice(1)));
  if (fallback.startsWith('@')) {
    const named = server.locations.find((each) => each.modifier === '@' && each.pattern === fallback);
    if (!named) throw new Error(`no location ${fallback}`);
    return nginxAnswer(server, root, path, named);
  }
  return nginxAnswer(server, root, fallback);
}

// --- Rendering ---------------------------------------------------------------------------------------------------

let folder = '';

function render(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [RENDER, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A build folder holding this index.html (and the fixture's files), rendered with these options. */
async function renderFor(name: string, indexHtml: string, args: string[] = []): Promise<string> {
  const dist = join(folder, name);
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), indexHtml);
  const result = render(['--dist', dist, ...args]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

const fixtureDist = () => join(folder, 'fixture');
let fixtureConfig = '';
let running: RunningServer | undefined;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lobby-deploy-config-'));
  fixtureConfig = await renderFor('fixture', KNOWN_INDEX, ['--api-upstream', 'https://backend.example.internal']);
  await writeFile(join(fixtureDist(), ASSET.slice(1)), 'export {};\n');
  await writeFile(join(fixtureDist(), 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(fixtureDist(), 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  await writeFile(join(fixtureDist(), 'manifest.webmanifest'), '{"name":"Fixture"}');
  // The Traditional build beside it (issue #33): its own page, files and worker, the same policy.
  await mkdir(join(fixtureDist(), 'hant', 'assets'), { recursive: true });
  await writeFile(join(fixtureDist(), 'hant', 'index.html'), KNOWN_INDEX.replace('<html>', '<html lang="zh-Hant">'));
  await writeFile(join(fixtureDist(), 'hant', ASSET.slice(1)), 'export {};\n');
  await writeFile(join(fixtureDist(), 'hant', 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  await writeFile(join(fixtureDist(), 'hant', 'manifest.webmanifest'), '{"name":"Fixture"}');
  running = await startServer({ distDir: fixtureDist(), dataFile: join(folder, 'fake.json'), approveAfterMs: null });
});

afterAll(async () => {
  await running?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the nginx configuration (deploy/render-nginx.mjs)', () => {
  it('gives each kind of answer exactly the headers and caching of security-headers.json, each `always`', () => {
    const server = readServer(fixtureConfig);
    const policy = `${KNOWN_META}; ${HEADERS.frameAncestors}`;
    const page = pageSays(policy, HEADERS.cacheControl.page);
    const kinds: Record<string, Readonly<Record<string, string>>> = {
      ' /': page,
      '~ \\.[^/]*$': page,
      '^~ /assets/': pageSays(policy, HEADERS.cacheControl.hashedAsset),
      '@ @missing': page,
      '= /hant': page,
      ' /hant/': page,
      '^~ /hant/assets/': pageSays(policy, HEADERS.cacheControl.hashedAsset),
      '= /sw.js': page,
      '= /manifest.webmanifest': page,
      '= /hant/sw.js': page,
      '= /hant/manifest.webmanifest': page,
      '^~ /api/': API_SAYS,
    };

    // Before any location (a bad request line): the api's strict set, as the Node server's parser refusals.
    expect(addedHeaders(server.directives)).toEqual(API_SAYS);
    expect(server.locations.map((location) => `${location.modifier} ${location.pattern}`)).toEqual(Object.keys(kinds));
    for (const location of server.locations) {
      const key = `${location.modifier} ${location.pattern}`;
      expect(addedHeaders(location.directives), key).toEqual(kinds[key]);
    }
    // The proxied api: the backend's own copies of these headers are dropped, so each goes out once, as above.
    const api = matchLocation(server, '/api/app');
    expect(argsOf(api.directives, 'proxy_pass')).toEqual(['https://backend.example.internal']);
    const hidden = api.directives.filter((directive) => directive.name === 'proxy_hide_header');
    expect(hidden.map((directive) => directive.args[0]?.toLowerCase()).sort()).toEqual(Object.keys(API_SAYS).sort());
  });

  it('answers each address with the status the Node server answers it with', async () => {
    const server = readServer(fixtureConfig);
    const paths = [
      '/',
      '/index.html',
      '/activity/list',
      '/favicon.svg',
      '/missing.png',
      ASSET,
      '/assets/missing-1.js',
      '/hant',
      '/hant/',
      '/hant/index.html',
      '/hant/activity/list',
      '/hant/missing.png',
      `/hant${ASSET}`,
      '/hant/assets/missing-1.js',
      ...Object.keys(HEADERS.installedAppFiles),
    ];

    for (const path of paths) {
      const node = await fetch(new URL(path, running?.url), { redirect: 'manual' });
      await node.arrayBuffer();
      expect({ path, status: nginxAnswer(server, fixtureDist(), path).status }).toEqual({ path, status: node.status });
    }
    expect(nginxAnswer(server, fixtureDist(), '/api/app').status).toBe('proxied');
  });

  it('serves the service worker and the manifest asked again each time, with their types, as the Node server', async () => {
    const server = readServer(fixtureConfig);
    for (const [path, { type }] of Object.entries(HEADERS.installedAppFiles)) {
      const node = await fetch(new URL(path, running?.url));
      await node.arrayBuffer();
      const nginx = nginxAnswer(server, fixtureDist(), path);

      expect(node.status, path).toBe(200);
      expect(node.headers.get('content-type'), path).toBe(type);
      // nginx's exact location for the file: its type where mime.types lacks one (no charset there).
      expect(nginx.location.modifier, path).toBe('=');
      expect(argsOf(nginx.location.directives, 'default_type'), path).toEqual([type.split(';')[0]]);
    }
    expect(HEADERS.installedAppFiles['/sw.js'].type).toMatch(/^text\/javascript\b/);
  });

  it("puts the built page's own policy in the header, read as the Node server reads it", async () => {
    const pages = [
      APP_INDEX,
      `<META CONTENT='img-src &apos;self&apos;;  frame-ancestors *; report-uri /r' HTTP-EQUIV='content-security-policy'>`,
      '<meta name="csp" content="x"><meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;">',
    ];
    for (const [index, html] of pages.entries()) {
      const config = readServer(await renderFor(`policy-${index}`, html));
      const root = matchLocation(config, '/');

      expect(addedHeaders(root.directives)['content-security-policy']).toBe(
        pagePolicy(metaContentSecurityPolicy(html)),
      );
      expect(config.locations.some((location) => location.pattern === '/api/')).toBe(false);
    }
  });

  it("is deploy/nginx.conf for the README's example build (VITE_API_BASE_URL=https://api.example.com)", async () => {
    const example = readFileSync(EXAMPLE, 'utf8');
    // What the build does to index.html's policy: connect-src names the page and the API (vite/api-origin-policy.ts),
    // and script-src the early script written into the page, by its hash (vite/early-script.ts). The hash is the
    // committed file's: only a build computes it (the security suite checks a build's hash against its script).
    const earlyHash = /script-src 'self' ('sha256-[A-Za-z0-9+/]+=*')/.exec(example)?.[1];
    expect(earlyHash, 'deploy/nginx.conf allows the early script by its hash').toBeDefined();
    const built = APP_INDEX.replace(/connect-src [^;"]*/, `connect-src 'self' ${EXAMPLE_API_ORIGIN}`).replace(
      "script-src 'self'",
      `script-src 'self' ${earlyHash}`,
    );
    expect(built).not.toBe(APP_INDEX);

    expect(example, 'deploy/nginx.conf is stale: render it again (README, Deploy)').toBe(
      await renderFor('example', built),
    );
    expect(addedHeaders(matchLocation(readServer(example), '/').directives)['content-security-policy']).toContain(
      `connect-src 'self' ${EXAMPLE_API_ORIGIN};`,
    );
  });

  it('refuses a folder without index.html, a page without a policy, two builds of two policies, and values nginx would misread', async () => {
    const empty = join(folder, 'empty');
    await mkdir(empty, { recursive: true });
    const policyless = join(folder, 'policyless');
    await mkdir(policyless, { recursive: true });
    await writeFile(join(policyless, 'index.html'), '<!doctype html><title>x</title>');
    // A Traditional build whose page another policy governs (another build's early script): half of a deploy.
    const split = join(folder, 'split');
    await mkdir(join(split, 'hant'), { recursive: true });
    await writeFile(join(split, 'index.html'), KNOWN_INDEX);
    await writeFile(join(split, 'hant', 'index.html'), KNOWN_INDEX.replace("script-src 'self'", "script-src 'none'"));
    const refusals = [
      ['--dist', empty],
      ['--dist', policyless],
      ['--dist', split],
      ['--dist', fixtureDist(), '--root', '/var/www/$host'],
      ['--dist', fixtureDist(), '--server-name', 'a"b'],
      ['--dist', fixtureDist(), '--api-upstream', 'https://backend.example.internal/v1'],
      ['--dist', fixtureDist(), '--api-upstream', 'ftp://backend.example.internal'],
      ['--dist', fixtureDist(), '--unknown', 'x'],
    ];

    for (const args of refusals) {
      const result = render(args);
      expect(result.status, args.join(' ')).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^render-nginx: /);
    }
  });
});
