import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './navigation';
import styles from './ProfileMenu.module.css';

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function ProfileMenu({ items, onSignOut }: { items: NavItem[]; onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <MenuTrigger>
      <Button className={styles.trigger} aria-label={t('header.profileMenu')}>
        <UserIcon />
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        {/* Labelled by its trigger button. */}
        <Menu className={styles.menu}>
          {items.map((item) => (
            <MenuItem key={item.id} id={item.id} href={item.to} className={styles.item}>
              {t(item.labelKey)}
            </MenuItem>
          ))}
          <Separator className={styles.separator} />
          <MenuItem id="sign-out" onAction={onSignOut} className={styles.item}>
            {t('common.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
