import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../lib/i18n';
import { passportRoutesQueryOptions } from './api';
import { isReadablePassport, scopeOf, useConsumerContext } from './consumerContext';
import { submenusOf, titlesOf, type PassportSubmenuItem } from './navigationRoutes';

export interface PassportNavigation {
  /** Sub-pages per top-level path ("/my-health"): the main menu's submenus. */
  submenus: ReadonlyMap<string, PassportSubmenuItem[]>;
  /** Page titles per path: the breadcrumbs' labels. */
  titles: ReadonlyMap<string, string>;
}

const NO_NAVIGATION: PassportNavigation = Object.freeze({ submenus: new Map(), titles: new Map() });

/**
 * The menus and breadcrumbs of the passport pages, from the current passport's routes (§2.1, §2.3). Asks
 * only when `enabled` (the viewer sees the passport pages) and the passport can be read; the menus keep the
 * previous answer while a new language loads, so they do not flicker.
 */
export function usePassportNavigation(enabled: boolean): PassportNavigation {
  const locale = useLocale();
  const context = useConsumerContext();
  const scope = scopeOf(context);
  const active = enabled && scope !== null && isReadablePassport(context.kind, context.passport);
  const { data } = useQuery({
    ...passportRoutesQueryOptions(scope ?? { passportId: '', serviceNumber: null }, locale),
    enabled: active,
    placeholderData: active ? keepPreviousData : undefined,
  });
  const routes = active ? data?.routes : undefined;
  return useMemo(
    () => (routes ? { submenus: submenusOf(routes), titles: titlesOf(routes) } : NO_NAVIGATION),
    [routes],
  );
}
