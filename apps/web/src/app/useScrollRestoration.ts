import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The name react-router's own scroll restoration kept them under, so positions from before an update still apply. */
const STORAGE_KEY = 'react-router-scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {}; // storage blocked (private mode, sandboxed frame) or unreadable
  }
}

/** Where each history entry was left, by its key: read from the session's storage when first needed. */
function positionsIn(ref: RefObject<Record<string, number> | null>): Record<string, number> {
  return (ref.current ??= savedPositions());
}

/**
 * Scrolls as full page loads would: a new page starts at the top (or at its #fragment), while Back, Forward and a
 * reload return to where the person was on that history entry.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const shown = useRef(location.key);

  useEffect(() => {
    const { history } = window;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      positionsIn(positions)[shown.current] = window.scrollY;
    };
    const onPageHide = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positionsIn(positions)));
      } catch {
        // storage blocked: a reload then starts at the top
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = location.key;
    const saved = navigationType === 'POP' ? positionsIn(positions)[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
