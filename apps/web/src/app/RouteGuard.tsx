import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideRouteAccess } from '@health-passport/domain';
import { LoginPage } from './pages';
import { useViewer } from './viewer';

/**
 * Applies the spec's route rules (decided in the domain package) to the current path: a login prompt in
 * place, a redirect, or the page. Anonymous access renders the page; the viewer is simply not signed in.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const viewer = useViewer();
  const access = decideRouteAccess(pathname, viewer);
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
