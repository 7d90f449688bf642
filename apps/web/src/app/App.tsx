import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './ErrorBoundary';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        {/* The declarative router: the app loads no data through routes, and the data router is twice the size. */}
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </AppErrorBoundary>
  );
}
