import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
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

interface ErrorBoundaryProps {
  boundary: 'app' | 'route';
  /** A new value clears a caught error: the route boundaries get the location's key, so navigating away recovers. */
  resetKey?: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey?: string;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { boundary: this.props.boundary, componentStack: info.componentStack ?? undefined });
  }

  override render() {
    return this.state.failed ? <ErrorView /> : this.props.children;
  }
}

/** Route render errors land here (the page's inside the shell, the shell's over the whole screen) until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary boundary="route" resetKey={key}>
      {children}
    </ErrorBoundary>
  );
}

/** Last line of defence around the whole app, for errors outside the router (providers). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary boundary="app">{children}</ErrorBoundary>;
}
