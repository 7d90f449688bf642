/**
 * The search form of a text: decomposed (NFD) with its combining marks removed, lower case, runs of white space
 * made one space. "Zoë  Ångström" and "zoe angstrom" have the same search form, so the individuals search is
 * accent- and case-insensitive (passport-and-professional §2.2). The migration that added `users.search_text`
 * backfilled existing rows with a character map generated from this function.
 */
export function toSearchForm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * What the individuals search matches a person on: name, e-mail and service number. The family name comes
 * first, so the list can be ordered by this text: by family name (accents ignored), then given name.
 */
export function searchTextOf(person: {
  givenName: string;
  middleName: string | null;
  familyName: string;
  email: string;
  serviceNumber: string;
}): string {
  return toSearchForm(
    [person.familyName, person.givenName, person.middleName, person.email, person.serviceNumber]
      .filter(Boolean)
      .join(' '),
  );
}

/**
 * Words this long and longer match anywhere in the text; shorter ones match the start of a word ("li" finds
 * "Li" and "Lisa", not "Emilia"): a trigram index finds fragments of three characters inside words, and the
 * start of a word from one character on.
 */
export const MIN_INFIX_LENGTH = 3;

/**
 * The LIKE patterns of a search, one list per word: a text matches the search when it matches, for every word,
 * one of its patterns. Words are in search form, their wildcards escaped.
 */
export function searchPatterns(search: string): string[][] {
  const words = [...new Set(toSearchForm(search).split(' ').filter(Boolean))];
  return words.map((word) => {
    const literal = escapeLike(word);
    return word.length >= MIN_INFIX_LENGTH ? [`%${literal}%`] : [`${literal}%`, `% ${literal}%`];
  });
}

/** `%`, `_` and the escape character itself match literally (PostgreSQL's LIKE escapes with a backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * The range of texts that start with `word`, when the search is that one short word of letters and digits: in
 * the list's order, the people whose family name starts with it are one stretch, read from the index as a range
 * (every text starting with the word lies in it, whatever the collation; the LIKE still decides). The upper bound
 * is absent when no letter or digit follows the word's last ("z", "9").
 */
export function wordStartRange(search: string): { word: string; from: string; below?: string } | undefined {
  const words = toSearchForm(search).split(' ').filter(Boolean);
  const word = words[0];
  if (words.length !== 1 || !word || word.length >= MIN_INFIX_LENGTH || !/^[a-z0-9]+$/.test(word)) return;
  for (let end = word.length - 1; end >= 0; end--) {
    const last = word[end]!;
    if (last !== 'z' && last !== '9') {
      return { word, from: word, below: word.slice(0, end) + String.fromCharCode(last.charCodeAt(0) + 1) };
    }
  }
  return { word, from: word };
}
