import { Suspense, useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { Outlet, useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AppFooter } from '../features/app-info';
import { usePolicyUpdate } from '../features/consent';
import { MaintenanceModal } from '../features/maintenance';
import { useSessionLifecycle } from '../features/session';
import { useStaffNotice } from '../features/staff-notice';
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

/** Notices that follow sign-in; inside the modal host, which they open modals with. */
function SignInNotices() {
  const { status, viewer } = useViewerState();
  useStaffNotice(status === 'ready' && viewer.signedIn, viewer.roles);
  usePolicyUpdate(status === 'ready' && viewer.signedIn, viewer.roles);
  return null;
}

/** The root layout: skip link, header, breadcrumbs, the page, and the global overlays. */
export function AppShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  useScrollRestoration();
  useSessionLifecycle();

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
          </Suspense>
        </main>
        <AppFooter />
        <MaintenanceModal />
        <SignInNotices />
      </ModalHost>
    </AriaRouterProvider>
  );
}
