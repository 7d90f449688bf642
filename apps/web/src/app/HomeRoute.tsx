import { Navigate } from 'react-router';
import { landingPathFor } from '@health-passport/domain';
import { useLoginParams } from '../lib/loginParams';
import { LoginPage } from './pages';
import { RouteGuard } from './RouteGuard';
import { useViewerState } from './viewer';

/**
 * "/" is the login page without a session. With one, it leads to the returnUrl the login was asked with
 * (paths of this app only), otherwise to the viewer's home; a preset name filter (searchConsumer) opens the
 * individuals list searched for it, for those who have that list (landingPathFor).
 */
export function HomeRoute() {
  const { status, viewer } = useViewerState();
  const { returnUrl, searchConsumer } = useLoginParams();
  if (status === 'ready' && viewer.signedIn) {
    const target = landingPathFor(viewer, { returnUrl, searchConsumer });
    if (target) return <Navigate to={target} replace />;
  }
  return (
    <RouteGuard>
      <LoginPage />
    </RouteGuard>
  );
}
