import { SMOOTH_SCROLL_MS } from '@health-passport/domain';

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls to the element with `id` in SMOOTH_SCROLL_MS (§2.3), at once when reduced motion is asked for, and
 * moves focus there so keyboard and screen-reader users continue from the target. The target's
 * scroll-margin-top keeps it clear of the sticky header. False when there is no such element.
 */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const from = window.scrollY;
  const to = Math.max(0, from + target.getBoundingClientRect().top - margin);
  const focusTarget = () => {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  if (prefersReducedMotion() || from === to) {
    window.scrollTo(0, to);
    focusTarget();
    return true;
  }
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / SMOOTH_SCROLL_MS);
    window.scrollTo(0, from + (to - from) * easeInOut(progress));
    if (progress < 1) requestAnimationFrame(step);
    else focusTarget();
  };
  requestAnimationFrame(step);
  return true;
}
