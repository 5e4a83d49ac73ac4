#!/usr/bin/env node
// Writes the nginx configuration of one build of the app: a `server` block that serves apps/mobile-web/dist/ with
// exactly the security headers and caching of the fake platform's Node server (`npm start`): both read their values
// from deploy/security-headers.json, beside this script. The page's Content-Security-Policy is the built
// index.html's own meta policy (its connect-src names the build's VITE_API_BASE_URL origin) plus
// `frame-ancestors 'none'`, so render again after every build. deploy/nginx.conf is this script's output for the
// README's example build; packages/fake-platform/src/server/deploy-config.test.ts fails when the rendered block
// does not carry what security-headers.json says, or deploy/nginx.conf is stale.
//
//   node deploy/render-nginx.mjs [--dist apps/mobile-web/dist] [--root /var/www/lobby]
//     [--server-name lobby.example.com] [--listen 80] [--api-upstream https://backend.internal] [--out lobby.conf]
//
// Plain Node 20 JavaScript with no dependencies (security-headers.json must sit beside it), so it runs wherever the
// build is copied from.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

// The headers and caching, as the Node server reads them (security-headers.ts): one file, read here at start.
const HEADERS = JSON.parse(readFileSync(join(here, 'security-headers.json'), 'utf8'));
const FRAME_ANCESTORS = HEADERS.frameAncestors;
const COMMON_HEADERS = [
  ...Object.entries(HEADERS.commonHeaders),
  ['Permissions-Policy', HEADERS.permissionsPolicy.join(', ')],
];
const CACHE_CONTROL = HEADERS.cacheControl;
// The service worker and the manifest, each in a location of its own with its type as default_type (nginx's
// mime.types may lack .webmanifest; no charset there).
const INSTALLED_APP_FILES = Object.entries(HEADERS.installedAppFiles).map(([path, file]) => [
  path,
  file.type.split(';')[0].trim(),
  file.about,
]);

const pageHeaders = (policy) => [
  ['Content-Security-Policy', policy],
  ['X-Frame-Options', HEADERS.frameOptions],
  ...COMMON_HEADERS,
];
const API_HEADERS = [
  ['Content-Security-Policy', HEADERS.apiContentSecurityPolicy],
  ['X-Frame-Options', HEADERS.frameOptions],
  ...COMMON_HEADERS,
  ['Cache-Control', CACHE_CONTROL.api],
];

// How security-headers.ts reads the meta policy (metaContentSecurityPolicy) and makes it a header (pagePolicy).
const ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeEntities(text) {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (entity, decimal, hex, name) => {
    if (decimal) return String.fromCodePoint(Number(decimal));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return ENTITIES[name?.toLowerCase() ?? ''] ?? entity;
  });
}

function attributes(tag) {
  const found = new Map();
  for (const match of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]?.toLowerCase();
    if (name) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return found;
}

function metaContentSecurityPolicy(html) {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const found = attributes(tag.slice('<meta'.length));
    if (found.get('http-equiv')?.trim().toLowerCase() !== 'content-security-policy') continue;
    const content = found.get('content')?.replace(/\s+/g, ' ').trim();
    if (content) return content;
  }
  return undefined;
}

function pagePolicy(metaPolicy) {
  const directives = metaPolicy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^(?:frame-ancestors|report-uri|sandbox)(?:\s|$)/i.test(directive));
  return [...directives, FRAME_ANCESTORS].join('; ');
}

function fail(message) {
  process.stderr.write(`render-nginx: ${message}\n`);
  process.exit(1);
}

function options(argv) {
  const known = new Set(['dist', 'root', 'server-name', 'listen', 'api-upstream', 'out']);
  const found = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]?.replace(/^--/, '');
    if (!argv[i]?.startsWith('--') || !known.has(name) || argv[i + 1] === undefined) {
      fail(`unknown or incomplete option ${argv[i]} (see the header of deploy/render-nginx.mjs)`);
    }
    found[name] = argv[i + 1];
  }
  return found;
}

