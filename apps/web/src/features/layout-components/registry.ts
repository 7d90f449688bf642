import type { ComponentType } from '@health-passport/domain';
import { dataComponents } from './data';
import { structuralComponents } from './structural';
import type { LayoutComponentRenderer } from './types';

/** The catalogue: each renderable layout type and the component that draws it (§9). */
const REGISTRY: Partial<Record<ComponentType, LayoutComponentRenderer>> = {
  ...structuralComponents,
  ...dataComponents,
};

export function rendererFor(type: string): LayoutComponentRenderer | undefined {
  return Object.prototype.hasOwnProperty.call(REGISTRY, type) ? REGISTRY[type as ComponentType] : undefined;
}
