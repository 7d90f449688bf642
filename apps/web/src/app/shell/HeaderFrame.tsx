import type { ReactNode } from 'react';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import styles from './Header.module.css';

/**
 * What the header holds, the same signed out and signed in: the logo, the main menu's place, the language switch and
 * what follows it, and the row below (whose passport is shown).
 */
export function HeaderFrame({
  menu,
  account,
  below,
}: {
  menu?: ReactNode;
  account?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <>
      <div className={styles.inner}>
        <Logo />
        {menu}
        <div className={styles.end}>
          <LanguageSwitch />
          {account}
        </div>
      </div>
      {below}
    </>
  );
}
