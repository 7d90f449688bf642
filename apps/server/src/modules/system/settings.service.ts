import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { appSettings } from './system.tables.js';

export interface SettingsService {
  /**
   * The stored value of `key`; when there is none yet, stores `initial()` first. Safe when several instances
   * start at once: the first insert wins and every instance reads that one.
   */
  getOrInit<T>(key: string, initial: () => T): Promise<T>;
}

export function createSettingsService(db: Db): SettingsService {
  return {
    async getOrInit(key, initial) {
      await db.insert(appSettings).values({ key, value: initial() }).onConflictDoNothing();
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
      if (!row) throw new Error(`setting ${key} could not be stored`);
      return row.value as ReturnType<typeof initial>;
    },
  };
}