/** A value nginx reads as it is: no quote, backslash, `$` (a variable) or control character. */
function literal(value, what) {
  if (/["\\$\p{Cc}]/u.test(value)) fail(`${what} holds a character nginx would not read as it is: ${value}`);
  return value;
}

function headerLines(headers, indent) {
  return headers.map(([name, value]) => `${indent}add_header ${name} "${literal(value, name)}" always;`);
}

/** A location block: its directives, then its headers (each location repeats them: nginx's add_header in a
 * location drops every add_header of the server). */
function location(match, comment, directives, headers) {
  return [
    `    # ${comment}`,
    `    location ${match} {`,
    ...directives.map((line) => `        ${line}`),
    ...headerLines(headers, '        '),
    '    }',
  ];
}

function upstreamOrigin(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    fail(`--api-upstream must be an http(s) address, not ${value}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    fail(`--api-upstream must be an http(s) origin without a path (the app's /api/ paths pass unchanged): ${value}`);
  }
  return url;
}

function render({ policy, root, serverName, listen, apiUpstream }) {
  const page = [...pageHeaders(policy), ['Cache-Control', CACHE_CONTROL.page]];
  const asset = [...pageHeaders(policy), ['Cache-Control', CACHE_CONTROL.hashedAsset]];
  const listens = /^\d+$/.test(listen) ? [`listen ${listen};`, `listen [::]:${listen};`] : [`listen ${listen};`];
  const api = apiUpstream
    ? location(
        '^~ /api/',
        'The API on this origin (a build without VITE_API_BASE_URL): passed to the backend, never stored.',
        [
          `proxy_pass ${apiUpstream.origin};`,
          ...(apiUpstream.protocol === 'https:' ? ['proxy_ssl_server_name on;'] : []),
          'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
          'proxy_set_header X-Forwarded-Proto $scheme;',
          ...API_HEADERS.map(([name]) => `proxy_hide_header ${name};`),
        ],
        API_HEADERS,
      )
    : [];
  return [
    '# Lobby: the built app (apps/mobile-web/dist/) with the headers and caching of the Node server (`npm start`).',
    '# Written by deploy/render-nginx.mjs from the build in its index.html: render again after each build.',
    '# Put it in /etc/nginx/conf.d/ (or sites-enabled/): it goes inside the http block, which includes mime.types.',
    'server {',
    ...listens.map((line) => `    ${line}`),
    '    # HTTPS with HTTP/2: terminate TLS in front of this server, or listen here with (nginx 1.22, Debian 12)',
    '    #   listen 443 ssl http2; ssl_certificate /etc/ssl/lobby/fullchain.pem; ssl_certificate_key /etc/ssl/lobby/privkey.pem;',
    '    # (from nginx 1.25.1: listen 443 ssl; and http2 on;). One connection then carries all of a first visit.',
    `    server_name ${literal(serverName, '--server-name')};`,
    `    root ${literal(root, '--root')};`,
    '    server_tokens off;',
    '    # The build writes each file of assets/ compressed beside it (gzip 9, brotli 11): sent as they are, else',
    "    # compressed here at gzip's level 1. With libnginx-mod-http-brotli-static installed, add brotli_static on;.",
    '    gzip_static on;',
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_types text/css text/javascript application/javascript application/json image/svg+xml;',
    '',
    '    # What nginx answers before it picks a location (a bad request line, headers too large): as the Node',
    "    # server's refusals. No location inherits these: each states its own.",
    ...headerLines(API_HEADERS, '    '),
    '',
    ...location(
      '/',
      'index.html as / and as every other address that names no file (the app routes by hash): asked again.',
      ['try_files /index.html =404;'],
      page,
    ),
    '',
    ...location(
      '~ \\.[^/]*$',
      'An address that names a file (a dot in its last part: index.html, favicon.svg): asked again; or a 404.',
      ['try_files $uri =404;'],
      page,
    ),
    '',
    ...location(
      '^~ /assets/',
      'Named by content hash: kept a year, immutable. A missing one is a 404, asked again (not kept a year).',
      ['try_files $uri @missing;'],
      asset,
    ),
    '',
    ...location('@missing', 'A missing asset.', ['return 404;'], page),
    '',
    ...location(
      '= /hant',
      'The Traditional Chinese build (in hant/, beside the root build) is /hant/: its files are named relative to it.',
      ['absolute_redirect off;', 'return 301 /hant/;'],
      page,
    ),
    '',
    ...location(
      '/hant/',
      "The Traditional Chinese build's index.html, as / is the root build's (a file under it: the location above).",
      ['try_files /hant/index.html =404;'],
      page,
    ),
    '',
    ...location(
      '^~ /hant/assets/',
      "The Traditional Chinese build's files named by content hash, as /assets/.",
      ['try_files $uri @missing;'],
      asset,
    ),
    ...INSTALLED_APP_FILES.flatMap(([path, type, comment]) => [
      '',
      ...location(`= ${path}`, comment, [`default_type ${type};`, 'try_files $uri =404;'], page),
    ]),
    ...(api.length > 0 ? ['', ...api] : []),
    '}',
    '',
  ].join('\n');
}

function main() {
  const given = options(process.argv.slice(2));
  const dist = given.dist ? resolve(given.dist) : join(here, '..', 'apps', 'mobile-web', 'dist');
  const index = join(dist, 'index.html');
  if (!existsSync(index)) fail(`no ${index}: build the app first (see the README's Deploy section)`);
  const meta = metaContentSecurityPolicy(readFileSync(index, 'utf8'));
  if (!meta) fail(`${index} has no <meta http-equiv="Content-Security-Policy">: is this the app's build?`);
  // The Traditional build's page (hant/) is served with the same policy: the two builds share their early script,
  // and so its hash. Two policies would be a build of another kind, or half of one.
  const hantIndex = join(dist, 'hant', 'index.html');
  if (existsSync(hantIndex) && metaContentSecurityPolicy(readFileSync(hantIndex, 'utf8')) !== meta) {
    fail(`${hantIndex} has another policy than ${index}: build both again (pnpm build)`);
  }
  const config = render({
    policy: pagePolicy(meta),
    root: given.root ?? '/var/www/lobby',
    serverName: given['server-name'] ?? 'lobby.example.com',
    listen: literal(given.listen ?? '80', '--listen'),
    apiUpstream: given['api-upstream'] ? upstreamOrigin(given['api-upstream']) : undefined,
  });
  if (!given.out) return void process.stdout.write(config);
  // Written whole or not at all: nginx never reads half a file.
  writeFileSync(`${given.out}.tmp`, config);
  renameSync(`${given.out}.tmp`, given.out);
}

main();
