import fs from 'node:fs';
import { PackageCode } from '@health-passport/domain';
import type { FormGroup } from '@health-passport/form-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PATH } from '../src/integrations/payments/index.js';
import { validAnswers } from '../src/test/forms.js';
import { startTestS3, type TestS3 } from '../src/test/s3Server.js';
import { call, eventually, guestCheckout, me, paymentNotification, report, signIn } from './support/api.js';
import { createDatabase, type TestDatabase } from './support/postgres.js';
import { type PortalServer, startServer, stopServers, TEST_PAYMENT_HMAC_KEY } from './support/server.js';

// One instance, killed at a commit point and started again where it was: the restarted process finds the work.
let db: TestDatabase;
let s3: TestS3;
let env: Record<string, string>;

beforeAll(async () => {
  db = await createDatabase('crash');
  s3 = await startTestS3();
  env = { DATABASE_URL: db.url, ...s3.env } as Record<string, string>;
  // The first start migrates and seeds (the demo orders go through the same commits as the crash points), then
  // stops as a deployment stops it.
  const first = await startServer('A', env);
  expect(await first.stop()).toEqual({ code: 0, signal: null });
});
afterAll(async () => {
  await stopServers();
  await s3?.stop();
  await db?.drop();
});

/** Starts the instance with the crash point set, or without one. */
const start = (faultInject?: string, port?: number) =>
  startServer('A', faultInject ? { ...env, FAULT_INJECT: faultInject } : env, port);

/** A call the process dies during: it gets no answer at all. */
async function unanswered(promise: Promise<unknown>, server: PortalServer): Promise<void> {
  await expect(promise).rejects.toThrow();
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
}

describe('the process', () => {
  it('starts itself anew with one V8 worker thread, the same process a deployment stops', async () => {
    const server = await start();
    const commandLine = fs.readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine.slice(1, 3)).toEqual(['--v8-pool-size=1', expect.stringMatching(/main\.js$/)]);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  });
});

