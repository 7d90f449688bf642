import { z } from 'zod';
import { ResultColor, type IndicatorValues } from '@health-passport/domain';
import { linkKind } from './links';

/** An icon or graphic file under /icons/ ("heart.svg"): a plain file name, never a path. */
const ICON_FILE = /^[\w-]+(?:\.[\w-]+)+$/;
/** Anchor ids: what `#id` links and the page's anchor navigation point at. */
const ANCHOR_ID = /^[A-Za-z][\w-]*$/;

const text = z.string();
const iconFile = z.string().regex(ICON_FILE);
const linkTarget = z.string().refine((to) => linkKind(to) !== null, 'not a portal, anchor or https link');
// The indicator kinds check their own values; a card only needs to know there is one to hand on.
const indicatorValues = z.looseObject({
  value: z.union([z.number(), z.string(), z.null()]),
}) as unknown as z.ZodType<IndicatorValues>;

/**
 * The properties the structural components read (§3 "Layout component"), checked before drawing: a value of
 * the wrong shape makes that component show the "not valid component" notice instead of half a card.
 */
const structuralProperties = z.looseObject({
  id: z.string().regex(ANCHOR_ID).optional(),
  title: text.optional(),
  subTitle: text.optional(),
  text: text.optional(),
  intro: text.optional(),
  heading: text.optional(),
  label: text.optional(),
  caption: text.optional(),
  icon: iconFile.optional(),
  graphic: iconFile.optional(),
  linkTo: linkTarget.optional(),
  linkText: text.optional(),
  enabled: z.boolean().optional(),
  open: z.boolean().optional(),
  upsellText: text.optional(),
  theme: text.optional(),
  step: z.number().int().nonnegative().optional(),
  color: z.enum(ResultColor).optional(),
  indicatorType: text.optional(),
  indicator: indicatorValues.optional(),
  // Legend entries: the legend reads them itself and leaves malformed ones out.
  indicators: z.array(z.unknown()).optional(),
  // Segment bar counts: the segment indicator checks there are exactly four.
  values: z.array(z.number()).optional(),
  highlight: z
    .object({
      title: text.optional(),
      text: text.optional(),
      date: text.optional(),
      linkTo: linkTarget.optional(),
      linkText: text.optional(),
    })
    .optional(),
  subInfoGroup: z.array(z.object({ text })).optional(),
  tags: z.array(z.object({ text, icon: iconFile.optional(), linkTo: linkTarget.optional() })).optional(),
  sources: z.array(z.object({ name: text, citation: text, url: linkTarget.optional() })).optional(),
});

const layoutNode = z.object({
  type: z.string(),
  properties: structuralProperties.optional(),
  components: z.array(z.unknown()).optional(),
});

export type StructuralProperties = z.infer<typeof structuralProperties>;

/** A layout node whose properties have been checked. Children are checked when they are drawn. */
export interface ParsedNode {
  type: string;
  properties: StructuralProperties;
  components: unknown[];
}

/** The node with checked properties, or null when its data is malformed. */
export function parseNode(value: unknown): ParsedNode | null {
  const parsed = layoutNode.safeParse(value);
  if (!parsed.success) return null;
  return {
    type: parsed.data.type,
    properties: parsed.data.properties ?? {},
    components: parsed.data.components ?? [],
  };
}

/** A child of an item container (accordion, tabs, lists): checked, or null to show the notice in its place. */
export interface LayoutItem {
  key: string;
  /** The child's type, for the notice when it is malformed. */
  type: string;
  node: ParsedNode | null;
}

/** The children an item container shows as items: disabled ones are left out (§4). */
export function visibleItems(components: unknown[]): LayoutItem[] {
  return components.flatMap((child, index) => {
    const node = parseNode(child);
    if (node?.properties.enabled === false) return [];
    const type = node?.type ?? String((child as { type?: unknown } | null)?.type ?? 'unknown');
    return [{ key: String(index), type, node }];
  });
}
