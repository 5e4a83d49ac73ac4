// A tab open across a deploy asks for a chunk the server no longer has (or the new service worker no longer
// keeps): Vite fires `vite:preloadError`. The page reloads into the new build once; should the same build fail
// again after that reload, the chunk boundary's message shows instead of a reload loop.
import { readString, writeString } from '../../ground/effects/storage.ts';

const RELOADED_FOR = 'lobby.reloadedFor';

/** Reloads once per build on a failed chunk load. */
export function reloadOnStaleChunks(): void {
  addEventListener('vite:preloadError', (event) => {
    // The entry's own address names this build: a reload that brings the same build again stops here.
    const build = import.meta.url;
    if (readString('session', RELOADED_FOR) === build) return;
    writeString('session', RELOADED_FOR, build);
    if (readString('session', RELOADED_FOR) !== build) return;
    event.preventDefault();
    location.reload();
  });
}
