import { useState } from 'react';

/**
 * Which items of a list are open (accordion items, flipped cards): each starts from its own `open`, and can be
 * toggled one by one or all at once (the lists' Expand all / Collapse all).
 */
export function useOpenItems(initial: readonly boolean[]) {
  const [changed, setChanged] = useState<Record<number, boolean>>({});
  const isOpen = (index: number) => changed[index] ?? initial[index] ?? false;
  const allOpen = initial.length > 0 && initial.every((_, index) => isOpen(index));
  return {
    isOpen,
    allOpen,
    toggle: (index: number) => setChanged((current) => ({ ...current, [index]: !isOpen(index) })),
    setAll: (open: boolean) => setChanged(Object.fromEntries(initial.map((_, index) => [index, open]))),
  };
}
