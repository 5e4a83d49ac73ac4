// `npm run new:screen <name> [--title 标题] [--spec 'part2 §2 ...']`: writes a new screen unit, routed and in every
// quality suite with no other edit. In packages/domain/src/<name>/ its machine and connect (each with a first test) and
// its entry, index.ts (`@lobby/domain/<name>`: what the app uses of them); in apps/mobile-web/src/screens/<name>/ its
// providers (with a first test), view and view stories, screen, quality facts, test driver and live story; a row of the
// route table and its spec section; and the quality and driver indexes again. The route is `/<name in camelCase>`,
// whose kebab case names the screen's file, so the row needs no `screen`. The unit loads a list through a provided
// actor that answers an empty one: bind the screen's call area in its providers, its facts in the quality file and how
// the suites reach each call and submit in the driver, as the screen grows.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeIndex } from '../quality/quality-index.ts';

/** The names a unit goes by, from its kebab-case name. */
export type ScreenNames = {
  /** `bonus-list`: folders and files. */
  kebab: string;
  /** `bonusList`: the machine's id, the quality key; with a slash, the route. */
  camel: string;
  /** `BonusList`: components, types. */
  pascal: string;
  /** The page title, which is also the heading that says the screen is ready. */
  title: string;
  /** Where the specification describes the route. */
  spec: string;
};

/** The names of a unit, or an error for a name that is not kebab case. */
export function screenNames(kebab: string, title = kebab, spec = 'not in the specification yet'): ScreenNames {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(kebab)) throw new Error(`${kebab}: a screen's name is kebab case`);
  const camel = kebab.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  return { kebab, camel, pascal: camel[0]?.toUpperCase() + camel.slice(1), title, spec };
}

