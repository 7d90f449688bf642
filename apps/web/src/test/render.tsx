import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { ReactNode } from 'react';
import { Role, type ViewerContext } from '@health-passport/domain';
import { AppProviders } from '../app/providers';
import type { CurrentUser } from '../lib/currentUser';
import { routes as appRoutes } from '../app/router';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export const signedOutViewer: ViewerContext = {
  signedIn: false,
  roles: [],
  hasSelectedIndividual: false,
  passports: [],
  linkedProductDisablesPassport: false,
  managedGroupCount: 0,
  isNativeApp: false,
};

export function viewerWith(overrides: Partial<ViewerContext>): ViewerContext {
  return { ...signedOutViewer, signedIn: true, roles: [Role.CONSUMER], ...overrides };
}

interface RenderOptions {
  viewer?: ViewerContext;
  /** The user behind an overridden viewer. */
  user?: CurrentUser;
  routes?: RouteObject[];
}

/** Renders the app's routes (or given ones) at `path` with all providers. */
export function renderAt(path: string, { viewer, user, routes = appRoutes }: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = testQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient} viewer={viewer} user={user}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Renders one component inside a router at `path` with all providers. */
export function renderInRouter(element: ReactNode, path = '/', options: Omit<RenderOptions, 'routes'> = {}) {
  return renderAt(path, { ...options, routes: [{ path: '*', element }] });
}
