// The header's menus for wider screens, one chunk loaded once someone is signed in (Header.tsx).
export { MainMenu } from './MainMenu';
export { ProfileMenu } from './ProfileMenu';
