import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('starts in demo mode on port 3000 with the embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, mode: 'demo', isDemo: true, databaseUrl: undefined });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('treats empty settings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('names every bad setting', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toMatch(/^Invalid setting: /);
      expect(message).toContain('PORT');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('DATABASE_URL');
      expect(message).not.toContain('\n');
    }
  });

  it('requires a database, a public URL and a session secret in production', () => {
    expect(() => loadConfig({ MODE: 'production' })).toThrow(/DATABASE_URL.*PUBLIC_URL.*SESSION_SECRET/);
    const config = loadConfig({
      MODE: 'production',
      DATABASE_URL: 'postgres://hp@localhost/hp',
      PUBLIC_URL: 'https://passport.example.com/',
      SESSION_SECRET: 'x'.repeat(32),
    });
    expect(config).toMatchObject({ isDemo: false, publicUrl: 'https://passport.example.com' });
  });

  it('rejects a short session secret', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/);
  });
});
