import { Navigate } from 'react-router';
import { decideRouteAccess, RoutePath } from '@health-passport/domain';
import { useLoginParams } from '../lib/loginParams';
import { LoginPage } from './pages';
import { RouteGuard } from './RouteGuard';
import { useViewerState } from './viewer';

/**
 * "/" is the login page without a session. With one, it leads to the returnUrl the login was asked with
 * (paths of this app only), otherwise to the viewer's home. searchConsumer travels along as navigation
 * state, for the individuals list.
 */
export function HomeRoute() {
  const { status, viewer } = useViewerState();
  const { returnUrl, searchConsumer } = useLoginParams();
  if (status === 'ready' && viewer.signedIn) {
    const access = decideRouteAccess(RoutePath.HOME, viewer);
    const home = access.kind === 'redirect' ? access.to : null;
    const target = returnUrl && returnUrl !== RoutePath.HOME ? returnUrl : home;
    if (target) {
      return <Navigate to={target} replace state={searchConsumer ? { searchConsumer } : undefined} />;
    }
  }
  return (
    <RouteGuard>
      <LoginPage />
    </RouteGuard>
  );
}
