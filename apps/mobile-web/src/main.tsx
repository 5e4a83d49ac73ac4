import '@lobby/ui-kit/tokens.css';
import './app/app.css';
import { Profiler, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppActor } from './app/providers.ts';
import { recordCommit } from './bench/render-probe.ts';
import { capturePromoter } from './session/promoter.ts';

capturePromoter();
const actor = createAppActor();
actor.start();
// Balance polling pauses while the page is hidden and polls at once when it shows again.
document.addEventListener('visibilitychange', () => {
  actor.send({ type: document.hidden ? 'visibility.hide' : 'visibility.show' });
});

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App actor={actor} />
    </StrictMode>
  );
  createRoot(root).render(
    // Bench builds count renders per commit (see bench/render-probe.ts); production builds drop the branch.
    import.meta.env.MODE === 'bench' ? (
      <Profiler id="app" onRender={() => recordCommit(root)}>
        {app}
      </Profiler>
    ) : (
      app
    ),
  );
}
