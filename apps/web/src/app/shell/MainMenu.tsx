import { NavLink } from 'react-router';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { NavItem, NavSubItem } from './navigation';
import styles from './MainMenu.module.css';

/** The sub-pages of a menu item, behind a button beside its link (the link itself still leads to the page). */
function Submenu({ label, items }: { label: string; items: NavSubItem[] }) {
  const { t } = useTranslation();
  const name = t('passportPages.menu.submenu', { name: label });
  return (
    <MenuTrigger>
      <Button className={styles.submenuToggle} aria-label={name}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Button>
      <Popover placement="bottom start" className={styles.popover}>
        <Menu aria-label={name} className={styles.menu}>
          {items.map((item) => (
            <MenuItem
              key={item.id}
              id={item.id}
              href={item.to}
              textValue={item.label}
              className={styles.item}
            >
              <Text slot="label">{item.label}</Text>
              {item.note && (
                <Text slot="description" className={styles.note}>
                  {item.note}
                </Text>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

export function MainMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('header.mainMenu')} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.entry}>
            <NavLink
              to={item.to}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {t(item.labelKey)}
            </NavLink>
            {item.children && <Submenu label={t(item.labelKey)} items={item.children} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}
