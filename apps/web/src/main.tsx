import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n';
import { beginRestore } from './lib/session';
import './app/theme.css';
import './app/firstPaint.css';
import { App } from './app/App';
import { preloadPage } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadPage(window.location.pathname);
// A page may wait for the answer to whether a session exists: it is asked at once.
beginRestore();

// The first render waits for the language's texts; if they fail to load the app still renders (keys instead of texts).
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
