import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { ReactNode } from 'react';
import { Role, type ViewerContext } from '@health-passport/domain';
import { AppProviders } from '../app/providers';
import type { CurrentUser } from '../lib/currentUser';
import { queryClient as appQueryClient } from '../lib/queryClient';
import { routes as appRoutes } from '../app/router';
import { SIGNED_OUT } from '../app/viewerState';

/**
 * The app's one data cache (lib/queryClient.tsx), emptied as on a fresh page load, without retries and keeping
 * whatever a test put in it.
 */
export function testQueryClient(): QueryClient {
  appQueryClient.clear();
  appQueryClient.setDefaultOptions({
    queries: { retry: false, gcTime: Infinity },
    mutations: { retry: false },
  });
  return appQueryClient;
}

export const signedOutViewer: ViewerContext = SIGNED_OUT;

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
    <QueryClientProvider client={queryClient}>
      <AppProviders viewer={viewer} user={user}>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders one component inside a router at `path` with all providers. */
export function renderInRouter(element: ReactNode, path = '/', options: Omit<RenderOptions, 'routes'> = {}) {
  return renderAt(path, { ...options, routes: [{ path: '*', element }] });
}
