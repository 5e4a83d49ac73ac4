// The in-app location read from the hash, without React: the app's hooks (hash-location.ts) and the early script
// that runs before the app (src/wiring/boot/early.ts) read it the same way.

/** A hash location (`#/login?type=1`, `/login?type=1`, `login/`) split into its in-app path and query. */
export function splitHashLocation(hash: string): { path: string; search: string } {
  const raw = hash.replace(/^#?\/?/, '');
  const queryAt = raw.indexOf('?');
  const path = `/${queryAt === -1 ? raw : raw.slice(0, queryAt)}`;
  const search = queryAt === -1 ? '' : raw.slice(queryAt + 1);
  return { path: path.length > 1 ? path.replace(/\/+$/, '') : path, search };
}

const hashParts = () => splitHashLocation(location.hash);

/** The current in-app path, without its query. */
export function currentPath(): string {
  return hashParts().path;
}

/** The current in-app query string, without the leading `?`. */
export function currentSearch(): string {
  return hashParts().search;
}

/** The full in-app location (path and query), as the spec's redirect query and visit-URL check expect. */
export function currentFullPath(): string {
  const { path, search } = hashParts();
  return search ? `${path}?${search}` : path;
}
