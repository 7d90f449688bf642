import type { ComponentType } from 'react';
import { lazyComponent } from './lazyComponent';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The data cache (@tanstack/react-query, lib/queryClient.tsx) loads on demand, so the sign-in page draws without it
 * (its footer's facts come from features/app-info's own store). What reads or changes data renders inside
 * <QueryScope>: every page (app/pages.ts), the modals, and the shell's signed-in parts, each with the same client.
 * Code outside React asks for it with loadQueryClient().
 */
/**
 * Provides the app's data cache to its children; suspends until the query library is in (only then: once it is in,
 * a scope is drawn at once).
 */
export const QueryScope = lazyComponent(
  () => import('./queryClient'),
  (m) => m.AppQueryClientProvider,
);

export function loadQueryClient(): Promise<QueryClient> {
  return QueryScope.preload().then((m) => m.queryClient);
}

/** `Component` inside a QueryScope. */
export function inQueryScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <QueryScope>
        <Component {...props} />
      </QueryScope>
    );
  }
  Scoped.displayName = `InQueryScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
