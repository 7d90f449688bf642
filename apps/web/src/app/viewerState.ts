import type { ViewerContext } from '@health-passport/domain';
import type { CurrentUser } from '../lib/currentUser';

export type Viewer = ViewerContext;

/**
 * Who is looking, and whether that is known yet. `loading` while the session is restored or `me` (or the
 * passports: a consumer's own, or a professional's selected individual's) loads (the login screen's loading
 * view), `error` when `me` or the passports failed for another reason than an ended session.
 */
export interface ViewerState {
  status: 'loading' | 'ready' | 'error';
  viewer: Viewer;
  /** The signed-in user (`me`); null when signed out. */
  user: CurrentUser | null;
  /** Loads `me` again after an error. */
  retry: () => void;
}

export const SIGNED_OUT: Viewer = {
  signedIn: false,
  roles: [],
  hasSelectedIndividual: false,
  passports: [],
  linkedProductDisablesPassport: false,
  managedGroupCount: 0,
  isNativeApp: false,
};
