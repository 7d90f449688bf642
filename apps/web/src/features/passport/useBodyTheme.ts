import { useEffect } from 'react';
import { LAYOUT_THEMES } from '@health-passport/domain';

/** A class name the body can carry: one token, no spaces (classList.add throws on anything else). */
const CLASS_TOKEN = /^[A-Za-z_-][A-Za-z0-9_-]*$/;

/**
 * Puts the layout's theme class on <body> while the page shows it, and no theme while there is none yet
 * (loading, an error): theme classes of an earlier page are removed at once (§2.4).
 */
export function useBodyTheme(theme: string | null): void {
  useEffect(() => {
    const { classList } = document.body;
    classList.remove(...LAYOUT_THEMES);
    if (!theme || !CLASS_TOKEN.test(theme)) return;
    classList.add(theme);
    return () => classList.remove(theme);
  }, [theme]);
}
