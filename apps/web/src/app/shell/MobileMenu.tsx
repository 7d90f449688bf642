import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './navigation';
import styles from './MobileMenu.module.css';

function HamburgerIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** Below the mobile breakpoint: one disclosure holding the main menu and the profile links. */
export interface MobileMenuProps {
  mainItems: NavItem[];
  profileItems: NavItem[];
  userName?: string;
  onSignOut: () => void;
}

export function MobileMenu({ mainItems, profileItems, userName, onSignOut }: MobileMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A navigation closes the menu, so the new page is not hidden behind it.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <div className={styles.container}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <HamburgerIcon open={open} />
        <span>{t('header.openMenu')}</span>
      </button>
      <nav id={panelId} aria-label={t('header.mainMenu')} className={styles.panel} hidden={!open}>
        {userName && <p className={styles.userName}>{t('header.signedInAs', { name: userName })}</p>}
        <ul className={styles.list}>
          {mainItems.map((item) => (
            <li key={item.id}>
              <NavLink to={item.to} className={linkClass} end={item.children !== undefined}>
                {t(item.labelKey)}
              </NavLink>
              {item.children && (
                <ul
                  className={styles.sublist}
                  aria-label={t('passportPages.menu.submenu', { name: t(item.labelKey) })}
                >
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <NavLink to={child.to} className={linkClass}>
                        {child.label}
                        {child.note && <span className={styles.note}>{child.note}</span>}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {profileItems.length > 0 && (
          <ul className={`${styles.list} ${styles.secondary}`} aria-label={t('header.profileMenu')}>
            {profileItems.map((item) => (
              <li key={item.id}>
                <NavLink to={item.to} className={linkClass}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
        <button type="button" className={styles.signOut} onClick={onSignOut}>
          {t('common.signOut')}
        </button>
      </nav>
    </div>
  );
}
