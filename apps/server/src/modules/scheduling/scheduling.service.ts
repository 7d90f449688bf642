import { randomInt } from 'node:crypto';
import { appointmentLocationsFor } from '@health-passport/domain';
import { and, asc, eq, gt, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { type ChangeFeed, frozenRows } from '../../db/changeFeed.js';
import type { Db, Tx } from '../../db/database.js';
import type { MailQueue, OutgoingMessage } from '../../integrations/notifier/index.js';
import type { Language } from '../../locale.js';
import type { EventsService } from '../events/index.js';
import type { OrdersService } from '../orders/index.js';
import type { PassportsService } from '../passports/index.js';
import type { UsersService } from '../users/index.js';
import { gridSlotAt, gridSlots, MAX_RANGE_MS, MIN_LEAD_TIME_MS } from './calendar.js';
import { expertsOfKind } from './experts.js';
import type { BookingKind } from './scheduler.js';
import {
  type BookAppointmentInput,
  BOOKING_KINDS,
  BookingStatus,
  type BookingView,
  type Calendar,
  calendarFor,
  LOCATIONS,
  ONE_AT_A_TIME_KINDS,
  type Scheduler,
} from './scheduler.js';
import { schedulingErrors } from './scheduling.errors.js';
import { bookedMail, cancelledMail, type Recipient, rescheduledMail } from './scheduling.messages.js';
import { bookings } from './scheduling.tables.js';

export type BookingRow = typeof bookings.$inferSelect;

/** The scheduling module's service: the built-in scheduler. */
export type SchedulingService = Scheduler;

export interface SchedulingDeps {
  db: Db;
  /** The database's announcements, for the reads the service keeps (db/changeFeed.ts). */
  changes?: ChangeFeed;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'mailFrom' | 'scheduling'>;
  /** Booking, cancellation and change mails (with the .ics), stored with the change, sent after its commit. */
  mail: MailQueue;
  events: EventsService;
  users: UsersService;
  passports: PassportsService;
  /** Read when a consult is booked (the orders service is built after this one). */
  orders: () => OrdersService;
}

const CONSULT_ENTITLEMENT: Partial<Record<BookingKind, 'EXPERT_SESSION' | 'SPECIALIST_CONSULTATION'>> = {
  EXPERT_SESSION: 'EXPERT_SESSION',
  SPECIALIST_CONSULTATION: 'SPECIALIST_CONSULTATION',
};

const BookInput = z.object({
  kind: z.enum(BOOKING_KINDS as [BookingKind, ...BookingKind[]]),
  resource: z.string().min(1).max(64),
  startsAt: z.date(),
  healthPassportId: z.string().max(64).nullish(),
  language: z.enum(['en', 'nl'], 'language must be en or nl').nullish(),
});

const BOOKING_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** HP- and ten random upper-case letters and digits; the unique column guards the (negligible) collision. */
export function newBookingId(): string {
  let id = 'HP-';
  for (let i = 0; i < 10; i += 1) id += BOOKING_ID_ALPHABET[randomInt(BOOKING_ID_ALPHABET.length)];
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A unique violation (SQLSTATE 23505), from node-postgres or PGlite, however deep drizzle wrapped it. */
function uniqueViolation(error: unknown): { constraint: string | undefined } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') {
      const constraint = (e as { constraint?: unknown }).constraint;
      return { constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return undefined;
}

export function toBookingView(row: BookingRow): BookingView {
  return {
    id: row.id,
    bookingId: row.bookingId,
    userId: row.userId,
    kind: row.kind as BookingKind,
    resource: row.resource,
    language: row.language,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status as BookingStatus,
    healthPassportId: row.healthPassportId,
    entitlementId: row.entitlementId,
    replacesId: row.replacesId,
    createdAt: row.createdAt,
    cancelledAt: row.cancelledAt,
  };
}

export function createSchedulingService(deps: SchedulingDeps): SchedulingService {
  const { db, clock, config, events, users, passports } = deps;
  // A person's bookings and each passport's booked kinds, kept in memory until the database announces a change.
  const keptOfUser = deps.changes?.keep<readonly BookingRow[]>('bookings.user_id', { max: 10_000 });
  const keptKinds = deps.changes?.keep<ReadonlySet<BookingKind>>('bookings.health_passport_id', {
    max: 10_000,
  });

  /** The grid slot at `startsAt`, bookable now (on the grid, working hours, 2 hours ahead at least). */
  function bookableSlot(calendar: Calendar, startsAt: Date): { startsAt: Date; endsAt: Date } {
    const slot = gridSlotAt(startsAt, calendar.slotMinutes);
    if (!slot || slot.startsAt.getTime() < clock.now().getTime() + MIN_LEAD_TIME_MS) {
      throw schedulingErrors.slotUnavailable();
    }
    return slot;
  }

  /**
   * Inserts a booked slot. The partial unique index (resource, starts_at) where BOOKED lets exactly one of
   * racing inserts through; the caller maps the others' unique violation to slotTaken.
   */
  async function insertBooking(
    tx: Tx,
    values: Omit<typeof bookings.$inferInsert, 'bookingId' | 'status' | 'createdAt'>,
  ): Promise<BookingRow> {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, bookingId: newBookingId(), status: BookingStatus.BOOKED, createdAt: clock.now() })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await events.publish(tx, 'appointment.booked', {
      bookingId: row.bookingId,
      userId: row.userId,
      passportId: row.healthPassportId,
      kind: row.kind,
    });
    return row;
  }

  /** Runs a booking transaction; a taken slot (unique violation) answers slotTaken and nothing is written. */
  async function booking<R>(work: (tx: Tx) => Promise<R>): Promise<R> {
    try {
      return await events.transaction(work);
    } catch (error) {
      const violation = uniqueViolation(error);
      if (violation && violation.constraint !== 'bookings_booking_id_unique')
        throw schedulingErrors.slotTaken();
      throw error;
    }
  }

  /**
   * Serialises one user's bookings and reschedules (a transaction-scoped advisory lock), so two requests cannot
   * both take the same entitlement, nor both find a passport without its appointment.
   */
  async function lockUserBookings(tx: Tx, userId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bookings:${userId}`}))`);
  }

  /** The soonest BOOKED row that meets `conditions`, locked for the rest of the transaction. */
  async function firstBooked(tx: Tx, ...conditions: SQL[]): Promise<BookingRow | undefined> {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.status, BookingStatus.BOOKED), ...conditions))
      .orderBy(asc(bookings.startsAt))
      .limit(1)
      .for('update');
    return row;
  }

  /** Refuses a second appointment of a one-at-a-time kind while the passport's appointment is not over. */
  async function refuseSecondAppointment(tx: Tx, passportId: string | null, kind: BookingKind) {
    if (passportId === null || !ONE_AT_A_TIME_KINDS.includes(kind)) return;
    const existing = await firstBooked(
      tx,
      eq(bookings.healthPassportId, passportId),
      eq(bookings.kind, kind),
      gt(bookings.endsAt, clock.now()),
    );
    if (existing) throw schedulingErrors.alreadyBooked(existing);
  }

  /** The first redeemed entitlement no booked appointment uses (under the user's lock). */
  async function claimEntitlement(tx: Tx, candidates: readonly string[]): Promise<string> {
    if (candidates.length > 0) {
      const used = await tx
        .select({ entitlementId: bookings.entitlementId })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, BookingStatus.BOOKED),
            isNotNull(bookings.entitlementId),
            inArray(bookings.entitlementId, [...candidates]),
          ),
        );
      const taken = new Set(used.map((row) => row.entitlementId));
      const free = candidates.find((id) => !taken.has(id));
      if (free) return free;
    }
    throw schedulingErrors.noEntitlement();
  }

  async function recipient(userId: string): Promise<Recipient | undefined> {
    const user = await users.findById(userId);
    if (!user) return undefined;
    const language: Language = user.locale === 'nl_NL' ? 'nl' : 'en';
    return { email: user.email, givenName: user.givenName, familyName: user.familyName, language };
  }

  /** The mail about a booking, stored with it in `tx` and sent after the commit (when the person has an address). */
  async function mail(tx: Tx, to: Recipient | undefined, message: (to: Recipient) => OutgoingMessage) {
    if (to) await deps.mail.send(tx, message(to));
  }

  const mailContext = () => ({
    organizerEmail: /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom,
    publicUrl: config.publicUrl,
    now: clock.now(),
  });

  /** The user's own booking that can still change: booked and not begun. */
  async function ownFutureBooking(tx: Tx, userId: string, bookingId: string): Promise<BookingRow> {
    const row = await firstBooked(
      tx,
      eq(bookings.bookingId, bookingId),
      eq(bookings.userId, userId),
      gt(bookings.startsAt, clock.now()),
    );
    if (!row) throw schedulingErrors.bookingNotFound();
    return row;
  }

  async function cancelInTx(tx: Tx, row: BookingRow): Promise<BookingRow> {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: BookingStatus.CANCELLED, cancelledAt: clock.now() })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, BookingStatus.BOOKED)))
      .returning();
    if (!cancelled) throw schedulingErrors.bookingNotFound();
    return cancelled;
  }

  const scheduler: SchedulingService = {
    locations(packageCode, language) {
      return appointmentLocationsFor(packageCode).map((code) => ({
        code,
        name: LOCATIONS[code].name[language],
        address: LOCATIONS[code].address[language],
        schedulingUrl: config.scheduling.locationUrls[code] ?? null,
      }));
    },

    experts(kind, language) {
      return expertsOfKind(kind).map((expert) => ({
        id: expert.id,
        firstName: expert.firstName,
        lastName: expert.lastName,
        avatar: expert.avatar,
        title: expert.title[language],
        description: expert.description[language],
        points: [...expert.points[language]],
        languages: [...expert.languages],
        schedulingUrlNl: config.scheduling.expertUrls[expert.id]?.nl ?? null,
        schedulingUrlEn: config.scheduling.expertUrls[expert.id]?.en ?? null,
      }));
    },

    async availableSlots(resource, kind, from, to) {
      const calendar = calendarFor(resource, kind);
      if (!(from.getTime() < to.getTime())) {
        throw schedulingErrors.badRequest('`from` must lie before `to`', { to: 'Before from' });
      }
      if (to.getTime() - from.getTime() > MAX_RANGE_MS) {
        throw schedulingErrors.badRequest('At most 31 days at a time', { to: 'At most 31 days after from' });
      }
      const earliest = clock.now().getTime() + MIN_LEAD_TIME_MS;
      const grid = gridSlots(from, to, calendar.slotMinutes).filter((s) => s.startsAt.getTime() >= earliest);
      if (grid.length === 0) return [];
      const booked = await db
        .select({ startsAt: bookings.startsAt })
        .from(bookings)
        .where(
          and(
            eq(bookings.resource, calendar.resource),
            eq(bookings.status, BookingStatus.BOOKED),
            gte(bookings.startsAt, grid[0]!.startsAt),
            lt(bookings.startsAt, to),
          ),
        );
      const taken = new Set(booked.map((row) => row.startsAt.getTime()));
      return grid.filter((slot) => !taken.has(slot.startsAt.getTime()));
    },

    async book(userId, rawInput: BookAppointmentInput) {
      const input = BookInput.parse(rawInput);
      const calendar = calendarFor(input.resource, input.kind);
      const slot = bookableSlot(calendar, input.startsAt);

      let passportId: string | null = null;
      if (input.healthPassportId) {
        const passport = UUID.test(input.healthPassportId)
          ? await passports.getById(input.healthPassportId)
          : undefined;
        if (!passport || passport.userId !== userId) throw schedulingErrors.notYourPassport();
        passportId = passport.id;
        if (
          calendar.type === 'location' &&
          !appointmentLocationsFor(passport.packageCode).includes(calendar.resource)
        ) {
          throw schedulingErrors.badRequest('This location is not offered for the passport’s package', {
            resource: 'Not offered for this package',
          });
        }
      } else if (calendar.type === 'location') {
        throw schedulingErrors.badRequest('An examination is booked for a health passport', {
          healthPassportId: 'Required',
        });
      }

      let language: string | null = null;
      if (calendar.type === 'expert') {
        if (!input.language || !calendar.expert.languages.includes(input.language)) {
          throw schedulingErrors.badRequest('The expert does not consult in this language', {
            language: `One of ${calendar.expert.languages.join(', ')}`,
          });
        }
        language = input.language;
      }

      // Read before the transaction opens (the embedded database serialises everything behind it).
      const entitlementType = CONSULT_ENTITLEMENT[input.kind];
      const candidates = entitlementType
        ? (await deps.orders().listEntitlements(userId))
            .filter(
              (e) =>
                e.type === entitlementType &&
                e.redeemedAt !== null &&
                (passportId === null || e.healthPassportId === null || e.healthPassportId === passportId),
            )
            .map((e) => e.id)
        : [];

      const to = await recipient(userId);
      const row = await booking(async (tx) => {
        await lockUserBookings(tx, userId);
        await refuseSecondAppointment(tx, passportId, input.kind);
        const entitlementId = entitlementType ? await claimEntitlement(tx, candidates) : null;
        const booked = await insertBooking(tx, {
          userId,
          healthPassportId: passportId,
          entitlementId,
          kind: input.kind,
          resource: calendar.resource,
          language,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
        });
        await mail(tx, to, (recipient) => bookedMail(toBookingView(booked), recipient, mailContext()));
        return booked;
      });
      return toBookingView(row);
    },

    async cancel(userId, bookingId) {
      const to = await recipient(userId);
      const row = await events.transaction(async (tx) => {
        const cancelled = await cancelInTx(tx, await ownFutureBooking(tx, userId, bookingId));
        await mail(tx, to, (recipient) => cancelledMail(toBookingView(cancelled), recipient, mailContext()));
        return cancelled;
      });
      return toBookingView(row);
    },

    async reschedule(userId, bookingId, startsAt) {
      const [current] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.bookingId, bookingId), eq(bookings.userId, userId)));
      if (!current) throw schedulingErrors.bookingNotFound();
      const calendar = calendarFor(current.resource, current.kind as BookingKind);
      const slot = bookableSlot(calendar, startsAt);
      const to = await recipient(userId);
      const { next } = await booking(async (tx) => {
        await lockUserBookings(tx, userId);
        const previous = await cancelInTx(tx, await ownFutureBooking(tx, userId, bookingId));
        const next = await insertBooking(tx, {
          userId,
          healthPassportId: previous.healthPassportId,
          entitlementId: previous.entitlementId,
          kind: previous.kind,
          resource: previous.resource,
          language: previous.language,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          replacesId: previous.id,
        });
        await mail(tx, to, (recipient) =>
          rescheduledMail(toBookingView(previous), toBookingView(next), recipient, mailContext()),
        );
        return { previous, next };
      });
      return toBookingView(next);
    },

    async bookingsForUser(userId) {
      const read = async () =>
        frozenRows(
          await db
            .select()
            .from(bookings)
            .where(eq(bookings.userId, userId))
            .orderBy(asc(bookings.startsAt), asc(bookings.createdAt)),
        );
      return (keptOfUser ? await keptOfUser.get(userId, read) : await read()).map(toBookingView);
    },

    async bookedKindsFor(passportIds) {
      if (passportIds.length === 0) return new Map();
      const read = async (ids: string[]) => {
        const byPassport = new Map<string, Set<BookingKind>>(ids.map((id) => [id, new Set()]));
        const rows = await db
          .selectDistinct({ passportId: bookings.healthPassportId, kind: bookings.kind })
          .from(bookings)
          .where(and(inArray(bookings.healthPassportId, ids), eq(bookings.status, BookingStatus.BOOKED)));
        for (const row of rows) {
          if (row.passportId) byPassport.get(row.passportId)?.add(row.kind as BookingKind);
        }
        return byPassport as Map<string, ReadonlySet<BookingKind>>;
      };
      return keptKinds ? keptKinds.getMany(passportIds, read) : read([...passportIds]);
    },

    async hasBooking(passportId, kinds) {
      if (kinds.length === 0) return false;
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.healthPassportId, passportId),
            eq(bookings.status, BookingStatus.BOOKED),
            inArray(bookings.kind, [...kinds]),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
  return scheduler;
}
