import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { PRODUCTION_ENV } from '../../test/productionEnv.js';
import { createTestClock } from '../../test/testClock.js';
import { createNotifier, listOutbox, type SmsAdapter } from './index.js';

describe('the outbox (no SMTP_URL, default SMS adapter)', () => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { clock });
  });
  afterAll(() => t.close());

  it('keeps e-mail and SMS, newest first, and shows them at /dev/outbox in demo mode', async () => {
    await t.ctx.notifier.send({
      channel: 'EMAIL',
      to: 'anna@example.com',
      subject: 'Hello',
      text: 'First',
      html: '<p>First</p>',
    });
    clock.advance(1000);
    await t.ctx.notifier.send({ channel: 'SMS', to: '+31612345678', subject: 'SMS', text: 'Second' });

    const response = await t.app.inject('/dev/outbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([
      {
        id: expect.any(String),
        channel: 'SMS',
        to: '+31612345678',
        subject: 'SMS',
        text: 'Second',
        createdAt: '2026-03-02T09:00:01.000Z',
      },
      {
        id: expect.any(String),
        channel: 'EMAIL',
        to: 'anna@example.com',
        subject: 'Hello',
        text: 'First',
        createdAt: '2026-03-02T09:00:00.000Z',
      },
    ]);
  });
});

describe('/dev/outbox from another machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.notifier.send({ channel: 'SMS', to: '+31612345678', subject: 'SMS', text: 'code 654321' });
  });
  afterAll(() => t.close());

  it('does not exist for a remote address, nor for a request relayed by a proxy on this machine', async () => {
    for (const request of [
      { url: '/dev/outbox', remoteAddress: '203.0.113.9' },
      { url: '/dev/outbox', remoteAddress: '2001:db8::9' },
      { url: '/dev/outbox', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { url: '/dev/outbox', headers: { forwarded: 'for=203.0.113.9' } },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('notFound');
      expect(response.body).not.toContain('654321');
    }
    const local = await t.app.inject({ url: '/dev/outbox', remoteAddress: '::1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('654321');
  });
});

describe('the outbox in production', () => {
  it('is never written and /dev/outbox does not exist', async () => {
    const t = await createTestApp(PRODUCTION_ENV);
    try {
      // SMS_MFA=off: there is no SMS transport, so a text message is refused rather than kept in the database.
      await expect(
        t.ctx.notifier.send({ channel: 'SMS', to: '+31612345678', subject: 'SMS', text: 'secret 123456' }),
      ).rejects.toMatchObject({ code: 'deliveryFailed', status: 503 });
      expect(await listOutbox(t.ctx.db)).toEqual([]);
      const response = await t.app.inject('/dev/outbox');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('notFound');
      expect(response.body).not.toContain('123456');
    } finally {
      await t.close();
    }
  });
});

describe('SMTP (SMTP_URL set)', () => {
  interface Received {
    from: string | undefined;
    to: string[];
    raw: string;
  }
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  let t: TestApp;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Portal <portal@example.com>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers e-mail through the SMTP server and keeps nothing in the outbox', async () => {
    await t.ctx.notifier.send({
      channel: 'EMAIL',
      to: 'bram@example.com',
      subject: 'Je code',
      text: 'Je code is 424242.',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'portal@example.com', to: ['bram@example.com'] });
    expect(received[0]?.raw).toMatch(/^Subject: Je code\r?$/m);
    expect(received[0]?.raw).toContain('Je code is 424242.');
    expect(await listOutbox(t.ctx.db)).toEqual([]);
    // SMS still goes to its adapter (the outbox by default).
    await t.ctx.notifier.send({ channel: 'SMS', to: '+31687654321', subject: 'SMS', text: 'Code 111111' });
    expect((await listOutbox(t.ctx.db)).map((m) => m.channel)).toEqual(['SMS']);
  });

  it('answers 503 deliveryFailed when the SMTP server is unreachable', async () => {
    const notifier = createNotifier({
      config: { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'x@example.com', isDemo: true },
      db: t.ctx.db,
      clock: t.ctx.clock,
      log: t.ctx.log,
    });
    await expect(
      notifier.send({ channel: 'EMAIL', to: 'x@example.com', subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ code: 'deliveryFailed', status: 503 });
  });

  it('hands SMS to a custom SMS adapter', async () => {
    const sent: { to: string; text: string }[] = [];
    const sms: SmsAdapter = { name: 'test', sendSms: async (m) => void sent.push(m) };
    const notifier = createNotifier({
      config: t.ctx.config,
      db: t.ctx.db,
      clock: t.ctx.clock,
      log: t.ctx.log,
      sms,
    });
    await notifier.send({ channel: 'SMS', to: '+31611111111', subject: 'SMS', text: 'Hi' });
    expect(sent).toEqual([{ to: '+31611111111', text: 'Hi' }]);
    expect((await listOutbox(t.ctx.db)).map((m) => m.to)).not.toContain('+31611111111');
  });
});

describe('mail after a commit (the mail queue)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const message = (to: string) => ({ channel: 'EMAIL' as const, to, subject: 'Welcome', text: 'Hello' });
  const outboxTo = async (to: string) => (await listOutbox(t.ctx.db)).filter((entry) => entry.to === to);

  it('sends a message stored with a committed change, once, right after the commit', async () => {
    await t.ctx.jobs.transaction(t.ctx.db, (tx) => t.ctx.mail.send(tx, message('kept@example.com')));
    expect(await outboxTo('kept@example.com')).toHaveLength(1);
  });

  it('sends nothing for a change that was rolled back', async () => {
    await expect(
      t.ctx.jobs.transaction(t.ctx.db, async (tx) => {
        await t.ctx.mail.send(tx, message('gone@example.com'));
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await outboxTo('gone@example.com')).toEqual([]);
  });
});
