import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_FAKE_KIND, FAKE_KINDS, parseFakeKind } from '../kind.ts';
import { DEFAULT_APPROVE_AFTER_MS, DEMO_ACCOUNTS } from '../store.ts';
import { formatVitalsSummary, startServer } from './server.ts';

// The repository root, four levels up from packages/fake-platform/src/server/main.ts.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dist: { type: 'string', default: resolve(repoRoot, 'apps/mobile-web/dist') },
    data: { type: 'string', default: resolve(repoRoot, '.data/fake-platform.json') },
    'approve-after': { type: 'string', default: String(DEFAULT_APPROVE_AFTER_MS) },
    // real: the backend's source, quirks included; spec: the specification where the two disagree.
    kind: { type: 'string', default: DEFAULT_FAKE_KIND },
    // --protection answers the optional player-protection calls (/api/responsible/*), which today's backend lacks.
    protection: { type: 'boolean', default: false },
    // --no-back-office switches the /__fake/ hooks off (every one a 404).
    'back-office': { type: 'boolean', default: true },
  },
  strict: true,
  allowNegative: true,
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(2);
}

// `never`: deposits wait for the back office (`POST /__fake/deposits/<no>/approve`), as the end-to-end suite wants:
// a journey that reads "still pending" must not meet an approval because the machine was slow.
const approveAfter = values['approve-after'];
const approveAfterMs = approveAfter === 'never' ? null : Number(approveAfter);
if (approveAfterMs !== null && (!Number.isInteger(approveAfterMs) || approveAfterMs < 0)) {
  console.error(`--approve-after must be a number of milliseconds or "never", not "${approveAfter}"`);
  process.exit(2);
}

const kind = parseFakeKind(values.kind);
if (kind === undefined) {
  console.error(`--kind must be one of ${FAKE_KINDS.join(', ')}, not "${values.kind}"`);
  process.exit(2);
}

const running = await startServer({
  port,
  host: values.host,
  distDir: resolve(values.dist),
  dataFile: resolve(values.data),
  approveAfterMs,
  kind,
  protection: values.protection,
  backOffice: values['back-office'],
}).catch((error: unknown) => {
  // A data file another server holds, one that cannot be read, a port in use: the reason, without a stack.
  const problem = error as NodeJS.ErrnoException;
  console.error(
    problem.code === 'EADDRINUSE'
      ? `Port ${port} on ${values.host} is in use: stop what listens there, or pass another --port.`
      : `${problem.message}${problem.cause instanceof Error ? `\n  ${problem.cause.message}` : ''}`,
  );
  process.exit(1);
});

console.log(`Lobby is running at ${running.url}`);
console.log(
  kind === 'real'
    ? "The fake plays the real backend, quirks included (--kind spec for the specification's answers)."
    : 'The fake plays the specification where it and the backend disagree (--kind spec).',
);
console.log(
  values.protection
    ? 'It answers the optional player-protection calls and enforces them (--protection).'
    : "Like today's backend, it answers the optional player-protection calls 404 (--protection answers them).",
);
console.log('Demo accounts (the captcha is checked in the app only):');
for (const account of DEMO_ACCOUNTS) {
  console.log(`  ${account.username} / ${account.password}  pay password ${account.payPassword}  ${account.shows}`);
}
console.log(
  approveAfterMs === null
    ? 'Deposits wait for POST /__fake/deposits/<order number>/approve (--approve-after never).'
    : `Deposits are approved ${approveAfterMs / 1000} s after they are made (--approve-after <ms>).`,
);
console.log(
  values['back-office']
    ? `Back office: POST ${running.url}__fake/… from this machine only (--no-back-office switches it off).`
    : `Back office: off (--no-back-office)${approveAfterMs === null ? '; with --approve-after never, no deposit is ever approved' : ''}.`,
);
console.log(`Data: ${resolve(values.data)} (delete it to start from the seed)`);

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping`);
  // What the app's field-vitals reporter sent while it ran (npm start builds it with /__fake/vitals).
  for (const line of formatVitalsSummary(running.vitals.summary())) console.log(line);
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
