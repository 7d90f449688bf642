import { lazy } from 'react';

/**
 * The health passport pages (passport-and-professional §2.1-§2.4): the consumer context (whose passport is
 * shown), the layout page, the passport chooser, the header client block and the passport menus.
 */

/**
 * The layout page loads in its own chunk with the layout catalogue (charts, sliders): the header imports
 * this feature on every page, the login page included, and must not bring the catalogue along.
 */
export const LayoutPage = lazy(() => import('./LayoutPage').then((m) => ({ default: m.LayoutPage })));

export {
  ConsumerContextProvider,
  defaultPassportId,
  useConsumerContext,
  useConsumerContextSource,
  type ConsumerContext,
  type ConsumerContextSource,
  type ConsumerKind,
} from './consumerContext';
export { clearIndividual, selectIndividual, setPassportId } from './consumerStore';
export { ClientBlock, shortName } from './ClientBlock';
export { PassportChooserButton, PassportChooserModal, passportName } from './PassportChooser';
export { usePassportNavigation, type PassportNavigation } from './usePassportNavigation';
export type { PassportSubmenuItem } from './navigationRoutes';
