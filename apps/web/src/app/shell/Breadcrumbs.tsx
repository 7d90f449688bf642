import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { RoutePath, showsBreadcrumbs } from '@health-passport/domain';
import { QueryScope } from '../../lib/queryScope';
import { BreadcrumbBar, NO_TITLES } from './BreadcrumbBar';

// The passport pages are named by their passport's routes, which are data: loaded on those pages only.
const PassportTitles = lazy(() => import('./PassportTitles').then((m) => ({ default: m.PassportTitles })));

const PASSPORT_PAGE_ROOTS: readonly string[] = [RoutePath.MY_HEALTH, RoutePath.MY_STATISTICS];

function isPassportPath(pathname: string): boolean {
  return PASSPORT_PAGE_ROOTS.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

/** Breadcrumb bar with a Back button, for paths of two or more levels (passport-and-professional §2.3). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const [passportTitles, setPassportTitles] = useState(NO_TITLES);
  if (!showsBreadcrumbs(pathname)) return null;
  const onPassportPage = isPassportPath(pathname);
  return (
    <>
      <BreadcrumbBar titles={onPassportPage ? passportTitles : NO_TITLES} />
      {onPassportPage && (
        <Suspense fallback={null}>
          <QueryScope>
            <PassportTitles onChange={setPassportTitles} />
          </QueryScope>
        </Suspense>
      )}
    </>
  );
}
