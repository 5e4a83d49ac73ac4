import '@lobby/ui-kit/tokens.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppActor } from './app/providers.ts';

const actor = createAppActor();
actor.start();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App actor={actor} />
    </StrictMode>,
  );
}
