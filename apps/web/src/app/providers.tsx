import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { isApiError } from '../lib/api';
import type { CurrentUser } from '../lib/currentUser';
import { i18n, useLocale } from '../lib/i18n';
import { ViewerProvider, type Viewer } from './viewer';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors (4xx) will not heal by asking again; network and server errors may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/** React Aria's own texts (e.g. "Dismiss" in overlays) and date handling follow the interface language. */
function AriaLocale({ children }: { children: ReactNode }) {
  return <AriaI18nProvider locale={useLocale()}>{children}</AriaI18nProvider>;
}

/** Everything above the router: data cache, translations, and who is looking. */
export function AppProviders({
  children,
  queryClient,
  viewer,
  user,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Overrides the session-built viewer (tests). */
  viewer?: Viewer;
  /** The user behind an overridden viewer (tests). */
  user?: CurrentUser;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <AriaLocale>
          <ViewerProvider value={viewer} user={user}>
            {children}
          </ViewerProvider>
        </AriaLocale>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
