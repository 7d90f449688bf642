import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Where a label's band sits, in percent of the row: the label's inline --band-start and --band-width. */
function bandCentre(label: Element): number {
  const style = (label as HTMLElement).style;
  const percent = (property: string) => parseFloat(style.getPropertyValue(property)) || 0;
  return percent('--band-start') + percent('--band-width') / 2;
}

/**
 * Whether the labels of a bar should stack rather than share a row. In the row each label is at least as wide as
 * its longest word, which can push it away from its band: the row is given up when it overflows or when a
 * label no longer sits under the middle of its band. The width at that moment is kept: the row is tried again
 * only when there is more room.
 */
export function useStackedLabels(row: RefObject<HTMLElement | null>): boolean {
  const [stacked, setStacked] = useState(false);
  const stackedAtWidth = useRef(0);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const crowded = () => {
      if (element.scrollWidth > element.clientWidth + 1) return true;
      const { left } = element.getBoundingClientRect();
      return [...element.children].some((label) => {
        const centre = left + (element.clientWidth * bandCentre(label)) / 100;
        const box = label.getBoundingClientRect();
        return centre < box.left || centre > box.right;
      });
    };
    const check = () => {
      if (!stacked && crowded()) {
        stackedAtWidth.current = element.clientWidth;
        setStacked(true);
      } else if (stacked && element.clientWidth > stackedAtWidth.current) {
        setStacked(false);
      }
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [row, stacked]);
  return stacked;
}
