// The device's own store of player protection: IndexedDB, not local storage, because a logout wipes both storage
// areas (as the old app did), and a break must outlast the session and a limit the sign-in. A key per setting, so a
// screen that needs one (sign-in: the break) reads only it. No code of this weighs on the cold start.

const DATABASE = 'lobby-device';
const STORE = 'protection';

/** One request's result, as a promise. */
function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The store in a transaction of `mode`. */
async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  const open = indexedDB.open(DATABASE, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return (await settled(open)).transaction(STORE, mode).objectStore(STORE);
}

/** What the device keeps under `key`; undefined when nothing, or when the store cannot be opened. */
export async function readKept(key: string): Promise<unknown> {
  try {
    return await settled((await store('readonly')).get(key));
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `key`; rejects when the device refused (a private mode, a full disk). */
export async function keep(key: string, value: unknown): Promise<void> {
  await settled((await store('readwrite')).put(value, key));
}

/** When a break taken on this device ends (epoch ms), or null. */
export async function keptBreakUntil(): Promise<number | null> {
  const until = await readKept('breakUntil');
  return typeof until === 'number' && Number.isFinite(until) ? until : null;
}
