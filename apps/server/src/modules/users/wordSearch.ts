import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { escapeLike, MIN_INFIX_LENGTH, searchPatterns, toSearchForm } from './searchText.js';
import { searchWords, userSearchWords, users } from './users.tables.js';

/**
 * How many different words one search word may reach (its start or a part of it) for the list to be read word by
 * word; beyond, its matches are everywhere ("p" starts every e-mail address "person…") and reading the list in
 * its order finds a page sooner.
 */
const MAX_SEARCH_WORDS = 100;
/** A part of a search word found in more of the sampled people than this tells too little to look it up. */
const COMMON = 0.05;
/** Fewer sampled people than this say nothing about which parts are common. */
const MIN_SAMPLE = 100;
/** How long the sample of search texts is kept before it is read again. */
const SAMPLE_MS = 10 * 60_000;

export interface WordSearchPage {
  /** The page's people in the list's order. */
  users: (typeof users.$inferSelect)[];
  /** How many match, counted at most up to `countUpTo` + 1. */
  counted: number;
}

/**
 * The individuals search read word by word (passport-and-professional §2.2): the word of the search that the fewest
 * people have finds its words in `search_words`, and the people who have one of them are each a stretch of
 * `user_search_words_order_idx` in the list's order, the other search words checked on the search text beside them.
 * The same people as a match on `users.search_text` (a word of three letters or more inside a word, a shorter one
 * at its start, `searchPatterns`): search words hold no space, so they match within one word of the text. Undefined
 * when the word reaches more than MAX_SEARCH_WORDS words, or reading in order is the faster way.
 */
