import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@health-passport/domain';

/**
 * The search box's text and when it applies (passport-and-professional §2.2): typing applies the trimmed text
 * after SEARCH_DEBOUNCE_MS without a keystroke; clearing the box applies at once. A search applied from
 * elsewhere (a "clear filters" button, the way back) shows in the box.
 */
export function useDebouncedSearch(
  applied: string,
  apply: (search: string) => void,
): [text: string, change: (text: string) => void] {
  const [text, setText] = useState(applied);
  // The search as last seen, and the one this box last applied: another one came from elsewhere.
  const [seen, setSeen] = useState(applied);
  const [own, setOwn] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    if (applied !== own) {
      setOwn(applied);
      setText(applied);
    }
  }
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
      setOwn('');
      latestApply.current('');
      return;
    }
    timer.current = setTimeout(() => {
      setOwn(search);
      latestApply.current(search);
    }, SEARCH_DEBOUNCE_MS);
  }, []);

  return [text, change];
}
