import { Component, createElement, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComponentType, type LayoutComponent } from '@health-passport/domain';
import { reportError } from '../../lib/errorReporting';
import { rendererFor } from './registry';
import styles from './LayoutNode.module.css';

/** "{type} is not valid component" (§8), with a logged warning, in place of a node that cannot render. */
export function InvalidComponentNotice({ type }: { type: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.warn(`Layout component "${type}" is not valid`);
  }, [type]);
  return (
    <p className={styles.invalid} role="note">
      {t('layout.invalidComponent', { type })}
    </p>
  );
}

/** Keeps a component's rendering failure (malformed data) to that component: the rest of the page lives. */
class NodeBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { layoutComponent: this.props.type, componentStack: info.componentStack });
  }
  override render() {
    return this.state.failed ? <InvalidComponentNotice type={this.props.type} /> : this.props.children;
  }
}

function isNode(value: unknown): value is LayoutComponent {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

/** Card types (CardGrid, CardList, ...): disabled at the top level they show greyed with an upsell (§4). */
export function isCardType(type: string): boolean {
  return type.startsWith('Card');
}

/** One node of the content tree: hidden when disabled (cards at the top level decide themselves, §4). */
export function LayoutNode({ component, depth }: { component: unknown; depth: number }) {
  if (!isNode(component))
    return <InvalidComponentNotice type={String((component as { type?: unknown })?.type ?? 'unknown')} />;
  if (component.type === ComponentType.AncorLink) return null;
  const Renderer = rendererFor(component.type);
  if (!Renderer) return <InvalidComponentNotice type={component.type} />;
  const enabled = component.properties?.enabled !== false;
  // A disabled card at the top level shows greyed with the upsell modal; the card itself draws that.
  if (!enabled && !(depth === 0 && isCardType(component.type))) return null;
  return (
    <NodeBoundary type={component.type}>
      {/* The registry's renderers are module-level components, the same on every render. */}
      {createElement(Renderer, { component, depth })}
    </NodeBoundary>
  );
}

/** A node's children (or a page's components), one level deeper. */
export function LayoutChildren({ components, depth }: { components: unknown; depth: number }) {
  if (!Array.isArray(components)) return null;
  return components.map((child, index) => <LayoutNode key={index} component={child} depth={depth} />);
}
