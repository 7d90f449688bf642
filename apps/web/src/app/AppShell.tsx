import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
} from 'react';
import { Outlet, useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AppFooter } from '../features/app-info';
import { MaintenanceModal } from '../features/maintenance';
import { afterNextPaint } from '../lib/afterPaint';
import { QueryScope } from '../lib/queryScope';
import { PageLoader } from '../lib/ui';
import { ModalHost } from './modals';
import { Breadcrumbs } from './shell/Breadcrumbs';
import { Header } from './shell/Header';
import { useScrollRestoration } from './useScrollRestoration';
import { useViewerState } from './viewer';
import styles from './AppShell.module.css';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

const MAIN_ID = 'main-content';

/** Moves focus to <main> after a client-side navigation, so screen readers start at the new page. */
function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}

// The session's life (restore, native-app handover, expiry) runs with the data cache, after the page draws.
const SessionLifecycle = lazy(() =>
  import('../features/session').then((m) => ({ default: m.SessionLifecycle })),
);
// Only for someone signed in: loaded then.
const SignInNotices = lazy(() => import('./SignInNotices').then((m) => ({ default: m.SignInNotices })));

/**
 * Tells once the page around it (in the same Suspense boundary) is on screen: a boundary shows all or nothing, and the
 * browser has drawn it (afterNextPaint).
 */
function WhenDrawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => mounted && onDrawn());
    return () => {
      mounted = false;
    };
  }, [onDrawn]);
  return null;
}

/** The root layout: skip link, header, breadcrumbs, the page, and the global overlays. */
export function AppShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  useScrollRestoration();
  const { status, viewer } = useViewerState();
  const [pageDrawn, setPageDrawn] = useState(false);
  const onPageDrawn = useCallback(() => setPageDrawn(true), []);

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView();
  };

  return (
    <AriaRouterProvider navigate={(href, options) => void navigate(href, options)} useHref={useHref}>
      <ModalHost>
        <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToContent}>
          {t('app.skipToContent')}
        </a>
        <Header />
        <Breadcrumbs />
        <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <WhenDrawn onDrawn={onPageDrawn} />
          </Suspense>
        </main>
        <AppFooter />
        {/* What polls, follows the session or follows sign-in uses the data cache: it loads once the first page has
            drawn, not among the files that page waits for (the session check itself started with the app). */}
        {pageDrawn && (
          <Suspense fallback={null}>
            <QueryScope>
              <Suspense fallback={null}>
                <MaintenanceModal />
              </Suspense>
              <Suspense fallback={null}>
                <SessionLifecycle />
              </Suspense>
              <Suspense fallback={null}>
                {status === 'ready' && viewer.signedIn && <SignInNotices />}
              </Suspense>
            </QueryScope>
          </Suspense>
        )}
      </ModalHost>
    </AriaRouterProvider>
  );
}
