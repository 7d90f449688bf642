import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RoutePath } from '@health-passport/domain';
import { reportError } from '../lib/errorReporting';
import { usePageTitle } from '../lib/usePageTitle';
import { ActionLink, Button, StatePanel } from '../lib/ui';

/** The friendly face of an unexpected error: what happened, and a way out. */
export function ErrorView() {
  const { t } = useTranslation();
  usePageTitle(t('errors.boundary.title'));
  return (
    <StatePanel
      variant="page"
      titleId="error-title"
      title={t('errors.boundary.title')}
      text={t('errors.boundary.text')}
    >
      <Button onPress={() => window.location.reload()}>{t('errors.boundary.reload')}</Button>
      {/* A full page load, not router navigation: the router itself may be what failed. */}
      <ActionLink href={RoutePath.HOME}>{t('errors.boundary.home')}</ActionLink>
    </StatePanel>
  );
}

/** The router's error element: route render errors land here, inside the shell. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, { boundary: 'route' });
  }, [error]);
  return <ErrorView />;
}

interface AppErrorBoundaryState {
  hasError: boolean;
}

/** Last line of defence around the whole app, for errors outside the router (providers, shell). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { boundary: 'app', componentStack: info.componentStack ?? undefined });
  }

  override render() {
    return this.state.hasError ? <ErrorView /> : this.props.children;
  }
}
