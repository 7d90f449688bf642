/** The layout component catalogue (passport-and-professional §9): renders a layout document's content tree. */
export { LayoutChildren, LayoutNode, InvalidComponentNotice } from './LayoutNode';
export { Indicator } from './indicators';
export type { LayoutComponentProps } from './types';
