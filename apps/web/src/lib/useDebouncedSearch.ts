import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@health-passport/domain';

/**
 * The search box's text and when it applies (passport-and-professional §2.2): typing applies the trimmed text
 * after SEARCH_DEBOUNCE_MS without a keystroke; clearing the box applies at once.
 */
export function useDebouncedSearch(
  applied: string,
  apply: (search: string) => void,
): [text: string, change: (text: string) => void] {
  const [text, setText] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest apply, so a pending timer never calls one from an earlier render.
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback((next: string) => {
    setText(next);
    clearTimeout(timer.current);
    const search = next.trim();
    if (search === '') {
      latestApply.current('');
      return;
    }
    timer.current = setTimeout(() => latestApply.current(search), SEARCH_DEBOUNCE_MS);
  }, []);

  return [text, change];
}
