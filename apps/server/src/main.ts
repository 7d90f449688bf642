// The server's process: its start options first (a new start may replace this process, before the server's code and
// packages are loaded), then the server (server.ts, a bundle of its own beside this one).
import { restartWithOneV8WorkerThread } from './v8WorkerThreads.js';

restartWithOneV8WorkerThread();
await import('./server.js');
