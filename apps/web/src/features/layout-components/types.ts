import type { ComponentType as ReactComponentType } from 'react';
import type { ComponentType, LayoutComponent } from '@health-passport/domain';

/** What every catalogue component receives: its node of the content tree and where it sits. */
export interface LayoutComponentProps {
  component: LayoutComponent;
  /** 0 for the page's top-level components, 1 for their children, and so on (§4 disabled cards). */
  depth: number;
}

export type LayoutComponentRenderer = ReactComponentType<LayoutComponentProps>;

/** A family of catalogue components, keyed by their layout type. */
export type ComponentFamily = Partial<Record<ComponentType, LayoutComponentRenderer>>;