export function createWordSearch(db: Db) {
  let sample: { texts: string[]; at: number } | undefined;

  /** The search texts the planner's statistics hold (up to 2,000 people), read again every SAMPLE_MS. */
  async function sampledTexts(): Promise<string[]> {
    if (sample && Date.now() - sample.at < SAMPLE_MS) return sample.texts;
    const { rows } = (await db.execute(sql`
      select coalesce(most_common_vals::text::text[], '{}') || coalesce(histogram_bounds::text::text[], '{}')
             as texts
      from pg_stats
      where schemaname = current_schema() and tablename = 'users' and attname = 'search_text'`)) as unknown as {
      rows: { texts: string[] }[];
    };
    sample = { texts: rows[0]?.texts ?? [], at: Date.now() };
    return sample.texts;
  }

  /**
   * The parts of `word` worth looking up in the trigram index: runs of its three-letter pieces that few people
   * have. Reading the index for a piece nearly everyone has ("per" of every "person…@") costs more than checking
   * the few words the rare pieces find. The whole word when nothing is known; none when every piece is common.
   */
  async function rareParts(word: string): Promise<string[] | undefined> {
    const texts = await sampledTexts();
    if (texts.length < MIN_SAMPLE || word.length <= MIN_INFIX_LENGTH) return [word];
    const common = (piece: string) =>
      texts.reduce((n, text) => n + (text.includes(piece) ? 1 : 0), 0) > texts.length * COMMON;
    const parts: string[] = [];
    let start = -1;
    for (let i = 0; i + MIN_INFIX_LENGTH <= word.length; i++) {
      if (!common(word.slice(i, i + MIN_INFIX_LENGTH))) {
        if (start < 0) start = i;
      } else if (start >= 0) {
        parts.push(word.slice(start, i - 1 + MIN_INFIX_LENGTH));
        start = -1;
      }
    }
    if (start >= 0) parts.push(word.slice(start));
    // Every piece common: many people match, and reading the list in its order is the faster way.
    return parts.length > 0 ? parts : undefined;
  }

  /**
   * The search word that the fewest sampled people match ("ozturk" of "zoe ozturk", "bosma" of "mehmet de bosma"),
   * the longer of two alike; the longest when nothing is known.
   */
  async function leadOf(words: readonly string[]): Promise<string> {
    const texts = await sampledTexts();
    const matching = (word: string) => {
      if (texts.length < MIN_SAMPLE) return 0;
      const start = ` ${word}`;
      return texts.reduce(
        (n, text) =>
          n + ((word.length < MIN_INFIX_LENGTH ? ` ${text}`.includes(start) : text.includes(word)) ? 1 : 0),
        0,
      );
    };
    const ranked = words.map((word) => ({ word, people: matching(word) }));
    ranked.sort((a, b) => a.people - b.people || b.word.length - a.word.length);
    return ranked[0]!.word;
  }

  /** The words that `word` starts (one or two letters) or lies within; more than MAX_SEARCH_WORDS: undefined. */
  async function wordsOf(word: string): Promise<string[] | undefined> {
    let found: SQL | undefined;
    if (word.length < MIN_INFIX_LENGTH) {
      found = sql`${searchWords.word} like ${`${escapeLike(word)}%`}`;
    } else {
      const parts = await rareParts(word);
      if (!parts) return;
      found = sql.join(
        [
          ...parts.map((part) => sql`${searchWords.word} like ${`%${escapeLike(part)}%`}`),
          sql`strpos(${searchWords.word}, ${word}) > 0`,
        ],
        sql` and `,
      );
    }
    const rows = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(found)
      .limit(MAX_SEARCH_WORDS + 1);
    return rows.length > MAX_SEARCH_WORDS ? undefined : rows.map((row) => row.word);
  }

  return async function searchByWords(
    text: string,
    offset: number,
    limit: number,
    countUpTo: number,
  ): Promise<WordSearchPage | undefined> {
    const words = [...new Set(toSearchForm(text).split(' ').filter(Boolean))];
    if (words.length === 0) return;
    const lead = await leadOf(words);
    const found = await wordsOf(lead);
    if (!found) return;
    if (found.length === 0) return { users: [], counted: 0 };

    const w = userSearchWords;
    const others = searchPatterns(words.filter((word) => word !== lead).join(' ')).map(
      (alternatives) =>
        sql`(${sql.join(
          alternatives.map((pattern) => sql`${w.searchText} like ${pattern}`),
          sql` or `,
        )})`,
    );
    const dictionary = sql.join(
      found.map((word) => sql`(${word}::text)`),
      sql`, `,
    );
    // Per word, its first `first` people in the list's order. A person with two of the words ("anna" and "angberg"
    // for "a") comes twice and is shown once: each word's first people hold every person of the first `first` of all.
    const inOrder = (first: number) => sql`
      select s.user_id, s.search_text, s.service_number from (values ${dictionary}) d(word)
      cross join lateral (
        select ${w.userId}, ${w.searchText}, ${w.serviceNumber} from ${w}
        where ${sql.join([sql`${w.word} = d.word`, ...others], sql` and `)}
        order by ${w.searchText}, ${w.serviceNumber} limit ${first}
      ) s`;
    // Counted word after word until enough, each person under the least of their words that match (so once).
    const leadMatch =
      lead.length < MIN_INFIX_LENGTH ? sql`x like ${`${escapeLike(lead)}%`}` : sql`strpos(x, ${lead}) > 0`;
    const once = sql`d.word = (select min(x) from unnest(string_to_array(${w.searchText}, ' ')) x where ${leadMatch})`;
    const counting = sql`
      select 1 from (values ${dictionary}) d(word) join ${w}
      on ${sql.join([sql`${w.word} = d.word`, ...others, ...(found.length > 1 ? [once] : [])], sql` and `)}
      limit ${countUpTo + 1}`;
    const onPage = sql`
      select m.user_id from (select distinct * from (${inOrder(offset + limit)}) a) m
      order by m.search_text, m.service_number limit ${limit} offset ${offset}`;
    const [rows, counted] = await Promise.all([
      db
        .select()
        .from(users)
        .where(sql`${users.id} in (${onPage})`)
        .orderBy(users.searchText, users.serviceNumber),
      db.execute(sql`select count(*)::int as total from (${counting}) m`) as unknown as Promise<{
        rows: { total: number }[];
      }>,
    ]);
    return { users: rows, counted: counted.rows[0]?.total ?? 0 };
  };
}
