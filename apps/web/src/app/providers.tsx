import type { ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import type { CurrentUser } from '../lib/currentUser';
import { i18n, useLocale } from '../lib/i18n';
import { ViewerProvider, type Viewer } from './viewer';

/** React Aria's own texts (e.g. "Dismiss" in overlays) and date handling follow the interface language. */
function AriaLocale({ children }: { children: ReactNode }) {
  return <AriaI18nProvider locale={useLocale()}>{children}</AriaI18nProvider>;
}

/**
 * Everything above the router: translations, and who is looking. The data cache is not among them: what reads data
 * brings it (lib/queryScope.tsx).
 */
export function AppProviders({
  children,
  viewer,
  user,
}: {
  children: ReactNode;
  /** Overrides the session-built viewer (tests). */
  viewer?: Viewer;
  /** The user behind an overridden viewer (tests). */
  user?: CurrentUser;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <AriaLocale>
        <ViewerProvider value={viewer} user={user}>
          {children}
        </ViewerProvider>
      </AriaLocale>
    </I18nextProvider>
  );
}