describe('kill -9 right after a commit', () => {
  it('the paid order of a guest is fulfilled once and the guest is mailed once', async () => {
    const email = 'crash.guest@example.com';
    let server = await start('after-commit:orders.checkout');
    const port = server.port;
    await unanswered(guestCheckout(server, PackageCode.STANDARD_PERFORMANCE, email), server);

    // The order and its account were committed; the mail with the temporary password is stored, not sent.
    const [order] = await db.rows<{ id: string; status: string; total: number; user_id: string }>(
      'select o.id, o.status, o.total, o.user_id from orders o join users u on u.id = o.user_id where u.email = $1',
      [email],
    );
    expect(order?.status).toBe('PAYMENT_PENDING');
    const mails = () => db.count(`select count(*) from outbox where "to" = $1`, [email]);
    expect(await mails()).toBe(0);
    expect(
      await db.count(
        `select count(*) from jobs.job where name = 'notifier.send' and data->>'to' = $1 and state = 'created'`,
        [email],
      ),
    ).toBe(1);

    // Started again (now to die after the webhook's commit), the instance sends the stored mail.
    server = await start('after-commit:payments.webhook', port);
    expect(await eventually(async () => (await mails()) === 1)).toBe(true);

    // The provider's notification of a successful payment, signed as the provider signs it.
    const notification = paymentNotification(order!, TEST_PAYMENT_HMAC_KEY, '8816178952380553');
    await unanswered(call(server, 'POST', NOTIFICATIONS_PATH, { json: notification }), server);
    expect((await db.rows('select status from orders where id = $1', [order!.id]))[0]).toEqual({
      status: 'FULFILLED',
    });

    // The provider had no answer, so it sends the notification again to the restarted instance.
    server = await start(undefined, port);
    const again = await call(server, 'POST', NOTIFICATIONS_PATH, { json: notification });
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: '[accepted]' });

    const counts = {
      fulfilled: await db.count(`select count(*) from orders where id = $1 and status = 'FULFILLED'`, [
        order!.id,
      ]),
      notifications: await db.count(
        'select count(*) from payment_notifications where merchant_reference = $1',
        [order!.id],
      ),
      paidEvents: await db.count(
        `select count(*) from domain_events where type = 'order.paid' and payload->>'orderId' = $1`,
        [order!.id],
      ),
      passports: await db.count('select count(*) from health_passports where user_id = $1', [order!.user_id]),
      chapters: await db.count('select count(*) from onboarding_chapters where order_id = $1', [order!.id]),
      mails: await mails(),
    };
    expect(counts).toEqual({
      fulfilled: 1,
      notifications: 1,
      paidEvents: 1,
      passports: 1,
      chapters: 1,
      mails: 1,
    });
    // The guest's temporary password from that one mail signs in.
    const password = /\n {4}(\S+)\n/.exec(
      (await db.rows<{ text: string }>(`select text from outbox where "to" = $1`, [email]))[0]!.text,
    )?.[1];
    const signInAnswer = await call(server, 'POST', '/auth/sign-in', { json: { username: email, password } });
    expect(signInAnswer.body.challenge).toBe('NEW_PASSWORD_REQUIRED');
    await server.stop();
    report(
      `orders: 1 paid, ${counts.fulfilled} fulfilled after 2 kills (after the checkout, after the webhook) and a redelivery; ` +
        `payment notifications: ${counts.notifications}; order.paid: ${counts.paidEvents}; passports: ${counts.passports}; ` +
        `chapters: ${counts.chapters}; mails: ${counts.mails}`,
    );
  });

  it('a measurement save that completes a passport: after restart the passport computes', async () => {
    let server = await start('after-commit:measurements.save');
    const port = server.port;
    // bram's paid health check: he answers his questionnaire; the measurements are all that is missing.
    const bram = await signIn(server, 'bram@example.com');
    const { serviceNumber, passportId } = await me(server, bram.accessToken);
    const questionnaire = await call(server, 'GET', '/api/v2/questionaire', { token: bram.accessToken });
    const answered = await call(server, 'PUT', '/api/v2/questionaire', {
      token: bram.accessToken,
      json: validAnswers(questionnaire.body as FormGroup[]),
    });
    expect(answered.status).toBe(200);

    const onboarder = await signIn(server, 'onboarder@example.com');
    const formPath = `/api/v2/users/${serviceNumber}/${passportId}/onboarding`;
    const form = await call(server, 'GET', formPath, { token: onboarder.accessToken });
    const save = call(server, 'PUT', formPath, {
      token: onboarder.accessToken,
      json: validAnswers(form.body as FormGroup[]),
    });
    await unanswered(save, server);
    const status = async () =>
      (
        await db.rows<{ status: string }>('select status from health_passports where id = $1', [passportId])
      )[0]?.status;
    // Saved and complete, not computed: the process died before the computation ran.
    expect(await status()).toBe('CREATED');
    expect(
      await db.count(
        `select count(*) from form_completions where passport_id = $1 and form = 'measurements'`,
        [passportId],
      ),
    ).toBe(1);
    const waiting = `select count(*) from jobs.job where name = 'event.passports.compute' and state = 'created' and data->'payload'->>'passportId' = $1`;
    expect(await db.count(waiting, [passportId])).toBe(1);

    const restartedAt = Date.now();
    server = await start(undefined, port);
    const seen = async () => {
      const answer = await call(server, 'GET', `/api/v2/users/${serviceNumber}/health-passports`, {
        token: onboarder.accessToken,
      });
      return (answer.body.passports as { id: string; status: string }[]).some(
        (p) => p.id === passportId && p.status === 'COMPUTED',
      );
    };
    expect(await eventually(seen)).toBe(true);
    const seconds = ((Date.now() - restartedAt) / 1000).toFixed(1);
    const computed = await db.count(
      `select count(*) from domain_events where type = 'passport.computed' and payload->>'passportId' = $1`,
      [passportId],
    );
    expect(computed).toBe(1);
    report(
      `passport: the completing save committed, the process was killed before computing; ${seconds} s after the restart began: COMPUTED; passport.computed: ${computed}`,
    );
  });
});
