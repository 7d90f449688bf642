/** The layout component catalogue (passport-and-professional §9): renders a layout document's content tree. */
export { LayoutChildren, LayoutNode, InvalidComponentNotice } from './LayoutNode';
export { Indicator } from './indicators';
export { RichText, sanitizeRichText } from './RichText';
export { LayoutProvider, useLayoutContext, type LayoutPageContext } from './LayoutContext';
export { scrollToAnchor } from './scrollToAnchor';
export type { LayoutComponentProps } from './types';
export { ExamplePage } from './example/ExamplePage';
