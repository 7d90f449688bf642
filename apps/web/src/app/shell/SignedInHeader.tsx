import { lazy, Suspense, useMemo } from 'react';
import { menuVisibility } from '@health-passport/domain';
import {
  ClientBlock,
  PassportChooserButton,
  useConsumerContext,
  usePassportNavigation,
} from '../../features/passport';
import { useSignOut } from '../../features/session';
import { useIsMobile } from '../../lib/useMediaQuery';
import { useViewerState } from '../viewer';
import { HeaderFrame } from './HeaderFrame';
import { MobileMenu } from './MobileMenu';
import { mainMenuItems, profileMenuItems, withSubmenus } from './navigation';
import styles from './Header.module.css';

// The menus (React Aria's menu and popover) are for wider screens: a phone loads without them. One chunk for both, so
// they appear together.
const desktopMenus = () => import('./desktopMenus');
const MainMenu = lazy(() => desktopMenus().then((m) => ({ default: m.MainMenu })));
const ProfileMenu = lazy(() => desktopMenus().then((m) => ({ default: m.ProfileMenu })));

/** The header's content for someone signed in: menus, their name, and whose passport is shown. */
export function SignedInHeader() {
  const { viewer, user } = useViewerState();
  const signOut = useSignOut();
  const isMobile = useIsMobile();
  const visibility = useMemo(() => menuVisibility(viewer), [viewer]);
  const { submenus } = usePassportNavigation(visibility.passportPages);
  const mainItems = useMemo(() => withSubmenus(mainMenuItems(visibility), submenus), [visibility, submenus]);
  const profileItems = useMemo(() => profileMenuItems(visibility), [visibility]);
  // Whose passport is shown, and which one: the client block for professionals, the chooser (§2.3).
  const { person, passport } = useConsumerContext();
  const showsClientBlock = visibility.headerClientBlock && person !== null;
  const showsChooser = visibility.passportPages && visibility.passportSwitcher && passport !== null;

  return (
    <HeaderFrame
      menu={
        !isMobile && (
          <Suspense fallback={null}>
            <MainMenu items={mainItems} />
          </Suspense>
        )
      }
      account={
        isMobile ? (
          <MobileMenu
            mainItems={mainItems}
            profileItems={profileItems}
            userName={user?.name}
            onSignOut={signOut}
          />
        ) : (
          <>
            {user && <span className={styles.userName}>{user.name}</span>}
            <Suspense fallback={null}>
              <ProfileMenu items={profileItems} onSignOut={signOut} />
            </Suspense>
          </>
        )
      }
      below={
        (showsClientBlock || showsChooser) && (
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
        )
      }
    />
  );
}
