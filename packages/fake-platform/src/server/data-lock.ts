import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * One server per data file. Two servers on one file would each write their whole state after every change, and the
 * later write would wipe the other's accounts, deposits and balances. So a server holds `<data file>.lock` (its pid)
 * while it runs: a second one refuses to start, naming the file and the pid. A lock whose pid no longer runs (a
 * crash, kill -9) is taken over, never a reason to refuse. The lock goes on close and on process exit.
 *
 * Within one process, the dev server (Vite) builds a new middleware on a restart before it closes the old one; the
 * new one may take the file over from the old (`sameProcess: 'take over'`), which then stops writing. The Node
 * server refuses a second holder in its own process as it does in another.
 */

/** A held lock on a data file. */
export type DataLock = {
  /** The lock file, `<data file>.lock`. */
  path: string;
  /** Gives the lock up (only if it is still this holder's); safe to call twice. */
  release: () => void;
};

/** What to do when this very process holds the lock already. */
export type SameProcessRule = 'refuse' | 'take over';

/** The error of a data file another running server holds. */
export class DataFileInUse extends Error {
  readonly dataFile: string;
  readonly pid: number;
  constructor(dataFile: string, lockPath: string, pid: number) {
    const whose = pid === process.pid ? `pid ${pid}, this very process` : `pid ${pid}`;
    super(
      `The fake platform's data file ${dataFile} is in use by another server (${whose}; lock ${lockPath}). ` +
        'Stop that server first, or give this one another data file (--data <file>). ' +
        'If no such server runs, delete the lock file.',
    );
    this.name = 'DataFileInUse';
    this.dataFile = dataFile;
    this.pid = pid;
  }
}

type LockContents = { pid: number; id: string; since: string };

/** This module's holders, by lock path: released on exit, retired when another holder of this process takes over. */
const held = new Map<string, { id: string; retire: () => void }>();

let exitHookAdded = false;

/** Removes every lock still held when the process ends (a normal exit, process.exit, an uncaught exception). */
function addExitHook(): void {
  if (exitHookAdded) return;
  exitHookAdded = true;
  process.on('exit', () => {
    for (const [path, holder] of held) removeIfOurs(path, holder.id);
  });
}

function readContents(path: string): LockContents | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockContents>;
    if (Number.isInteger(parsed.pid) && typeof parsed.id === 'string') return parsed as LockContents;
  } catch {
    // Unreadable or not ours: handled as a lock nobody holds.
  }
  return undefined;
}

function removeIfOurs(path: string, id: string): void {
  if (readContents(path)?.id !== id) return;
  try {
    unlinkSync(path);
  } catch {
    // Gone already.
  }
}

/** Whether a process with this pid runs (one of another user counts: it answers EPERM). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates the lock file with its contents in one step: written beside it, then hard-linked (fails if it exists). */
function tryCreate(path: string, contents: LockContents): boolean {
  const temporary = `${path}.${contents.id}.tmp`;
  writeFileSync(temporary, JSON.stringify(contents));
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * Removes a lock nobody holds, unless it changed since it was read (another starter took it over first): the file
 * is moved aside and compared before it is deleted, and put back when it is not the one read.
 */
function removeStale(path: string, seen: LockContents | undefined): void {
  const aside = `${path}.${randomUUID()}.stale`;
  try {
    renameSync(path, aside);
  } catch {
    return; // Gone: whoever removed it, the next attempt will see.
  }
  const moved = readContents(aside);
  if (moved?.id !== seen?.id) {
    try {
      linkSync(aside, path);
    } catch {
      // A third holder already: the next attempt refuses for it.
    }
  }
  unlinkSync(aside);
}

/**
 * Takes the lock of `dataFile`, or throws {@link DataFileInUse} when a running process holds it. `retire` is called
 * if another holder of this process later takes the file over (see {@link SameProcessRule}).
 */
export function lockDataFile(
  dataFile: string,
  { sameProcess = 'refuse', retire = () => {} }: { sameProcess?: SameProcessRule; retire?: () => void } = {},
): DataLock {
  const path = `${dataFile}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  const contents: LockContents = { pid: process.pid, id: randomUUID(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path, contents)) {
      held.set(path, { id: contents.id, retire });
      addExitHook();
      let released = false;
      return {
        path,
        release: () => {
          if (released) return;
          released = true;
          if (held.get(path)?.id === contents.id) held.delete(path);
          removeIfOurs(path, contents.id);
        },
      };
    }
    const holder = readContents(path);
    if (holder && holder.pid === process.pid) {
      if (sameProcess === 'refuse') throw new DataFileInUse(dataFile, path, holder.pid);
      const previous = held.get(path);
      if (previous?.id === holder.id) {
        held.delete(path);
        previous.retire();
      }
      removeStale(path, holder);
      continue;
    }
    if (holder && isRunning(holder.pid)) throw new DataFileInUse(dataFile, path, holder.pid);
    removeStale(path, holder);
  }
  throw new Error(`Could not take the lock ${path} of the fake platform's data file ${dataFile}; try again.`);
}
