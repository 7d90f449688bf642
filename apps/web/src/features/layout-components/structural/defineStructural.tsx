import type { ComponentType } from 'react';
import { InvalidComponentNotice, isCardType } from '../LayoutNode';
import type { LayoutComponentRenderer } from '../types';
import { parseNode, type ParsedNode } from './node';
import { UpsellCard } from './UpsellCard';

/** What a structural component draws from: its checked node and its depth in the tree. */
export interface NodeProps {
  node: ParsedNode;
  depth: number;
}

/**
 * Turns a component that draws a checked node into a catalogue renderer: malformed properties show the
 * notice in its place (the rest of the page lives), and a disabled card shows greyed with the upsell (§4).
 */
export function defineStructural(Draw: ComponentType<NodeProps>): LayoutComponentRenderer {
  function Structural({ component, depth }: { component: unknown; depth: number }) {
    const node = parseNode(component);
    if (!node) return <InvalidComponentNotice type={String((component as { type?: unknown })?.type)} />;
    if (node.properties.enabled === false)
      return isCardType(node.type) ? <UpsellCard properties={node.properties} /> : null;
    return <Draw node={node} depth={depth} />;
  }
  Structural.displayName = Draw.displayName ?? Draw.name;
  return Structural;
}
