import { createContext, type ReactNode, useContext } from 'react';
import type { createAppActor } from './providers.ts';

/** The running root actor of the app. */
export type AppActor = ReturnType<typeof createAppActor>;

const AppActorContext = createContext<AppActor | null>(null);

/** Makes the root actor available to every screen. */
export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <AppActorContext.Provider value={actor}>{children}</AppActorContext.Provider>;
}

/** The root actor; screens read it through `useSelector` so only what changes re-renders. */
export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor needs <AppActorProvider>');
  return actor;
}
