import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { Notifier, SmsAdapter, Transport } from './notifier.js';
import { createOutboxSmsAdapter, createOutboxTransport } from './outbox.js';
import { createSmtpTransport } from './smtp.js';

export type { MailAttachment, Notifier, OutgoingMessage, SmsAdapter, Transport } from './notifier.js';
export { listOutbox, type OutboxEntry } from './outbox.js';
export { outbox } from './outbox.tables.js';
export { messageDeliveries } from './deliveries.tables.js';
export { createMailQueue, type MailQueue } from './mailQueue.js';
export { registerOutboxRoutes } from './outbox.routes.js';

export interface NotifierOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'isDemo'>;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Replaces the default SMS adapter (the outbox). */
  sms?: SmsAdapter;
}

/**
 * E-mail goes through SMTP when SMTP_URL is set, else (demo mode only) to the outbox table; SMS through the SMS
 * adapter, whose default is the outbox too in demo mode. Outside demo mode nothing is ever written to the outbox:
 * a channel without a transport refuses the message (production does not start without SMTP_URL, and with
 * SMS_MFA=off sends no SMS). The log records that a message went out, never its text (it may hold a code).
 */
export function createNotifier({
  config,
  db,
  clock,
  log,
  sms,
}: NotifierOptions): Notifier & { close(): void } {
  const smtp = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : undefined;
  const email: Transport =
    smtp ?? (config.isDemo ? createOutboxTransport(db, clock) : missingTransport('EMAIL'));
  const smsMissing = missingTransport('SMS');
  const smsAdapter: SmsAdapter =
    sms ??
    (config.isDemo
      ? createOutboxSmsAdapter(db, clock)
      : { name: smsMissing.name, sendSms: (m) => smsMissing.send({ ...m, channel: 'SMS', subject: 'SMS' }) });
  return {
    async send(message) {
      const via = message.channel === 'SMS' ? smsAdapter.name : email.name;
      try {
        if (message.channel === 'SMS') await smsAdapter.sendSms({ to: message.to, text: message.text });
        else await email.send(message);
      } catch (error) {
        // The transport's own error may quote the message; the log gets its kind only.
        log.error({ channel: message.channel, via, error: errorName(error) }, 'message could not be sent');
        throw new AppError(
          'UNAVAILABLE',
          'deliveryFailed',
          'The message could not be sent. Please try again later.',
        );
      }
      log.info({ channel: message.channel, via }, 'message sent');
    },
    close: () => smtp?.close(),
  };
}

/** A channel that has no transport outside demo mode: every message is refused, none is kept. */
function missingTransport(channel: 'EMAIL' | 'SMS'): Transport {
  return {
    name: 'none',
    send: () => Promise.reject(new Error(`no ${channel === 'SMS' ? 'SMS' : 'mail'} transport is configured`)),
  };
}

function errorName(error: unknown): string {
  if (error instanceof Error)
    return 'code' in error && typeof error.code === 'string' ? error.code : error.name;
  return typeof error;
}
