import { lazy } from 'react';
import { withTexts } from '../../lib/i18n';

/**
 * The health passport pages (passport-and-professional §2.1-§2.4): the consumer context (whose passport is
 * shown), the layout page, the passport chooser, the header client block and the passport menus.
 */

/**
 * The layout page loads in its own chunk with the layout catalogue (charts, sliders): the signed-in header imports
 * this feature on every page and must not bring the catalogue along. Its texts are the part named after this
 * feature's chunk, which the page's route loads (app/pages.ts).
 */
export const LayoutPage = lazy(() =>
  withTexts('passport', () => import('./LayoutPage'))().then((m) => ({ default: m.LayoutPage })),
);

export {
  defaultPassportId,
  provideConsumerContext,
  SIGNED_OUT_CONSUMER,
  useConsumerContext,
  type ConsumerContext,
  type ConsumerContextSource,
  type ConsumerKind,
} from './consumerContext';
export { useConsumerContextSource } from './consumerContextSource';
export { clearIndividual, selectIndividual, setPassportId } from './consumerStore';
// The header's client block and passport chooser show only when signed in: the sign-in page and the shop
// load without them.
export const ClientBlock = lazy(() => import('./ClientBlock').then((m) => ({ default: m.ClientBlock })));
export const PassportChooserButton = lazy(() =>
  import('./PassportChooser').then((m) => ({ default: m.PassportChooserButton })),
);
export const PassportChooserModal = lazy(() =>
  import('./PassportChooser').then((m) => ({ default: m.PassportChooserModal })),
);
export { passportName, shortName } from './names';
export { usePassportNavigation, type PassportNavigation } from './usePassportNavigation';
export type { PassportSubmenuItem } from './navigationRoutes';
