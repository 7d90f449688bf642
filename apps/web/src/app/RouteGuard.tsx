import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideRouteAccess } from '@health-passport/domain';
import { markAnonymous } from '../lib/session';
import { PageLoader } from '../lib/ui';
import { LoginPage } from './pages';
import { ViewerErrorView } from './ViewerErrorView';
import { useViewerState } from './viewer';

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
    return status === 'error' ? <ViewerErrorView onRetry={retry} /> : <PageLoader />;
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
