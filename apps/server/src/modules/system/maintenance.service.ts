import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { appSettings } from './system.tables.js';

const MAINTENANCE_KEY = 'maintenance';

export interface MaintenanceService {
  isOn(): Promise<boolean>;
  set(on: boolean): Promise<void>;
}

/**
 * Maintenance mode lives in the database so every server instance answers the same and it survives restarts.
 * Clients poll it every 5 s; a one-second cache keeps that cheap without holding state that matters.
 */
export function createMaintenanceService(db: Db, cacheMs = 1000): MaintenanceService {
  let cached: { on: boolean; at: number } | undefined;
  return {
    async isOn() {
      if (cached && Date.now() - cached.at < cacheMs) return cached.on;
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MAINTENANCE_KEY));
      const on = row?.value === true;
      cached = { on, at: Date.now() };
      return on;
    },
    async set(on) {
      await db
        .insert(appSettings)
        .values({ key: MAINTENANCE_KEY, value: on })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: on, updatedAt: new Date() } });
      cached = undefined;
    },
  };
}
