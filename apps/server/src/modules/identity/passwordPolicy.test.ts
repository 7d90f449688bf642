import { describe, expect, it } from 'vitest';
import { randomTemporaryPassword } from './codes.js';
import { judgeNewPassword } from './passwordPolicy.js';

describe('new password policy', () => {
  it('demands 14 characters with lower case, upper case, digit and special character', async () => {
    for (const password of [
      'Short-Pass-1!',
      'no-upper-case-123!',
      'NO-LOWER-CASE-123!',
      'No-Digits-Here-At-All!',
      'NoSpecial1234567',
    ]) {
      expect(await judgeNewPassword(password), password).toMatchObject({ ok: false, reason: 'rule' });
    }
  });

  it('refuses common and breached passwords, in English and in Dutch', async () => {
    for (const password of [
      'Password123456!',
      'Qwertyuiop1234!',
      'Welkom12345678!',
      'Wachtwoord2024!!',
      'Voetbal!1234567',
      'Amsterdam12345!',
      'P@ssw0rd1234567!',
    ]) {
      expect(await judgeNewPassword(password), password).toMatchObject({ ok: false, reason: 'common' });
    }
  });

  it("refuses the user's own name or address dressed up", async () => {
    expect(
      await judgeNewPassword('Anna-de-Vries-1986!', ['anna@example.com', 'anna', 'Anna', 'de Vries']),
    ).toMatchObject({
      ok: false,
      reason: 'common',
    });
  });

  it('accepts unpredictable passwords and passphrases', async () => {
    for (const password of [
      'Sturdy-Lantern-4821!',
      'Quiet-Harbour-7315#',
      'kq7#Vb9!mZx2Lp4@',
      'Passport-Demo-2026!',
    ]) {
      expect(await judgeNewPassword(password), password).toEqual({ ok: true });
    }
  });

  it('generates temporary passwords that meet the policy', async () => {
    for (let i = 0; i < 20; i++) {
      const password = randomTemporaryPassword();
      expect(password).toHaveLength(16);
      expect(await judgeNewPassword(password), password).toEqual({ ok: true });
    }
  });
});
