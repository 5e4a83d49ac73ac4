import type { ComponentType } from 'react';

// The screens a tap away from the first page (the shell's tabs, login and the game screens): their imports, each
// listing the files its screen needs (which Vite preloads beside it), are this small chunk's, not the entry's. In
// the entry they were 46 file names on every cold start (~12 B of gzip a name). The app asks for this chunk as it
// starts the first page's own screen, and again with the deferred table (routes.ts).

/** Each near screen module by its file (`./mine/mine.screen.tsx`), loaded on demand. */
export const nearScreens: Record<string, () => Promise<{ default: ComponentType }>> = import.meta.glob<{
  default: ComponentType;
}>('./{activity,zhanzhu,mine,login,concise,game-page,kefu}/*.screen.tsx', { base: '../screens' });
