import { z } from 'zod';
import { RADAR_SCALE, type IndicatorValues } from '@health-passport/domain';
import { parseNode, type ParsedNode } from '../structural';

/**
 * The data family's own properties (§3 "Layout component"), checked on top of the common ones (parseNode):
 * a value of the wrong shape makes that one component show the "not valid component" notice.
 */

const finite = z.number().refine(Number.isFinite);
// The indicator kinds read their values field by field; a food group only needs an object to hand on.
const indicator = z.looseObject({}) as unknown as z.ZodType<IndicatorValues>;

const radarArea = z.object({
  label: z.string(),
  // Scores outside 1-7 are drawn at the nearest end of the scale.
  value: finite.transform((value) => Math.min(RADAR_SCALE.max, Math.max(RADAR_SCALE.min, value))),
  enabled: z.boolean().optional(),
});
export type RadarArea = z.infer<typeof radarArea>;

const linePoint = z.object({ label: z.string(), value: finite });
export type LinePoint = z.infer<typeof linePoint>;

const foodGroup = z.object({
  title: z.string(),
  icon: z.string().optional(),
  indicator: indicator.optional(),
  text: z.string().optional(),
});
export type FoodGroup = z.infer<typeof foodGroup>;

const dataProperties = z.looseObject({
  areas: z.array(radarArea).optional(),
  points: z.array(linePoint).optional(),
  yLabel: z.string().optional(),
  foodGroups: z.array(foodGroup).optional(),
  quantityAdvice: z.string().optional(),
});
export type DataProperties = ParsedNode['properties'] & z.infer<typeof dataProperties>;

export interface DataNode extends ParsedNode {
  properties: DataProperties;
}

/** The node with its common and data properties checked, or null when either is malformed. */
export function parseDataNode(component: unknown): DataNode | null {
  const node = parseNode(component);
  if (!node) return null;
  const data = dataProperties.safeParse(node.properties);
  return data.success ? { ...node, properties: { ...node.properties, ...data.data } } : null;
}
