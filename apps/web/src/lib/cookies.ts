/** The few cookies the app sets itself (notices it remembers); the session's own cookie is httpOnly. */

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        return entry.slice(prefix.length);
      }
    }
  }
  return null;
}

function attributes(maxAgeSeconds: number | undefined): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `; Path=/${maxAge}; SameSite=Lax${secure}`;
}

/** Sets a first-party cookie for the whole site; without a max age it lasts until the browser closes. */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${attributes(maxAgeSeconds)}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=${attributes(0)}`;
}
