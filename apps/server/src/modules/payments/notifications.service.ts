import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Tx } from '../../db/database.js';
import {
  parseNotificationRequest,
  type PaymentEvent,
  type PaymentEventOutcome,
  type PaymentProvider,
  toPaymentEvent,
} from '../../integrations/payments/index.js';
import type { EventsService } from '../events/index.js';
import { paymentErrors } from './payments.errors.js';
import { paymentNotifications } from './payments.tables.js';

/** The orders module's one call the webhook needs. */
export interface PaymentEventApplier {
  applyPaymentEvent(tx: Tx, event: PaymentEvent): Promise<PaymentEventOutcome>;
}

/** What became of one item: the orders module's outcome, or duplicate when it had been received before. */
export type ReceivedOutcome = PaymentEventOutcome | 'duplicate';

export interface NotificationsService {
  /**
   * Verifies every item of a webhook body, then records and applies them in one transaction. Throws a
   * ZodError for a malformed body and `invalidSignature` when any item is not signed right; either way
   * nothing is stored or changed.
   */
  receive(body: unknown): Promise<{ pspReference: string; outcome: ReceivedOutcome }[]>;
}

export interface NotificationsDeps {
  clock: Clock;
  log: FastifyBaseLogger;
  events: Pick<EventsService, 'transaction'>;
  orders: PaymentEventApplier;
  provider: PaymentProvider;
}

export function createNotificationsService({
  clock,
  log,
  events,
  orders,
  provider,
}: NotificationsDeps): NotificationsService {
  return {
    async receive(body) {
      const received = parseNotificationRequest(body);
      const forged = received.filter(({ item }) => !provider.verifyNotification(item));
      if (forged.length > 0) {
        log.warn(
          {
            provider: provider.name,
            items: forged.map(({ item }) => ({
              pspReference: item.pspReference,
              merchantReference: item.merchantReference,
              eventCode: item.eventCode,
              signed: typeof item.additionalData?.hmacSignature === 'string',
            })),
          },
          'payment notification refused: bad or missing HMAC signature',
        );
        throw paymentErrors.invalidSignature();
      }

      const results = await events.transaction(async (tx) => {
        const outcomes: { pspReference: string; outcome: ReceivedOutcome }[] = [];
        for (const { item, raw } of received) {
          const event = toPaymentEvent(provider.name, item);
          // The unique index recognises a replay or a late duplicate; it then changes nothing.
          const [row] = await tx
            .insert(paymentNotifications)
            .values({
              provider: event.provider,
              pspReference: event.pspReference,
              eventCode: event.eventCode,
              success: event.success,
              merchantReference: event.merchantReference,
              amountValue: event.amount.value,
              currency: event.amount.currency,
              outcome: 'received',
              item: raw,
              receivedAt: clock.now(),
            })
            .onConflictDoNothing()
            .returning({ id: paymentNotifications.id });
          if (!row) {
            outcomes.push({ pspReference: event.pspReference, outcome: 'duplicate' });
            continue;
          }
          const outcome = await orders.applyPaymentEvent(tx, event);
          await tx.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, row.id));
          outcomes.push({ pspReference: event.pspReference, outcome });
        }
        return outcomes;
      }, 'payments.webhook');

      for (const [index, result] of results.entries()) {
        const item = received[index]!.item;
        log.info(
          {
            provider: provider.name,
            pspReference: item.pspReference,
            merchantReference: item.merchantReference,
            eventCode: item.eventCode,
            success: item.success,
            outcome: result.outcome,
          },
          'payment notification received',
        );
      }
      return results;
    },
  };
}
