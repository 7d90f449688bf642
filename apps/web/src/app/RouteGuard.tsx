import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideRouteAccess } from '@health-passport/domain';
import { QueryScope } from '../lib/queryScope';
import { markAnonymous } from '../lib/session';
import { PageLoader } from '../lib/ui';
import { LoginPage } from './pages';
import { useViewerState } from './viewer';

// Shown only when a signed-in person's profile failed to load; it signs out through the session feature.
const ViewerErrorView = lazy(() => import('./ViewerErrorView').then((m) => ({ default: m.ViewerErrorView })));

/**
 * Applies the spec's route rules (decided in the domain package) to the current path: a login prompt in
 * place, a redirect, or the page. While the session is restored or the user loads, the loading view shows;
 * a page that works without login marks the visitor anonymous (customer-journey §4).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { status, viewer, retry } = useViewerState();
  const access = status === 'ready' ? decideRouteAccess(pathname, viewer) : null;
  const anonymous = access?.kind === 'anonymous';

  useEffect(() => {
    if (anonymous) markAnonymous();
  }, [anonymous]);

  if (status === 'loading' || !access) {
    if (status !== 'error') return <PageLoader />;
    return (
      <Suspense fallback={<PageLoader />}>
        <QueryScope>
          <ViewerErrorView onRetry={retry} />
        </QueryScope>
      </Suspense>
    );
  }
  switch (access.kind) {
    case 'login':
      return <LoginPage />;
    case 'redirect':
      return <Navigate to={access.to} replace />;
    case 'anonymous':
    case 'allow':
      return children;
  }
}
