import { useLayoutEffect, useState, type RefObject } from 'react';

export interface PlotSize {
  width: number;
  height: number;
}

/** The element's content box, followed as it changes; null until it has been measured. */
export function usePlotSize(element: RefObject<HTMLElement | null>): PlotSize | null {
  const [size, setSize] = useState<PlotSize | null>(null);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const update = (width: number, height: number) =>
      setSize((before) => (before?.width === width && before.height === height ? before : { width, height }));
    update(target.clientWidth, target.clientHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
