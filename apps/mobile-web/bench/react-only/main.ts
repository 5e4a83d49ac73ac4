// The main-thread part's baseline: the app's React and react-dom, built for production, rendering one component.
// What the app's start costs beyond this page is the app's own.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

function Hello() {
  return createElement('p', { id: 'ready' }, 'Lobby');
}

const root = document.getElementById('root');
if (root) createRoot(root).render(createElement(Hello));
