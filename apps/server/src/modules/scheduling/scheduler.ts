import { AppointmentLocation } from '@health-passport/domain';
import type { Language } from '../../locale.js';
import { type ConsultKind, expertById, type ExpertData } from './experts.js';
import { schedulingErrors } from './scheduling.errors.js';

/** What is booked (scheduling.graphql BookingKind). */
export const BookingKind = Object.freeze({
  EXAMINATION: 'EXAMINATION',
  REMEASUREMENT: 'REMEASUREMENT',
  EXPERT_SESSION: 'EXPERT_SESSION',
  SPECIALIST_CONSULTATION: 'SPECIALIST_CONSULTATION',
  INSIGHTS_ACTIONS: 'INSIGHTS_ACTIONS',
} as const);
export type BookingKind = (typeof BookingKind)[keyof typeof BookingKind];
export const BOOKING_KINDS = Object.freeze(Object.values(BookingKind)) as readonly BookingKind[];

export const BookingStatus = Object.freeze({ BOOKED: 'BOOKED', CANCELLED: 'CANCELLED' } as const);
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];

/** Kinds booked at a location; the others are 30-minute video consults with an expert. */
export const EXAMINATION_KINDS: readonly BookingKind[] = [BookingKind.EXAMINATION, BookingKind.REMEASUREMENT];

/**
 * Kinds a passport holds one appointment of at a time (until it is over): the examination, the remeasurement
 * and the Insight & Action session. Consults are held to one appointment per redeemed session instead.
 */
export const ONE_AT_A_TIME_KINDS: readonly BookingKind[] = [
  BookingKind.EXAMINATION,
  BookingKind.REMEASUREMENT,
  BookingKind.INSIGHTS_ACTIONS,
];

/** Length of a video consult (customer-journey §1). */
export const CONSULT_MINUTES = 30;

interface LocationData {
  code: AppointmentLocation;
  name: Record<Language, string>;
  address: Record<Language, string>;
  slotMinutes: number;
}

/** The examination locations: their names, addresses and slot lengths. */
export const LOCATIONS: Readonly<Record<AppointmentLocation, LocationData>> = Object.freeze({
  AMSTERDAM: {
    code: AppointmentLocation.AMSTERDAM,
    name: { en: 'Amsterdam', nl: 'Amsterdam' },
    address: {
      en: 'Health Passport Amsterdam, Stationsplein 1, 1012 AB Amsterdam',
      nl: 'Health Passport Amsterdam, Stationsplein 1, 1012 AB Amsterdam',
    },
    slotMinutes: 60,
  },
  ON_LOCATION: {
    code: AppointmentLocation.ON_LOCATION,
    name: { en: 'On location', nl: 'Op locatie' },
    address: { en: 'At your workplace', nl: 'Op je werkplek' },
    slotMinutes: 45,
  },
});

/** One calendar: a location or an expert, and what a slot of it looks like. */
export type Calendar =
  | { type: 'location'; resource: AppointmentLocation; slotMinutes: number; location: LocationData }
  | { type: 'expert'; resource: string; slotMinutes: number; expert: ExpertData };

function isLocation(resource: string): resource is AppointmentLocation {
  return Object.hasOwn(LOCATIONS, resource);
}

/**
 * The calendar that takes bookings of `kind` for `resource`: examinations at a location, expert sessions and
 * Insights & Actions sessions with a health expert, specialist consultations with the specialist. Anything else
 * is a bad request.
 */
