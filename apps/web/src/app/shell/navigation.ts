import { RoutePath, type MenuVisibility } from '@health-passport/domain';

export type NavLabelKey =
  | 'nav.myHealth'
  | 'nav.myStatistics'
  | 'nav.individuals'
  | 'nav.snapshots'
  | 'nav.referenceBook'
  | 'nav.onboarding'
  | 'nav.sharePassport'
  | 'nav.documents'
  | 'nav.profile';

/** A sub-page in a main menu item's submenu; its label comes from the server (the passport's routes). */
export interface NavSubItem {
  id: string;
  to: string;
  label: string;
  /** A special text under the link: the my-scans upsell (passport-and-professional §2.1). */
  note?: string;
}

export interface NavItem {
  id: string;
  to: string;
  labelKey: NavLabelKey;
  /** Sub-pages: an item with them shows a submenu (passport-and-professional §2.3). */
  children?: NavSubItem[];
}

interface NavEntry extends NavItem {
  /** Whether the viewer may see it: always a flag of menuVisibility(), never a role check here. */
  visible: (visibility: MenuVisibility) => boolean;
}

const MAIN_MENU: readonly NavEntry[] = [
  { id: 'my-health', to: RoutePath.MY_HEALTH, labelKey: 'nav.myHealth', visible: (v) => v.passportPages },
  {
    id: 'my-statistics',
    to: RoutePath.MY_STATISTICS,
    labelKey: 'nav.myStatistics',
    visible: (v) => v.passportPages,
  },
  {
    id: 'individuals',
    to: RoutePath.INDIVIDUALS,
    labelKey: 'nav.individuals',
    visible: (v) => v.individuals,
  },
  { id: 'snapshots', to: RoutePath.SNAPSHOTS, labelKey: 'nav.snapshots', visible: (v) => v.snapshots },
  {
    id: 'reference-book',
    to: RoutePath.REFERENCE_BOOK,
    labelKey: 'nav.referenceBook',
    visible: (v) => v.referenceBook,
  },
];

const PROFILE_MENU: readonly NavEntry[] = [
  { id: 'onboarding', to: RoutePath.ONBOARDING, labelKey: 'nav.onboarding', visible: (v) => v.onboarding },
  {
    id: 'share-passport',
    to: RoutePath.SHARE_PASSPORT,
    labelKey: 'nav.sharePassport',
    visible: (v) => v.sharePassport,
  },
  { id: 'documents', to: RoutePath.DOCUMENTS, labelKey: 'nav.documents', visible: (v) => v.documents },
  { id: 'profile', to: RoutePath.PROFILE, labelKey: 'nav.profile', visible: () => true },
];

function pick(entries: readonly NavEntry[], visibility: MenuVisibility): NavItem[] {
  return entries
    .filter((entry) => entry.visible(visibility))
    .map(({ id, to, labelKey }) => ({ id, to, labelKey }));
}

export function mainMenuItems(visibility: MenuVisibility): NavItem[] {
  return pick(MAIN_MENU, visibility);
}

export function profileMenuItems(visibility: MenuVisibility): NavItem[] {
  return pick(PROFILE_MENU, visibility);
}

/** The main menu items with their submenus, keyed by the item's path ("/my-health" -> its sub-pages). */
export function withSubmenus(items: NavItem[], submenus: ReadonlyMap<string, NavSubItem[]>): NavItem[] {
  return items.map((item) => {
    const children = submenus.get(item.to);
    return children && children.length > 0 ? { ...item, children } : item;
  });
}
