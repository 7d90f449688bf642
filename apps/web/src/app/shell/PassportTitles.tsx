import { useLayoutEffect } from 'react';
import { usePassportNavigation } from '../../features/passport';
import { NO_TITLES } from './BreadcrumbBar';

/** Hands the breadcrumbs the titles of the passport's pages (its routes), as they load. */
export function PassportTitles({ onChange }: { onChange: (titles: ReadonlyMap<string, string>) => void }) {
  const { titles } = usePassportNavigation(true);
  useLayoutEffect(() => onChange(titles), [titles, onChange]);
  useLayoutEffect(() => () => onChange(NO_TITLES), [onChange]);
  return null;
}
