import { createContext, useContext } from 'react';
import type { LayoutType } from '@health-passport/domain';

/** What the catalogue's components need to know about the page they are drawn on. */
export interface LayoutPageContext {
  /** Package of the passport shown: picks the horizontal accordion's first open item (§4). */
  packageCode: string | null;
  passportId: string;
  /** Portal path of the page ("/my-health/body-heart"). */
  basePath: string;
  /** Layout type of the page: a MyStatisticsLayout groups its card grids in pairs (§9). */
  layoutType: LayoutType | null;
}

const LayoutReactContext = createContext<LayoutPageContext | null>(null);

/** Provided by the layout page around its content tree. */
export const LayoutProvider = LayoutReactContext.Provider;

/** The page's context, or null outside a layout page (components then use their defaults). */
export function useLayoutContext(): LayoutPageContext | null {
  return useContext(LayoutReactContext);
}
