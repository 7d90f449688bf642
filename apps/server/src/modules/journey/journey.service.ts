import type { PackageType } from '@health-passport/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { type ChangeFeed, frozenRows } from '../../db/changeFeed.js';
import type { Db, Tx } from '../../db/database.js';
import { onboardingChapters } from './journey.tables.js';

export type ChapterRow = typeof onboardingChapters.$inferSelect;

/** What a purchase adds to the journey: the order, its product and what the order became. */
export interface NewChapter {
  userId: string;
  /** Null for a passport made without an order (by staff). */
  orderId: string | null;
  productId: string | null;
  packageCode: string;
  /** The product's PackageType. */
  type: PackageType;
  healthPassportId: string | null;
  entitlementId: string | null;
}

export interface JourneyService {
  /**
   * Adds the onboarding chapter of a purchase in the caller's transaction. Once per order: a second call for
   * the same order answers the chapter that exists.
   */
  addChapter(tx: Tx, chapter: NewChapter): Promise<ChapterRow>;
  /** The user's chapters, oldest first. */
  listChapters(userId: string): Promise<readonly ChapterRow[]>;
  /**
   * The chapters as /onboarding shows them, kept under `key` (the person, language and catalogue edition) until
   * the database announces any change: `make` must build them from kept reads and the catalogue only.
   */
  shownChapters<V>(key: string, make: () => Promise<V>): Promise<V>;
}

/**
 * `changes`: the database's announcements; with them, a person's chapters are kept in memory until the database
 * announces a change of one of them.
 */
export function createJourneyService(db: Db, clock: Clock, changes?: ChangeFeed): JourneyService {
  const keptChapters = changes?.keep<readonly ChapterRow[]>('onboarding_chapters.user_id', { max: 10_000 });
  // The answer to /onboarding's every visit: a dozen kept reads and the steps worked out from them.
  const keptShown = changes?.keepAnswers<unknown>({ max: 10_000 });
  // Read on every visit of /onboarding: prepared once.
  const chaptersOfUser = db
    .select()
    .from(onboardingChapters)
    .where(eq(onboardingChapters.userId, sql.placeholder('userId')))
    .orderBy(asc(onboardingChapters.publishedAt), asc(onboardingChapters.id))
    .prepare('chapters_of_user');
  return {
    async addChapter(tx, chapter) {
      const [created] = await tx
        .insert(onboardingChapters)
        .values({ ...chapter, publishedAt: clock.now() })
        .onConflictDoNothing({ target: onboardingChapters.orderId })
        .returning();
      if (created) return created;
      // Only an order id can conflict (the unique index ignores nulls): that order's chapter exists.
      const [existing] = await tx
        .select()
        .from(onboardingChapters)
        .where(eq(onboardingChapters.orderId, chapter.orderId!));
      if (!existing) throw new Error('chapter insert conflicted but no chapter exists');
      return existing;
    },

    listChapters(userId) {
      const read = async () => frozenRows(await chaptersOfUser.execute({ userId }));
      return keptChapters ? keptChapters.get(userId, read) : read();
    },

    shownChapters<V>(key: string, make: () => Promise<V>) {
      return keptShown ? (keptShown.get(key, make) as Promise<V>) : make();
    },
  };
}
