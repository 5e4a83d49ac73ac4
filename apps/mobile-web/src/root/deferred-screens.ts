import type { ComponentType } from 'react';

// The screens off the first paint's path: the code that imports each of them (and lists the files each needs,
// which Vite preloads beside it) is this chunk's, not the entry's, so a new screen costs the home page's cold
// start its route table row only. The imports are Vite's, one per `*.screen.tsx` (home's is the entry's own).
// The app fetches this chunk once the browser is idle (see routes.ts).

/** Each screen module (its default export is the screen) by its file (`./vip/vip.screen.tsx`), loaded on demand. */
export const deferredScreens: Record<string, () => Promise<{ default: ComponentType }>> = import.meta.glob<{
  default: ComponentType;
}>(['./*/*.screen.tsx', '!./home/**'], { base: '../screens' });
