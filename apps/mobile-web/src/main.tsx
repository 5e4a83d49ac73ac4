import '@lobby/ui-kit/tokens.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppActor } from './app/providers.ts';
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
  createRoot(root).render(
    <StrictMode>
      <App actor={actor} />
    </StrictMode>,
  );
}
