import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n';
import { beginRestore } from './lib/session';
import { App } from './app/App';
import { preloadPage } from './app/router';
import { nextTask } from './lib/afterPaint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** How long the first render waits at most for the page's code and data and the session check (below). */
const FIRST_RENDER_WAIT_MS = 1500;

// The app's modules were evaluated in the task that ends here: the page's downloads start in the next one, so a phone
// is not held for both at once.
await nextTask();

const pageLoaded = preloadPage(window.location.pathname);
// A page may wait for the answer to whether a session exists: it is asked at once.
const sessionKnown = beginRestore().catch(() => undefined);

// The first render waits for the language's texts (if they fail to load the app still renders, with keys instead of
// texts), and for a moment at most for the page's code and first data and the session check: the first thing drawn
// is then the page itself rather than a loading state replaced right after, and what is asked for once the page has
// been drawn (the footer's facts, the data cache) no longer comes before it.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    Promise.race([
      Promise.all([pageLoaded, sessionKnown]),
      new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
    ]),
  )
  .then(() => {
    const root = createRoot(container);
    // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (a phone's long task, which delays a first tap).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
