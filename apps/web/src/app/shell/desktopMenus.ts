// The header's menus for wider screens, one chunk loaded once someone is signed in (SignedInHeader.tsx).
export { MainMenu } from './MainMenu';
export { ProfileMenu } from './ProfileMenu';
