import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './ErrorBoundary';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** `queryClient`: the app's data cache, when made before (main.tsx starts the page's data with it). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        {/* The declarative router: the app loads no data through routes, and the data router is twice the size. */}
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </AppErrorBoundary>
  );
}
