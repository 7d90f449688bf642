import type { ComponentType } from 'react';
import { InvalidComponentNotice, isCardType } from '../LayoutNode';
import { UpsellCard } from '../structural';
import type { LayoutComponentProps, LayoutComponentRenderer } from '../types';
import { parseDataNode, type DataNode } from './properties';

/** What a data component draws from: its checked node and its depth in the tree. */
export interface DataNodeProps {
  node: DataNode;
  depth: number;
}

/**
 * Turns a component that draws a checked node into a catalogue renderer: malformed properties show the notice
 * in its place (the rest of the page lives), and a disabled card shows greyed with the upsell (§4).
 */
export function defineData(Draw: ComponentType<DataNodeProps>): LayoutComponentRenderer {
  function Data({ component, depth }: LayoutComponentProps) {
    const node = parseDataNode(component);
    if (!node) return <InvalidComponentNotice type={component.type} />;
    if (node.properties.enabled === false) {
      return isCardType(node.type) ? <UpsellCard properties={node.properties} /> : null;
    }
    return <Draw node={node} depth={depth} />;
  }
  Data.displayName = Draw.displayName ?? Draw.name;
  return Data;
}
