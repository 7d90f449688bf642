import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_QUERY_PARAMS, RoutePath } from '@health-passport/domain';
import { QueryScope } from '../../lib/queryScope';
import { useViewerState } from '../viewer';
import { HeaderFrame } from './HeaderFrame';
import styles from './Header.module.css';

// Menus, the passport's context and sign-out are for signed-in people, and read data: the sign-in page and the shop
// load without them.
const SignedInHeader = lazy(() => import('./SignedInHeader').then((m) => ({ default: m.SignedInHeader })));

/** The login link brings the visitor back to the page they were on. */
function useLoginHref(): string {
  const { pathname, search } = useLocation();
  if (pathname === RoutePath.HOME) return RoutePath.HOME;
  const params = new URLSearchParams({ [LOGIN_QUERY_PARAMS.RETURN_URL]: pathname + search });
  return `${RoutePath.HOME}?${params.toString()}`;
}

export function Header() {
  const { t } = useTranslation();
  const { status, viewer } = useViewerState();
  const loginHref = useLoginHref();

  return (
    <header className={styles.header}>
      {viewer.signedIn ? (
        <Suspense fallback={<HeaderFrame />}>
          <QueryScope>
            <SignedInHeader />
          </QueryScope>
        </Suspense>
      ) : (
        <HeaderFrame
          account={
            // The login page itself needs no link to itself; nor does a session still being restored.
            status === 'ready' &&
            loginHref !== RoutePath.HOME && (
              <Link to={loginHref} className={styles.login}>
                {t('header.login')}
              </Link>
            )
          }
        />
      )}
    </header>
  );
}
