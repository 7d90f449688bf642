import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { SettingsService } from '../system/index.js';

const SETTING_KEY = 'session_secret';

/**
 * SESSION_SECRET when set (required in production). In demo mode without it, a secret generated at first start
 * and kept in app_settings, so sessions survive restarts and every instance on the database agrees.
 */
export async function resolveSessionSecret(
  config: Pick<Config, 'sessionSecret' | 'isDemo'>,
  settings: SettingsService,
): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  if (!config.isDemo) throw new Error('SESSION_SECRET is required when MODE=production');
  return settings.getOrInit(SETTING_KEY, () => randomBytes(48).toString('base64url'));
}
