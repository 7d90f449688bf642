import type { NavigationRoute } from '@health-passport/domain';

/** "/my-health/" and "/my-health" are the same page. */
function normalize(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Every route of the tree, parents before their children. */
export function flattenRoutes(routes: readonly NavigationRoute[]): NavigationRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children)]);
}

/** The route of a portal path, or undefined when the passport has no such page. */
export function findRoute(routes: readonly NavigationRoute[], pathname: string): NavigationRoute | undefined {
  const wanted = normalize(pathname);
  return flattenRoutes(routes).find((route) => normalize(route.path) === wanted);
}

/** One entry of a menu item's submenu (§2.3 "menu items with siblings show a submenu"). */
export interface PassportSubmenuItem {
  id: string;
  to: string;
  label: string;
  /** A special text under the link: the my-scans upsell (§2.1). */
  note?: string;
}

/** Sub-pages per top-level path ("/my-health" -> its sub-pages); only routes with children have one. */
export function submenusOf(routes: readonly NavigationRoute[]): ReadonlyMap<string, PassportSubmenuItem[]> {
  return new Map(
    routes
      .filter((route) => route.children.length > 0)
      .map((route) => [
        normalize(route.path),
        route.children.map((child) => ({
          id: child.name,
          to: child.path,
          label: child.title,
          ...(child.upsellText ? { note: child.upsellText } : {}),
        })),
      ]),
  );
}

/** Page titles by path, for the breadcrumbs. */
export function titlesOf(routes: readonly NavigationRoute[]): ReadonlyMap<string, string> {
  return new Map(flattenRoutes(routes).map((route) => [normalize(route.path), route.title]));
}
