import { useMediaQuery } from '../../../lib/useMediaQuery';

/** True when the person asked for less motion: charts draw at once, slides change without sliding or fading. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