export function calendarFor(resource: string, kind: BookingKind): Calendar {
  if (isLocation(resource)) {
    if (!EXAMINATION_KINDS.includes(kind)) {
      throw schedulingErrors.badRequest('A location takes examinations only', { kind: 'Not at a location' });
    }
    const location = LOCATIONS[resource];
    return { type: 'location', resource, slotMinutes: location.slotMinutes, location };
  }
  const expert = expertById(resource);
  if (!expert) throw schedulingErrors.badRequest('Unknown calendar', { resource: 'Unknown calendar' });
  const consultKind: ConsultKind | undefined =
    kind === BookingKind.INSIGHTS_ACTIONS
      ? 'EXPERT_SESSION'
      : kind === BookingKind.EXPERT_SESSION || kind === BookingKind.SPECIALIST_CONSULTATION
        ? kind
        : undefined;
  if (expert.kind !== consultKind) {
    throw schedulingErrors.badRequest('This expert does not take this kind of appointment', {
      kind: 'Not with this expert',
    });
  }
  return { type: 'expert', resource, slotMinutes: CONSULT_MINUTES, expert };
}

/** The calendar's name in `language` (the location's or the expert's). */
export function calendarName(resource: string, language: Language): string {
  if (isLocation(resource)) return LOCATIONS[resource].name[language];
  const expert = expertById(resource);
  return expert ? `${expert.firstName} ${expert.lastName}, ${expert.title[language]}` : resource;
}

/** Where the appointment takes place, in `language`. */
export function calendarPlace(resource: string, language: Language): string {
  if (isLocation(resource)) return LOCATIONS[resource].address[language];
  return language === 'nl' ? 'Videogesprek' : 'Video call';
}

// ---- the interface ----------------------------------------------------------------------------------------

export interface LocationView {
  code: AppointmentLocation;
  name: string;
  address: string | null;
  /** An external widget's URL when configured; null: the built-in calendar. */
  schedulingUrl: string | null;
}

export interface ExpertView {
  id: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  title: string;
  description: string;
  points: string[];
  languages: Language[];
  schedulingUrlNl: string | null;
  schedulingUrlEn: string | null;
}

export interface SlotView {
  startsAt: Date;
  endsAt: Date;
}

/** A booking as the API shows it (scheduling.graphql Booking, without the translated name). */
export interface BookingView {
  id: string;
  bookingId: string;
  userId: string;
  kind: BookingKind;
  resource: string;
  language: string | null;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  healthPassportId: string | null;
  entitlementId: string | null;
  replacesId: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
}

export interface BookAppointmentInput {
  kind: BookingKind;
  resource: string;
  startsAt: Date;
  healthPassportId?: string | null;
  language?: string | null;
}

/**
 * The scheduler behind the appointment pages: calendars (locations and experts), their free slots and the
 * bookings in them. The built-in implementation keeps bookings in the database (scheduling.service.ts); an
 * external widget (SCHEDULING_URL_*) replaces only the booking page, its URLs are answered here.
 */
export interface Scheduler {
  /** The locations offered for a package (customer-journey §4 Appointment), in display order. */
  locations(packageCode: string, language: Language): LocationView[];
  experts(kind: ConsultKind, language: Language): ExpertView[];
  /** Free slots of a calendar in [from, to): never past, within 2 hours, or booked; at most 31 days. */
  availableSlots(resource: string, kind: BookingKind, from: Date, to: Date): Promise<SlotView[]>;
  /** Books a free slot for the user; the confirmation e-mail (with .ics) follows the commit. */
  book(userId: string, input: BookAppointmentInput): Promise<BookingView>;
  /** Cancels the user's own future booking. */
  cancel(userId: string, bookingId: string): Promise<BookingView>;
  /** Cancels the user's own future booking and books `startsAt` of the same calendar, in one transaction. */
  reschedule(userId: string, bookingId: string, startsAt: Date): Promise<BookingView>;
  /** The user's bookings, soonest first, cancelled ones too. */
  bookingsForUser(userId: string): Promise<BookingView[]>;
  /** Whether the passport has a booked (not cancelled) appointment of one of `kinds`. */
  hasBooking(passportId: string, kinds: readonly BookingKind[]): Promise<boolean>;
  /** The kinds of booked (not cancelled) appointments of each of these passports, by passport id (one query). */
  bookedKindsFor(passportIds: readonly string[]): Promise<Map<string, ReadonlySet<BookingKind>>>;
}
