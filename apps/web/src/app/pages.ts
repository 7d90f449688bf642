import { lazy } from 'react';

// Every page is its own chunk, so the login route ships only what it needs.
export const LoginPage = lazy(() => import('../features/auth').then((m) => ({ default: m.LoginPage })));
export const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
