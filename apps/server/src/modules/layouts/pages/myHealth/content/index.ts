import { BLOOD_CONTENT } from './blood.js';
import { BODY_CONTENT } from './body.js';
import { FITNESS_CONTENT } from './fitness.js';
import { LIFESTYLE_CONTENT } from './lifestyle.js';
import { MIND_CONTENT } from './mind.js';
import { NUTRITION_CONTENT } from './nutrition.js';
import type { ResultContent } from './types.js';

export { FOOD_GROUP_ENTRIES, NUTRITION_ABOUT, type FoodGroupEntry } from './nutrition.js';
export { isTwoSided, t, type Advice, type ColourAdvice, type ResultContent } from './types.js';

/** The content of every result the my-health pages show, by reference-range id. */
export const RESULT_CONTENT: Readonly<Record<string, ResultContent>> = Object.freeze({
  ...MIND_CONTENT,
  ...BODY_CONTENT,
  ...BLOOD_CONTENT,
  ...FITNESS_CONTENT,
  ...LIFESTYLE_CONTENT,
  ...NUTRITION_CONTENT,
});
