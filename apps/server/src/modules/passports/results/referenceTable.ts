import { BLOOD_RANGES } from './ranges/blood.js';
import { BODY_RANGES } from './ranges/body.js';
import { FITNESS_RANGES } from './ranges/fitness.js';
import { LIFESTYLE_RANGES } from './ranges/lifestyle.js';
import { MIND_RANGES } from './ranges/mind.js';
import type { ReferenceRange } from './types.js';

/**
 * The reference table: every result the engine computes, each with its guideline. Bump the version when a
 * range changes; results are cached per passport and table version.
 */
export const REFERENCE_TABLE_VERSION = '2026.3';

export const REFERENCE_TABLE: readonly ReferenceRange[] = Object.freeze([
  ...BODY_RANGES,
  ...BLOOD_RANGES,
  ...FITNESS_RANGES,
  ...MIND_RANGES,
  ...LIFESTYLE_RANGES,
]);
