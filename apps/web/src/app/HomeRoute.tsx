import { Navigate } from 'react-router';
import { useLoginParams } from '../lib/loginParams';
import { LoginPage } from './pages';
import { RouteGuard } from './RouteGuard';
import { useViewer } from './viewer';

/**
 * "/" is the login page without a session. With one, it leads to the returnUrl the login was asked with,
 * otherwise the guard sends the viewer home. searchConsumer travels along as navigation state.
 */
export function HomeRoute() {
  const viewer = useViewer();
  const { returnUrl, searchConsumer } = useLoginParams();
  if (viewer.signedIn && returnUrl) {
    return <Navigate to={returnUrl} replace state={searchConsumer ? { searchConsumer } : undefined} />;
  }
  return (
    <RouteGuard>
      <LoginPage />
    </RouteGuard>
  );
}