const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** The unit's files, by path from the repository root. */
export function screenFiles(n: ScreenNames): Record<string, string> {
  const unit = `packages/domain/src/${n.kebab}`;
  const domain = `${unit}/${n.kebab}`;
  const app = `apps/mobile-web/src/screens/${n.kebab}/${n.kebab}`;
  return {
    [`${domain}.machine.ts`]: `import { assign, fromPromise, setup } from 'xstate';
import type { CallResult } from '../result.ts';

/** What ${n.camel}Machine holds: the rows it loaded, or why it could not. */
export type ${n.pascal}Context = { rows: readonly string[]; error: string | null };

/** /${n.camel}: loads its rows once (\`load${n.pascal}\`, provided by the app), with 重试 after a failure. */
export const ${n.camel}Machine = setup({
  types: { context: {} as ${n.pascal}Context, events: {} as { type: 'retry' } },
  actors: {
    load${n.pascal}: fromPromise<CallResult<readonly string[]>>(() => Promise.reject(new Error('provide load${n.pascal}'))),
  },
}).createMachine({
  id: ${quote(n.camel)},
  initial: 'loading',
  context: { rows: [], error: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'load${n.pascal}',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'ready',
            actions: assign({ rows: ({ event }) => (event.output.ok ? event.output.data : []), error: null }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.error.message) }) },
        ],
        onError: { target: 'failed', actions: assign({ error: () => '网络异常，请检查网络后重试！' }) },
      },
    },
    ready: {},
    failed: { on: { retry: 'loading' } },
  },
});
`,
    [`${domain}.machine.test.ts`]: `import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CallResult } from '../result.ts';
import { ${n.camel}Machine } from './${n.kebab}.machine.ts';

function start(answers: CallResult<readonly string[]>[]) {
  const machine = ${n.camel}Machine.provide({
    actors: { load${n.pascal}: fromPromise(async () => answers.shift() ?? { ok: true, data: [], message: '' }) },
  });
  return createActor(machine).start();
}

describe('${n.camel}Machine', () => {
  it('holds the rows the load answers', async () => {
    const actor = start([{ ok: true, data: ['a', 'b'], message: '' }]);
    const snapshot = await waitFor(actor, (state) => state.matches('ready'));
    expect(snapshot.context.rows).toEqual(['a', 'b']);
  });

  it('says why a load failed, and loads again on retry', async () => {
    const actor = start([{ ok: false, error: { kind: 'server', message: '系统繁忙', code: 500 } }]);
    const failed = await waitFor(actor, (state) => state.matches('failed'));
    expect(failed.context.error).toBe('系统繁忙');
    actor.send({ type: 'retry' });
    await waitFor(actor, (state) => state.matches('ready'));
  });

  it('fails with the network message when its load is not provided', async () => {
    const snapshot = await waitFor(createActor(${n.camel}Machine).start(), (state) => state.matches('failed'));
    expect(snapshot.context.error).toBe('网络异常，请检查网络后重试！');
  });
});
`,
    [`${domain}.connect.ts`]: `import type { SnapshotFrom } from 'xstate';
import type { ${n.camel}Machine } from './${n.kebab}.machine.ts';

/** What the /${n.camel} view renders. */
export type ${n.pascal}ViewModel = {
  busy: boolean;
  rows: readonly string[];
  /** Why the rows are missing, or null. */
  error: string | null;
  retry: () => void;
};

/** The view model of a ${n.camel}Machine snapshot. */
export function connect${n.pascal}(
  snapshot: SnapshotFrom<typeof ${n.camel}Machine>,
  send: (event: { type: 'retry' }) => void,
): ${n.pascal}ViewModel {
  return {
    busy: snapshot.hasTag('busy'),
    rows: snapshot.context.rows,
    error: snapshot.matches('failed') ? snapshot.context.error : null,
    retry: () => send({ type: 'retry' }),
  };
}
`,
    [`${domain}.connect.test.ts`]: `import { describe, expect, it, vi } from 'vitest';
import { connect${n.pascal} } from './${n.kebab}.connect.ts';
import { ${n.camel}Machine } from './${n.kebab}.machine.ts';

describe('connect${n.pascal}', () => {
  it('shows the rows of a loaded snapshot, not busy', () => {
    const snapshot = ${n.camel}Machine.resolveState({ value: 'ready', context: { rows: ['a'], error: null } });
    expect(connect${n.pascal}(snapshot, vi.fn())).toMatchObject({ busy: false, rows: ['a'], error: null });
  });

  it('says why after a failure, and retry sends retry', () => {
    const send = vi.fn();
    const snapshot = ${n.camel}Machine.resolveState({ value: 'failed', context: { rows: [], error: '系统繁忙' } });
    const vm = connect${n.pascal}(snapshot, send);
    expect(vm.error).toBe('系统繁忙');
    vm.retry();
    expect(send).toHaveBeenCalledWith({ type: 'retry' });
  });
});
`,
    [`${unit}/index.ts`]: `// The ${n.kebab} unit's entry: exactly what code outside src/${n.kebab}/ uses of it.
export { connect${n.pascal}, type ${n.pascal}ViewModel } from './${n.kebab}.connect.ts';
export { ${n.camel}Machine } from './${n.kebab}.machine.ts';
`,
    [`${app}.providers.ts`]: `// /${n.camel}'s live actors: bind the screen's call area here (see vip.providers.ts), in this route's chunk.
import { ${n.camel}Machine } from '@lobby/domain/${n.kebab}';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';

/** /${n.camel}'s machine with its load: no call yet, so an empty list. */
export const live${n.pascal}Machine = ${n.camel}Machine.provide({
  actors: {
    load${n.pascal}: fromPromise<CallResult<readonly string[]>>(async () => ({ ok: true, data: [], message: '' })),
  },
});
`,
    [`${app}.providers.test.ts`]: `import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { live${n.pascal}Machine } from './${n.kebab}.providers.ts';

describe('live${n.pascal}Machine', () => {
  it('loads with what the app provides and is ready', async () => {
    const actor = createActor(live${n.pascal}Machine).start();
    const snapshot = await waitFor(actor, (state) => state.matches('ready'));
    expect(snapshot.context.error).toBeNull();
  });
});
`,
    [`${app}.view.tsx`]: `import type { ${n.pascal}ViewModel } from '@lobby/domain/${n.kebab}';
import { EmptyState, ErrorState, PageHeader } from '@lobby/ui-kit';

/** Props of {@link ${n.pascal}View}. */
export type ${n.pascal}ViewProps = { vm: ${n.pascal}ViewModel; onBack: () => void };

/** /${n.camel}: its rows, or why they are missing with 重试. */
export function ${n.pascal}View({ vm, onBack }: ${n.pascal}ViewProps) {
  return (
    <div aria-busy={vm.busy}>
      <PageHeader title=${quote(n.title)} onBack={onBack} />
      {vm.error !== null ? (
        <ErrorState message={vm.error} onRetry={vm.retry} />
      ) : !vm.busy && vm.rows.length === 0 ? (
        <EmptyState message="暂无数据" />
      ) : (
        <ul aria-label=${quote(n.title)}>
          {vm.rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
`,
    [`${app}.view.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ${n.pascal}View } from './${n.kebab}.view.tsx';

const meta = {
  title: 'Screens/${n.pascal}',
  component: ${n.pascal}View,
  parameters: { layout: 'fullscreen' },
  args: { vm: { busy: false, rows: ['第一行', '第二行'], error: null, retry: fn() }, onBack: fn() },
} satisfies Meta<typeof ${n.pascal}View>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows, in order, under the title; 返回 goes back. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: ${quote(n.title)} })).toBeVisible();
    await expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual(['第一行', '第二行']);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Nothing to show. */
export const Empty: Story = {
  args: { vm: { busy: false, rows: [], error: null, retry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

/** The load failed: why, and 重试. */
export const Failed: Story = {
  args: { vm: { busy: false, rows: [], error: '系统繁忙，请稍后再试', retry: fn() } },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await expect(args.vm.retry).toHaveBeenCalledOnce();
  },
};
`,
    [`${app}.screen.tsx`]: `import { connect${n.pascal} } from '@lobby/domain/${n.kebab}';
import { goBack } from '../../ground/routing/hash-location.ts';
import { useMachine } from '../../wiring/app/actor-state.ts';
import { live${n.pascal}Machine } from './${n.kebab}.providers.ts';
import { ${n.pascal}View } from './${n.kebab}.view.tsx';

/** /${n.camel}: binds its machine to its view. */
export function ${n.pascal}Screen() {
  const [snapshot, send] = useMachine(live${n.pascal}Machine);
  return <${n.pascal}View vm={connect${n.pascal}(snapshot, send)} onBack={() => goBack('/')} />;
}

/** The route table loads the screen by its default export. */
export default ${n.pascal}Screen;
`,
    [`${app}.quality.ts`]: `import type { ScreenFacts } from '../../../quality/facts.ts';

/** What the quality suites check on /${n.camel} beyond the route table and the api (quality/facts.ts). */
export const quality: readonly ScreenFacts[] = [
  {
    key: ${quote(n.camel)},
    path: ${quote(`/${n.camel}`)},
    ready: { role: 'heading', name: ${quote(n.title)} },
  },
];
`,
    [`${app}.driver.ts`]: `// How the suites reach /${n.camel}'s calls and submits (test-only: quality/drivers.ts). Per call its
// quality file names, a node driver in \`calls\`, keyed \`<call>@${n.camel}#<trigger>\` (the live machine from
// \`await import('./${n.kebab}.providers.ts')\`, started through the kit: see vip.driver.ts); per submit, its browser
// steps up to the last tap in \`submits\`; per other tap that makes a call, its steps in \`taps\`.
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

export const driver = {} satisfies ScreenDriver;
`,
    [`${app}.live.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { liveMeta } from '../../../live/live-story.tsx';

const meta = {
  title: 'Live/${n.camel}',
  ...liveMeta({ path: ${quote(`/${n.camel}`)}, screen: ${quote(n.camel)} }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen opens at its route, under its title. */
export const Opens: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: ${quote(n.title)} }, { timeout: 10_000 })).toBeVisible();
  },
};
`,
  };
}

/** Inserts `text` before the line holding `marker` in a file's text; fails when the marker is missing. */
function insertBefore(source: string, marker: string, text: string, file: string): string {
  const at = source.indexOf(marker);
  if (at < 0) throw new Error(`${file}: no line "${marker}" to add the new screen before`);
  const lineStart = source.lastIndexOf('\n', at) + 1;
  return `${source.slice(0, lineStart)}${text}${source.slice(lineStart)}`;
}

/** The edits the unit makes to files that exist: the route table's row and spec section. */
export function sharedEdits(root: string, n: ScreenNames): Record<string, string> {
  const table = join(root, 'apps/mobile-web/src/root/route-table.ts');
  let tableText = readFileSync(table, 'utf8');
  if (tableText.includes(`path: '/${n.camel}'`)) throw new Error(`/${n.camel} is a route already`);
  tableText = insertBefore(
    tableText,
    '// new:screen adds a row above this line.',
    `  { path: ${quote(`/${n.camel}`)}, title: ${quote(n.title)} },\n`,
    table,
  );
  tableText = insertBefore(
    tableText,
    '// new:screen adds a section above this line.',
    `  ${quote(`/${n.camel}`)}: ${quote(n.spec)},\n`,
    table,
  );
  return { [table]: tableText };
}

/** Writes the unit under `root` (the repository), then the quality index; returns the files it wrote. */
export function newScreen(root: string, n: ScreenNames): string[] {
  const files = Object.entries(screenFiles(n)).map(([path, text]) => [join(root, path), text] as const);
  for (const [path] of files) if (existsSync(path)) throw new Error(`${path} exists already`);
  const edits = Object.entries(sharedEdits(root, n));
  for (const [path, text] of files) {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  for (const [path, text] of edits) writeFileSync(path, text);
  const indexes = [
    join(root, 'apps/mobile-web/quality/generated/screens.ts'),
    join(root, 'apps/mobile-web/quality/generated/drivers.ts'),
  ] as const;
  writeIndex(join(root, 'apps/mobile-web/src/screens'), ...indexes);
  const written = [...files.map(([path]) => path), ...edits.map(([path]) => path)];
  // Biome formats the files and sorts the entry's exports (safe fixes only), as a commit would need them.
  execFileSync('npx', ['biome', 'check', '--write', ...written], { cwd: root, stdio: 'ignore' });
  return [...written, ...indexes];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { title: { type: 'string' }, spec: { type: 'string' } },
  });
  const [name] = positionals;
  if (!name) {
    console.error("usage: npm run new:screen <kebab-name> [-- --title 标题 --spec 'part2 §2 ...']");
    process.exit(1);
  }
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  for (const file of newScreen(root, screenNames(name, values.title, values.spec))) console.log(`wrote ${file}`);
}
