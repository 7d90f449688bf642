import { addMonths, calendarDateIn, PackageCode, PassportStatus } from '@health-passport/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../integrations/notifier/index.js';
import { createUser, signedIn } from '../../test/auth.js';
import { createTestApp, gql, type TestApp } from '../../test/testApp.js';
import { healthPassports } from '../passports/index.js';
import { zonedTimeToUtc } from '../scheduling/index.js';
import { remindOfRemeasurement, REMEASUREMENT_REMINDER_JOB } from './journey.reminders.js';

/**
 * The remeasurement reminder: publishing a passport stores a job for 09:00 Amsterdam on the first day of its
 * remeasurement; the job sends one e-mail, in the person's language, unless they switched those e-mails off or a
 * newer check exists.
 */

let t: TestApp;
let serial = 0;

/** A customer whose passport they unlock (publish) themselves, as on /onboarding. */
async function published(locale: 'en_US' | 'nl_NL' = 'en_US') {
  serial += 1;
  const email = `reminded${serial}@example.com`;
  const user = await createUser(t, { email, givenName: `Rosa${serial}`, locale });
  const passport = await t.ctx.services.passports.create({
    userId: user.id,
    packageCode: PackageCode.STANDARD_PERFORMANCE,
  });
  await t.ctx.db
    .update(healthPassports)
    .set({ status: PassportStatus.COMPUTED })
    .where(eq(healthPassports.id, passport.id));
  const token = (await signedIn(t, email)).accessToken;
  const unlocked = await gql(
    t.app,
    'mutation($id: ID!) { unlockHealthPassport(healthPassportId: $id) { id } }',
    { id: passport.id },
    token,
  );
  expect(unlocked.body.errors).toBeUndefined();
  return { user, passportId: passport.id, token };
}

const remind = (passportId: string) =>
  remindOfRemeasurement(
    { ...t.ctx, users: t.ctx.services.users, passports: t.ctx.services.passports },
    passportId,
  );

const mailsTo = async (email: string) => t.ctx.db.select().from(outbox).where(eq(outbox.to, email));

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('the remeasurement reminder', () => {
  it('is stored for 09:00 Amsterdam on the first day of the remeasurement, when the passport is published', async () => {
    const rosa = await published();
    const passport = await t.ctx.services.passports.getById(rosa.passportId);
    const day = addMonths(calendarDateIn(passport!.publishedAt!), 4);
    const { rows } = (await t.ctx.db.execute(sql`
      select start_after from jobs.job
      where name = ${REMEASUREMENT_REMINDER_JOB} and data->>'passportId' = ${rosa.passportId}`)) as unknown as {
      rows: { start_after: Date | string }[];
    };
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.start_after).toISOString()).toBe(zonedTimeToUtc(day, 9 * 60).toISOString());
    // Nothing is sent before then.
    expect(await mailsTo(rosa.user.email)).toEqual([]);
  });

  it('sends one e-mail in the person’s language, once', async () => {
    const sanne = await published('nl_NL');
    await remind(sanne.passportId);
    await remind(sanne.passportId);
    const mails = await mailsTo(sanne.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Je hermeting kan nu' });
    expect(mails[0]!.text).toContain(`Beste ${sanne.user.givenName},`);
    expect(mails[0]!.text).toContain('/onboarding');
  });

  it('respects the switched-off remeasurement e-mails', async () => {
    const tom = await published();
    const switched = await gql(t.app, 'mutation { disableEmail(type: REMEASUREMENT) }', {}, tom.token);
    expect(switched.body.errors).toBeUndefined();
    await remind(tom.passportId);
    expect(await mailsTo(tom.user.email)).toEqual([]);
  });

  it('is not sent once a newer check exists', async () => {
    const ivo = await published();
    await t.ctx.services.passports.create({
      userId: ivo.user.id,
      packageCode: PackageCode.REMEASUREMENT,
    });
    await remind(ivo.passportId);
    expect(await mailsTo(ivo.user.email)).toEqual([]);
  });
});
