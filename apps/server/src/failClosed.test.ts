import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.js';
import { DEMO_ACCOUNTS } from './seed/demoSeed.js';
import { createUser, signIn } from './test/auth.js';
import { PRODUCTION_ENV } from './test/productionEnv.js';
import { createTestApp } from './test/testApp.js';

describe('production on a database that holds demo accounts', () => {
  it('refuses to start, naming the setting and the accounts', async () => {
    const demo = await createTestApp();
    try {
      // The demo doctor, whose password is in the README, left over from a demo run on the same database.
      const doctor = DEMO_ACCOUNTS.find((account) => account.email === 'doctor@example.com')!;
      await demo.ctx.services.users.create(doctor);
      const start = createTestApp(PRODUCTION_ENV, demo.database);
      await expect(start).rejects.toBeInstanceOf(ConfigError);
      await expect(start).rejects.toThrow(
        /MODE: production refuses a database with demo accounts \(doctor@example\.com\)/,
      );
    } finally {
      await demo.close();
    }
  });
});

describe('SMS sign-in codes switched off (SMS_MFA=off)', () => {
  it('asks an account with SMS codes to set up an authenticator app instead of letting the password alone in', async () => {
    const t = await createTestApp({ SMS_MFA: 'off' });
    try {
      const user = await createUser(t, { email: 'texts@example.com', phoneNumber: '+31612345678' });
      await t.ctx.services.identity.updateAccount(user.id, { smsMfaEnabled: true });
      const response = await signIn(t.app, 'texts@example.com');
      expect(response.json()).toMatchObject({ status: 'CHALLENGE', challenge: 'MFA_SETUP' });
      expect(response.cookies.find((cookie) => cookie.name === 'hp_refresh')?.value ?? '').toBe('');
    } finally {
      await t.close();
    }
  });
});
