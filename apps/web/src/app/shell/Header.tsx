import { lazy, Suspense, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_QUERY_PARAMS, menuVisibility, RoutePath } from '@health-passport/domain';
import {
  ClientBlock,
  PassportChooserButton,
  useConsumerContext,
  usePassportNavigation,
} from '../../features/passport';
import { useSignOut } from '../../features/session';
import { useIsMobile } from '../../lib/useMediaQuery';
import { useViewerState } from '../viewer';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { mainMenuItems, profileMenuItems, withSubmenus } from './navigation';
import styles from './Header.module.css';

// The menus (React Aria's menu and popover) are for signed-in people on wider screens: the sign-in page and the shop
// load without them. One chunk for both, so they appear together.
const desktopMenus = () => import('./desktopMenus');
const MainMenu = lazy(() => desktopMenus().then((m) => ({ default: m.MainMenu })));
const ProfileMenu = lazy(() => desktopMenus().then((m) => ({ default: m.ProfileMenu })));

/** The login link brings the visitor back to the page they were on. */
function useLoginHref(): string {
  const { pathname, search } = useLocation();
  if (pathname === RoutePath.HOME) return RoutePath.HOME;
  const params = new URLSearchParams({ [LOGIN_QUERY_PARAMS.RETURN_URL]: pathname + search });
  return `${RoutePath.HOME}?${params.toString()}`;
}

export function Header() {
  const { t } = useTranslation();
  const { status, viewer, user } = useViewerState();
  const signOut = useSignOut();
  const isMobile = useIsMobile();
  const loginHref = useLoginHref();
  const visibility = useMemo(() => menuVisibility(viewer), [viewer]);
  const { submenus } = usePassportNavigation(visibility.passportPages);
  const mainItems = useMemo(() => withSubmenus(mainMenuItems(visibility), submenus), [visibility, submenus]);
  const profileItems = useMemo(() => profileMenuItems(visibility), [visibility]);
  // Whose passport is shown, and which one: the client block for professionals, the chooser (§2.3).
  const { person, passport } = useConsumerContext();
  const showsClientBlock = visibility.headerClientBlock && person !== null;
  const showsChooser = visibility.passportPages && visibility.passportSwitcher && passport !== null;

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        {viewer.signedIn && !isMobile && (
          <Suspense fallback={null}>
            <MainMenu items={mainItems} />
          </Suspense>
        )}
        <div className={styles.end}>
          <LanguageSwitch />
          {/* The login page itself needs no link to itself; nor does a session still being restored. */}
          {status === 'ready' && !viewer.signedIn && loginHref !== RoutePath.HOME && (
            <Link to={loginHref} className={styles.login}>
              {t('header.login')}
            </Link>
          )}
          {viewer.signedIn && user && !isMobile && <span className={styles.userName}>{user.name}</span>}
          {viewer.signedIn &&
            (isMobile ? (
              <MobileMenu
                mainItems={mainItems}
                profileItems={profileItems}
                userName={user?.name}
                onSignOut={signOut}
              />
            ) : (
              <Suspense fallback={null}>
                <ProfileMenu items={profileItems} onSignOut={signOut} />
              </Suspense>
            ))}
        </div>
      </div>
      {(showsClientBlock || showsChooser) && (
        <Suspense fallback={null}>
          <div className={styles.context}>
            {showsClientBlock && (
              <ClientBlock showBirthDateAndServiceNumber={visibility.headerBirthDateAndServiceNumber} />
            )}
            {showsChooser && (
              <div className={styles.chooser}>
                <PassportChooserButton />
              </div>
            )}
          </div>
        </Suspense>
      )}
    </header>
  );
}
