import { LRUCache } from 'lru-cache';

/**
 * The channel on which the database announces committed changes of the tables that instances keep reads of
 * (migration 0024): "<table>.<column> <value>" for the value of a changed row in a column its trigger names
 * (`users.id`, `health_passports.user_id`, ...), or "<table>.<column> *" for a statement that changed many rows or
 * emptied the table.
 */
export const CHANGES_CHANNEL = 'data_changes';

/**
 * Reads kept in this instance's memory by the value of one announced column ("<table>.<column>": a person's
 * passports under `health_passports.user_id`), each dropped when the database announces a change of a row with
 * that value. Callers must not change what they get: the same value is handed to every request.
 */
export interface KeptReads<V> {
  /** The kept value of `key`, else `read()`, kept when no change of `key` was announced while it ran. */
  get(key: string, read: () => Promise<V>): Promise<V>;
  /** `get` for several keys, the missing ones read together by `readMissing` (which answers every key asked). */
  getMany(
    keys: readonly string[],
    readMissing: (keys: string[]) => Promise<Map<string, V>>,
  ): Promise<Map<string, V>>;
}

/**
 * Answers made from kept reads only (and what their key names), kept whole until the database announces any change
 * at all: coarse, so an answer needs no list of what it read, and a change of anything it read drops it.
 */
export interface KeptAnswers<V> {
  /** The kept answer for `key`, else `make()`, kept when nothing was announced while it ran. */
  get(key: string, make: () => Promise<V>): Promise<V>;
}

/**
 * What an instance knows of the database's committed changes. Kept reads are served only while the database's
 * announcements reach the instance: until the first LISTEN and after the listening connection is lost, every read
 * goes to the database, and everything kept is dropped each time listening starts (what was announced while
 * nobody listened is unknown). Each connection that writes listens too, and PostgreSQL hands a session its own
 * announcements before its COMMIT returns, so a change is dropped here before the request that made it goes on:
 * the writer's next read, on this instance, sees it. Another instance hears of it when PostgreSQL delivers the
 * announcement, within milliseconds of the commit.
 */
export interface ChangeFeed {
  /** Reads kept under the values of `column`, "<table>.<column>" as the migrations announce it. */
  keep<V>(column: string, options: { max: number }): KeptReads<V>;
  /** Answers made from kept reads, each dropped at the next announcement of any change. */
  keepAnswers<V>(options: { max: number }): KeptAnswers<V>;
  /** An announcement as the database sent it. */
  announce(payload: string): void;
  /** Whether announcements currently reach this instance. */
  readonly listening: boolean;
  setListening(listening: boolean): void;
}

/** A read in progress: it is not kept when a change of its key is announced before it ends. */
interface PendingRead {
  stale: boolean;
}

export function createChangeFeed(): ChangeFeed {
  let listening = false;
  const columns = new Map<string, Set<(key: string) => void>>();
  // Counts announcements (and changes of listening): an answer is kept for the count it was made at, so one
  // announcement drops every kept answer without visiting them.
  let announced = 0;

  const dropAll = () => {
    for (const drops of columns.values()) for (const drop of drops) drop('*');
  };

  return {
    get listening() {
      return listening;
    },

    setListening(now) {
      // Whatever was kept may have changed while no announcement could arrive.
      dropAll();
      announced += 1;
      listening = now;
    },

    announce(payload) {
      announced += 1;
      const space = payload.indexOf(' ');
      if (space < 0) return;
      for (const drop of columns.get(payload.slice(0, space)) ?? []) drop(payload.slice(space + 1));
    },

    keepAnswers<V>({ max }: { max: number }): KeptAnswers<V> {
      const kept = new LRUCache<string, { value: V; at: number }>({ max });
      return {
        async get(key, make) {
          if (!listening) return make();
          const hit = kept.get(key);
          if (hit?.at === announced) return hit.value;
          const at = announced;
          const value = await make();
          if (announced === at && listening) kept.set(key, { value, at });
          return value;
        },
      };
    },

    keep<V>(column: string, { max }: { max: number }): KeptReads<V> {
      const kept = new LRUCache<string, { value: V }>({ max });
      const pending = new Map<string, Set<PendingRead>>();

      const drop = (key: string) => {
        if (key === '*') {
          kept.clear();
          for (const reads of pending.values()) for (const read of reads) read.stale = true;
          return;
        }
        kept.delete(key);
        for (const read of pending.get(key) ?? []) read.stale = true;
      };
      columns.set(column, (columns.get(column) ?? new Set()).add(drop));

      const begin = (key: string): PendingRead => {
        const read = { stale: false };
        pending.set(key, (pending.get(key) ?? new Set()).add(read));
        return read;
      };
      const end = (key: string, read: PendingRead) => {
        const reads = pending.get(key);
        reads?.delete(read);
        if (reads?.size === 0) pending.delete(key);
      };

      return {
        async get(key, read) {
          if (!listening) return read();
          const hit = kept.get(key);
          if (hit) return hit.value;
          const token = begin(key);
          try {
            const value = await read();
            if (!token.stale && listening) kept.set(key, { value });
            return value;
          } finally {
            end(key, token);
          }
        },

        async getMany(keys, readMissing) {
          const found = new Map<string, V>();
          if (!listening) return readMissing([...keys]);
          const missing: string[] = [];
          for (const key of keys) {
            const hit = kept.get(key);
            if (hit) found.set(key, hit.value);
            else missing.push(key);
          }
          if (missing.length === 0) return found;
          const tokens = missing.map((key) => [key, begin(key)] as const);
          try {
            const read = await readMissing(missing);
            for (const [key, token] of tokens) {
              if (!read.has(key)) continue;
              const value = read.get(key) as V;
              found.set(key, value);
              if (!token.stale && listening) kept.set(key, { value });
            }
            return found;
          } finally {
            for (const [key, token] of tokens) end(key, token);
          }
        },
      };
    },
  };
}

/**
 * Rows as kept: frozen, so a caller that changed one would fail at once instead of changing what other requests
 * are handed.
 */
export function frozenRows<T extends object>(rows: T[]): T[] {
  for (const row of rows) Object.freeze(row);
  return Object.freeze(rows) as T[];
}
