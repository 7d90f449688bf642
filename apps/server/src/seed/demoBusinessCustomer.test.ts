import { PackageCode, PassportStatus } from '@health-passport/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest } from '../test/rest.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { DEMO_BUSINESS_ACCOUNT } from './demoBusinessCustomer.js';
import { DEMO_PASSWORD, seedDemoData } from './demoSeed.js';

describe('bo’s demo business health check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.ctx, t.app);
  });
  afterAll(() => t.close());

  it('is published with computed results, and its product disables the passport for her', async () => {
    const signIn = await rest(t.app, 'POST', '/auth/sign-in', {
      body: { username: DEMO_BUSINESS_ACCOUNT.email, password: DEMO_PASSWORD },
    });
    const token = (signIn.json() as { tokens: { accessToken: string } }).tokens.accessToken;
    const listed = await rest(t.app, 'GET', '/api/v2/users/me/health-passport', { token });
    expect(listed.json()).toMatchObject([
      {
        packageCode: PackageCode.STANDARD_PERFORMANCE_MIND_B2B,
        status: PassportStatus.PUBLISHED,
        disablePhpForIndividuals: true,
      },
    ]);
    const results = await t.ctx.services.results.resultsFor((listed.json() as { id: string }[])[0]!.id);
    expect(results.results.length).toBeGreaterThan(10);
    expect(results.flagged).toEqual([]);
  });
});
