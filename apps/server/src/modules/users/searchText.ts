/**
 * The search form of a text: decomposed (NFD) with its combining marks removed, lower case, runs of white space
 * made one space. "Zoë  Ångström" and "zoe angstrom" have the same search form, so the individuals search is
 * accent- and case-insensitive (passport-and-professional §2.2). The migration that added `users.search_text`
 * backfilled existing rows with a character map generated from this function.
 */
export function toSearchForm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What the individuals search matches a person on: name, e-mail and service number. */
export function searchTextOf(person: {
  givenName: string;
  middleName: string | null;
  familyName: string;
  email: string;
  serviceNumber: string;
}): string {
  return toSearchForm(
    [person.givenName, person.middleName, person.familyName, person.email, person.serviceNumber]
      .filter(Boolean)
      .join(' '),
  );
}

/** The words of a search, in search form, each a LIKE pattern fragment with its wildcards escaped. */
export function searchWords(search: string): string[] {
  const words = toSearchForm(search).split(' ').filter(Boolean);
  return [...new Set(words)].map(escapeLike);
}

/** `%`, `_` and the escape character itself match literally (PostgreSQL's LIKE escapes with a backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
