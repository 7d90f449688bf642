import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/database.js';
import type { JobQueue } from '../../jobs/index.js';
import { domainEvents } from './events.tables.js';

/**
 * Every domain event and its payload. A module that publishes a new event adds it here, so publishers and
 * subscribers agree on the shape at compile time.
 */
export interface DomainEvents {
  /** Every required answer of the passport's questionnaire is present (published once per passport). */
  'questionnaire.completed': { passportId: string; userId: string };
  /** The register consent of a GLI passport was completed; `approvals` holds each statement's answer. */
  'rivmConsent.given': { passportId: string; userId: string; approvals: Record<string, string> };
  /** Professionals saved measurements (form or activity import); `dataKeys` are the keys that changed. */
  'measurements.saved': { passportId: string; savedBy: string; dataKeys: string[] };
  /**
   * An order was paid and fulfilled: a core package became `healthPassportId`, an add-on `entitlementId`
   * (EntitlementType `entitlementType`). The journey adds the purchase's onboarding chapter from it.
   */
  /** Permissions were granted for a passport (the consent ledger); `types` are the PermissionTypes newly granted. */
  'consent.granted': { passportId: string; userId: string; types: string[] };
  /** A passport was unlocked (published): its person sees the results from now on. */
  'passport.published': { passportId: string; userId: string; unlockedBy: string };
  'order.paid': {
    orderId: string;
    userId: string;
    productId: string;
    packageCode: string;
    packageType: string;
    healthPassportId: string | null;
    entitlementId: string | null;
    entitlementType: string | null;
  };
  /** A passport's data became complete and its results were computed: it moved CREATED -> COMPUTED. */
  'passport.computed': { passportId: string; userId: string };
  /** A slot was booked in the built-in scheduler (also the new booking of a reschedule); kind is a BookingKind. */
  'appointment.booked': { bookingId: string; userId: string; passportId: string | null; kind: string };
}
export type DomainEventType = keyof DomainEvents;

export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: string;
  type: T;
  payload: DomainEvents[T];
  occurredAt: Date;
}

export type EventHandler<T extends DomainEventType> = (event: DomainEvent<T>) => void | Promise<void>;

export interface EventsService {
  /**
   * Runs `work` in one database transaction. Events published in it are stored with the change, together with a
   * delivery job for each subscriber; after the commit this instance runs those deliveries and the caller waits
   * for them. When `work` throws, nothing is stored and nobody hears of it. `name` names the commit for the fault
   * tests' crash point (src/faults.ts).
   */
  transaction<R>(work: (tx: Tx) => Promise<R>, name?: string): Promise<R>;
  /** Appends an event in `tx`, which must come from `transaction`. */
  publish<T extends DomainEventType>(tx: Tx, type: T, payload: DomainEvents[T]): Promise<void>;
  /**
   * Delivers every event of `type` to `handler`, at least once, through the job queue: named, so each subscriber
   * has its own deliveries, retries and failures. Handlers must be idempotent. Called before the queue starts.
   */
  subscribe<T extends DomainEventType>(type: T, subscriber: string, handler: EventHandler<T>): void;
  /** Stored events, oldest first (a consumer catching up, tests). */
  list<T extends DomainEventType>(filter: {
    type: T;
    since?: Date;
    limit?: number;
  }): Promise<DomainEvent<T>[]>;
}

interface Options {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
}

/** What a delivery job carries: the event as stored. */
interface Delivery {
  id: string;
  type: DomainEventType;
  payload: unknown;
  occurredAt: string;
}

export function createEventsService({ db, clock, jobs }: Options): EventsService {
  const ownTransactions = new WeakSet<Tx>();
  /** Subscriber name -> its handler per event type. */
  const subscribers = new Map<string, Map<DomainEventType, EventHandler<never>>>();
  const jobName = (subscriber: string) => `event.${subscriber}`;

  return {
    transaction(work, name) {
      // A failing subscriber is reported by the queue and retried there; the caller's change stands.
      return jobs.transaction(
        db,
        (tx) => {
          ownTransactions.add(tx);
          return work(tx);
        },
        name,
      );
    },

    async publish(tx, type, payload) {
      if (!ownTransactions.has(tx)) {
        throw new Error('events.publish needs a transaction opened by events.transaction');
      }
      const [row] = await tx
        .insert(domainEvents)
        .values({ type, payload, occurredAt: clock.now() })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const delivery: Delivery = { id: row.id, type, payload, occurredAt: row.occurredAt.toISOString() };
      for (const [subscriber, handlers] of subscribers) {
        if (handlers.has(type)) await jobs.send(tx, jobName(subscriber), delivery);
      }
    },

    subscribe(type, subscriber, handler) {
      let handlers = subscribers.get(subscriber);
      if (!handlers) {
        const byType = new Map<DomainEventType, EventHandler<never>>();
        handlers = byType;
        subscribers.set(subscriber, byType);
        jobs.define<Delivery>(jobName(subscriber), async (delivery) => {
          const handle = byType.get(delivery.type) as EventHandler<DomainEventType> | undefined;
          await handle?.({
            id: delivery.id,
            type: delivery.type,
            payload: delivery.payload as DomainEvents[DomainEventType],
            occurredAt: new Date(delivery.occurredAt),
          });
        });
      }
      handlers.set(type, handler as EventHandler<never>);
    },

    async list({ type, since, limit = 1000 }) {
      const conditions: SQL[] = [eq(domainEvents.type, type)];
      if (since) conditions.push(gte(domainEvents.occurredAt, since));
      const rows = await db
        .select()
        .from(domainEvents)
        .where(and(...conditions))
        .orderBy(asc(domainEvents.occurredAt), asc(domainEvents.id))
        .limit(Math.min(Math.max(limit, 1), 10_000));
      return rows.map((row) => ({
        id: row.id,
        type,
        payload: row.payload as DomainEvents[typeof type],
        occurredAt: row.occurredAt,
      }));
    },
  };
}
