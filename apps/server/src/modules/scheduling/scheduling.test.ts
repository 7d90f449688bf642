import type { AddressInfo } from 'node:net';
import { AddonCode, PackageCode } from '@health-passport/domain';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { DEMO_PRODUCTS } from '../../seed/demoCatalogue.js';
import { createUser, lastMessageTo, signedIn } from '../../test/auth.js';
import { buyAndPay as buyAndPayAs, instantPaymentProvider } from '../../test/orders.js';
import { clientStatus, createTestApp, type TestApp } from '../../test/testApp.js';
import { createTestClock } from '../../test/testClock.js';
import { entitlements } from '../orders/index.js';
import { bookings } from './scheduling.tables.js';

/** Monday 2 March 2026, 10:00 in Amsterdam. */
const clock = createTestClock(new Date('2026-03-02T09:00:00.000Z'));

let t: TestApp;
let people = 0;

interface Person {
  id: string;
  email: string;
  token: string;
  passportId: string;
}

/** A signed-in customer with a passport of `packageCode`. */
async function customer(
  packageCode: string = PackageCode.STANDARD_PERFORMANCE,
  locale?: 'nl_NL',
): Promise<Person> {
  people += 1;
  const email = `klant${people}@example.com`;
  const user = await createUser(t, { email, givenName: `Klant${people}`, ...(locale ? { locale } : {}) });
  const passport = await t.ctx.services.passports.create({ userId: user.id, packageCode });
  const { accessToken } = await signedIn(t, email);
  return { id: user.id, email, token: accessToken, passportId: passport.id };
}

async function gql(query: string, variables: Record<string, unknown>, token?: string, language = 'en-US') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  // GraphQL answers are loose JSON here; each test reads the fields it asked for.
  const body = response.json();
  return { status: clientStatus(response.statusCode, body), body };
}

const SLOTS = `query ($resource: String!, $kind: BookingKind!, $from: DateTime!, $to: DateTime!) {
  availableSlots(resource: $resource, kind: $kind, from: $from, to: $to) { startsAt endsAt }
}`;
const BOOKING_FIELDS =
  'id bookingId kind resource resourceName language startsAt endsAt status healthPassportId';
const BOOK = `mutation ($input: BookAppointmentInput!) { bookAppointment(input: $input) { ${BOOKING_FIELDS} } }`;
const CANCEL = `mutation ($id: String!) { cancelBooking(bookingId: $id) { ${BOOKING_FIELDS} } }`;
const RESCHEDULE = `mutation ($id: String!, $at: DateTime!) {
  rescheduleBooking(bookingId: $id, startsAt: $at) { ${BOOKING_FIELDS} }
}`;

async function slots(token: string, resource: string, kind: string, from: string, to: string) {
  const { status, body } = await gql(SLOTS, { resource, kind, from, to }, token);
  if (status !== 200 || !body.data) throw new Error(`availableSlots: ${status} ${JSON.stringify(body)}`);
  return (body.data.availableSlots as { startsAt: string; endsAt: string }[]).map((s) => s.startsAt);
}

function book(person: Person, input: Record<string, unknown>, language?: string) {
  return gql(BOOK, { input: { healthPassportId: person.passportId, ...input } }, person.token, language);
}

const errorCode = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  body.errors?.[0]?.extensions?.code;

/** The .ics attachments kept in an outbox mail's text (fenced blocks). */
function icsIn(text: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const match of text.matchAll(/```([\w.]+)\n([\s\S]*?)\n```/g)) files[match[1]!] = match[2]!;
  return files;
}

function expectValidIcs(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = ics.replace(/\r\n /g, '').slice(0, -2).split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines).toContain('BEGIN:VEVENT');
  expect(lines).toContain('END:VEVENT');
  expect(lines.some((l) => /^PRODID:/.test(l))).toBe(true);
  expect(lines.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
  return lines;
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock, paymentProvider: instantPaymentProvider });
});
afterAll(() => t.close());

describe('calendars', () => {
  it('offers the locations of the package, with their addresses', async () => {
    const query = `query ($code: String!) { appointmentLocations(packageCode: $code) { code name address schedulingUrl } }`;
    const standard = await gql(query, { code: PackageCode.STANDARD_PERFORMANCE });
    expect(standard.body.data?.appointmentLocations).toEqual([
      {
        code: 'AMSTERDAM',
        name: 'Amsterdam',
        address: 'Health Passport Amsterdam, Stationsplein 1, 1012 AB Amsterdam',
        schedulingUrl: null,
      },
    ]);
    const gli = await gql(query, { code: PackageCode.GLI_PRODUCT }, undefined, 'nl-NL');
    expect(gli.body.data?.appointmentLocations).toEqual([
      { code: 'ON_LOCATION', name: 'Op locatie', address: 'Op je werkplek', schedulingUrl: null },
    ]);
  });

  it('lists four health experts and one specialist, in the request’s language', async () => {
    const query = `query ($kind: ConsultKind!) {
      experts(kind: $kind) { id firstName lastName avatar title description points languages schedulingUrlNl schedulingUrlEn }
    }`;
    const health = (await gql(query, { kind: 'EXPERT_SESSION' })).body.data?.experts;
    expect(health.map((e: { title: string }) => e.title)).toEqual([
      'Physiotherapist',
      'Nutritionist',
      'Psychologist',
      'Doctor',
    ]);
    for (const expert of health) {
      expect(expert.points.length).toBeGreaterThanOrEqual(3);
      expect(expert.points.length).toBeLessThanOrEqual(4);
      expect(expert.avatar).toBeNull();
      expect(expert.schedulingUrlNl).toBeNull();
    }
    expect(health.find((e: { id: string }) => e.id === 'psychologist').languages).toEqual(['nl']);
    const dutch = (await gql(query, { kind: 'SPECIALIST_CONSULTATION' }, undefined, 'nl-NL')).body.data
      ?.experts;
    expect(dutch).toHaveLength(1);
    expect(dutch[0]).toMatchObject({ id: 'movement-scientist', title: 'Bewegingswetenschapper' });
  });
});

describe('availableSlots', () => {
  let anna: Person;
  beforeAll(async () => {
    anna = await customer();
  });

  it('asks for a session', async () => {
    const { status } = await gql(SLOTS, {
      resource: 'AMSTERDAM',
      kind: 'EXAMINATION',
      from: '2026-03-02T00:00:00Z',
      to: '2026-03-03T00:00:00Z',
    });
    expect(status).toBe(401);
  });

  it('answers working hours on working days, nothing past and nothing within two hours', async () => {
    const week = await slots(
      anna.token,
      'AMSTERDAM',
      'EXAMINATION',
      '2026-03-02T00:00:00Z',
      '2026-03-09T00:00:00Z',
    );
    // Monday: now is 10:00, so 12:00 (11:00Z) is the first; then four full days of eight hours; no weekend.
    expect(week.filter((s) => s.startsWith('2026-03-02'))).toEqual([
      '2026-03-02T11:00:00.000Z',
      '2026-03-02T12:00:00.000Z',
      '2026-03-02T13:00:00.000Z',
      '2026-03-02T14:00:00.000Z',
      '2026-03-02T15:00:00.000Z',
    ]);
    expect(week).toHaveLength(5 + 4 * 8);
    expect(week.filter((s) => s.startsWith('2026-03-07') || s.startsWith('2026-03-08'))).toEqual([]);
    expect(week.at(-1)).toBe('2026-03-06T15:00:00.000Z');

    const past = await slots(
      anna.token,
      'AMSTERDAM',
      'EXAMINATION',
      '2026-02-23T00:00:00Z',
      '2026-02-28T00:00:00Z',
    );
    expect(past).toEqual([]);
  });

  it('has 45-minute slots on location and 30-minute consults', async () => {
    const onLocation = await slots(
      anna.token,
      'ON_LOCATION',
      'EXAMINATION',
      '2026-03-03T00:00:00Z',
      '2026-03-04T00:00:00Z',
    );
    expect(onLocation).toHaveLength(10);
    expect(onLocation[1]).toBe('2026-03-03T08:45:00.000Z');
    const consults = await slots(
      anna.token,
      'doctor',
      'EXPERT_SESSION',
      '2026-03-03T00:00:00Z',
      '2026-03-04T00:00:00Z',
    );
    expect(consults).toHaveLength(16);
    expect(consults.at(-1)).toBe('2026-03-03T15:30:00.000Z');
  });

  it('keeps 9:00 to 17:00 Amsterdam time through the DST switch and skips Easter', async () => {
    const dst = await slots(
      anna.token,
      'AMSTERDAM',
      'EXAMINATION',
      '2026-03-27T00:00:00Z',
      '2026-04-07T00:00:00Z',
    );
    expect(dst.filter((s) => s.startsWith('2026-03-27'))[0]).toBe('2026-03-27T08:00:00.000Z');
    expect(dst.filter((s) => s.startsWith('2026-03-30'))[0]).toBe('2026-03-30T07:00:00.000Z');
    expect(dst.filter((s) => s.startsWith('2026-03-30')).at(-1)).toBe('2026-03-30T14:00:00.000Z');
    const days = [...new Set(dst.map((s) => s.slice(0, 10)))];
    expect(days).toEqual(['2026-03-27', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
  });

  it('refuses more than 31 days, an empty range and a kind the calendar does not take', async () => {
    const ok = await gql(
      SLOTS,
      {
        resource: 'AMSTERDAM',
        kind: 'EXAMINATION',
        from: '2026-03-02T00:00:00Z',
        to: '2026-04-02T00:00:00Z',
      },
      anna.token,
    );
    expect(ok.status).toBe(200);
    for (const variables of [
      {
        resource: 'AMSTERDAM',
        kind: 'EXAMINATION',
        from: '2026-03-02T00:00:00Z',
        to: '2026-04-02T00:00:01Z',
      },
      {
        resource: 'AMSTERDAM',
        kind: 'EXAMINATION',
        from: '2026-03-03T00:00:00Z',
        to: '2026-03-02T00:00:00Z',
      },
      {
        resource: 'AMSTERDAM',
        kind: 'EXPERT_SESSION',
        from: '2026-03-02T00:00:00Z',
        to: '2026-03-03T00:00:00Z',
      },
      {
        resource: 'movement-scientist',
        kind: 'EXPERT_SESSION',
        from: '2026-03-02T00:00:00Z',
        to: '2026-03-03T00:00:00Z',
      },
      {
        resource: 'nobody',
        kind: 'EXPERT_SESSION',
        from: '2026-03-02T00:00:00Z',
        to: '2026-03-03T00:00:00Z',
      },
    ]) {
      const { status, body } = await gql(SLOTS, variables, anna.token);
      expect(status).toBe(400);
      expect(errorCode(body)).toBe('badRequest');
    }
  });
});

describe('booking an examination', () => {
  let anna: Person;
  let bram: Person;
  beforeAll(async () => {
    anna = await customer(PackageCode.STANDARD_PERFORMANCE, 'nl_NL');
    bram = await customer();
  });

  it('books a free slot, mails an .ics invitation and publishes appointment.booked', async () => {
    const { status, body } = await book(anna, {
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      startsAt: '2026-03-03T08:00:00Z',
    });
    expect(status).toBe(200);
    const booking = body.data?.bookAppointment;
    expect(booking).toMatchObject({
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      resourceName: 'Amsterdam',
      language: null,
      startsAt: '2026-03-03T08:00:00.000Z',
      endsAt: '2026-03-03T09:00:00.000Z',
      status: 'BOOKED',
      healthPassportId: anna.passportId,
    });
    expect(booking.bookingId).toMatch(/^HP-[A-Z0-9]{10}$/);

    const mail = await lastMessageTo(t, anna.email);
    expect(mail.subject).toMatch(/^Bevestiging: Gezondheidsonderzoek op dinsdag 3 maart 2026, 09:00–10:00$/);
    expect(mail.text).toContain(`Boekingsnummer: ${booking.bookingId}`);
    const lines = expectValidIcs(icsIn(mail.text)['invite.ics']!);
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain(`UID:${booking.bookingId}`);
    expect(lines).toContain('DTSTART:20260303T080000Z');
    expect(lines).toContain('DTEND:20260303T090000Z');
    expect(lines).toContain('DTSTAMP:20260302T090000Z');
    expect(lines).toContain('LOCATION:Health Passport Amsterdam\\, Stationsplein 1\\, 1012 AB Amsterdam');
    expect(lines).toContain('SUMMARY:Gezondheidsonderzoek – Health Passport');
    expect(lines.some((l) => l.startsWith('DESCRIPTION:') && l.includes(booking.bookingId))).toBe(true);
    // The URI scheme is case-insensitive: MAILTO: and mailto: are the same address.
    expect(
      lines.some((l) => l.startsWith('ATTENDEE;') && l.toLowerCase().endsWith(`mailto:${anna.email}`)),
    ).toBe(true);

    const events = await t.ctx.services.events.list({ type: 'appointment.booked' });
    expect(events.map((e) => e.payload)).toContainEqual({
      bookingId: booking.bookingId,
      userId: anna.id,
      passportId: anna.passportId,
      kind: 'EXAMINATION',
    });
    expect(await t.ctx.services.scheduling.hasBooking(anna.passportId, ['EXAMINATION'])).toBe(true);
    expect(await t.ctx.services.scheduling.hasBooking(anna.passportId, ['REMEASUREMENT'])).toBe(false);
  });

  it('no longer offers the booked slot and refuses it to someone else with 409 slotTaken', async () => {
    const free = await slots(
      bram.token,
      'AMSTERDAM',
      'EXAMINATION',
      '2026-03-03T00:00:00Z',
      '2026-03-04T00:00:00Z',
    );
    expect(free).not.toContain('2026-03-03T08:00:00.000Z');
    expect(free).toHaveLength(7);
    const { status, body } = await book(bram, {
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      startsAt: '2026-03-03T08:00:00Z',
    });
    expect(status).toBe(409);
    expect(errorCode(body)).toBe('slotTaken');
    expect(await t.ctx.services.scheduling.bookingsForUser(bram.id)).toEqual([]);
  });

  it('refuses past, too-soon, off-grid, weekend and after-hours starts', async () => {
    for (const startsAt of [
      '2026-02-27T08:00:00Z',
      '2026-03-02T10:00:00Z',
      '2026-03-04T08:15:00Z',
      '2026-03-07T08:00:00Z',
      '2026-03-04T16:00:00Z',
      '2026-04-06T07:00:00Z',
    ]) {
      const { body } = await book(bram, { kind: 'EXAMINATION', resource: 'AMSTERDAM', startsAt });
      expect(errorCode(body)).toBe('slotUnavailable');
    }
  });

  it('lets exactly one of many parallel bookings of one slot through', async () => {
    const racers = await Promise.all(Array.from({ length: 10 }, () => customer()));
    const results = await Promise.all(
      racers.map((racer) =>
        book(racer, { kind: 'EXAMINATION', resource: 'AMSTERDAM', startsAt: '2026-03-05T10:00:00Z' }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 200 && r.body.data?.bookAppointment);
    const refused = results.filter((r) => r.status === 409 && errorCode(r.body) === 'slotTaken');
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(9);
    const rows = await t.ctx.db
      .select()
      .from(bookings)
      .where(
        and(eq(bookings.resource, 'AMSTERDAM'), eq(bookings.startsAt, new Date('2026-03-05T10:00:00Z'))),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.bookingId).toBe(succeeded[0]!.body.data?.bookAppointment.bookingId);
  });

  it('offers only the locations of the passport’s package', async () => {
    const gli = await customer(PackageCode.GLI_PRODUCT);
    let result = await book(gli, {
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      startsAt: '2026-03-04T08:00:00Z',
    });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.extensions?.details).toEqual({
      fields: { resource: 'Not offered for this package' },
    });
    result = await book(gli, {
      kind: 'EXAMINATION',
      resource: 'ON_LOCATION',
      startsAt: '2026-03-04T08:45:00Z',
    });
    expect(result.body.data?.bookAppointment).toMatchObject({ endsAt: '2026-03-04T09:30:00.000Z' });

    const onsite = await customer(PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE);
    result = await book(onsite, {
      kind: 'REMEASUREMENT',
      resource: 'AMSTERDAM',
      startsAt: '2026-03-04T08:00:00Z',
    });
    expect(result.status).toBe(400);
    result = await book(onsite, {
      kind: 'REMEASUREMENT',
      resource: 'ON_LOCATION',
      startsAt: '2026-03-04T09:30:00Z',
    });
    expect(result.status).toBe(200);

    const mind = await customer(PackageCode.STANDARD_PERFORMANCE_MIND_B2B);
    result = await book(mind, {
      kind: 'EXAMINATION',
      resource: 'ON_LOCATION',
      startsAt: '2026-03-04T10:15:00Z',
    });
    expect(result.status).toBe(400);
    result = await book(mind, {
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      startsAt: '2026-03-04T08:00:00Z',
    });
    expect(result.status).toBe(200);
  });

  it('refuses someone else’s passport, an unknown one, and an examination without a passport', async () => {
    let result = await book(bram, {
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      startsAt: '2026-03-04T09:00:00Z',
      healthPassportId: anna.passportId,
    });
    expect(errorCode(result.body)).toBe('notYourPassport');
    expect(result.body.errors?.[0]?.extensions?.status).toBe(403);
    result = await book(bram, {
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      startsAt: '2026-03-04T09:00:00Z',
      healthPassportId: 'not-a-passport',
    });
    expect(errorCode(result.body)).toBe('notYourPassport');
    result = await book(bram, {
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      startsAt: '2026-03-04T09:00:00Z',
      healthPassportId: null,
    });
    expect(result.status).toBe(400);
    expect(await t.ctx.services.scheduling.bookingsForUser(bram.id)).toEqual([]);
  });
});

describe('cancel and reschedule', () => {
  let anna: Person;
  let bram: Person;
  let bookingId: string;
  beforeAll(async () => {
    anna = await customer();
    bram = await customer();
    const { body } = await book(anna, {
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      startsAt: '2026-03-10T08:00:00Z',
    });
    bookingId = body.data?.bookAppointment.bookingId;
  });

  it('cancels only the user’s own booking, frees the slot and mails a CANCEL', async () => {
    const foreign = await gql(CANCEL, { id: bookingId }, bram.token);
    expect(errorCode(foreign.body)).toBe('bookingNotFound');
    const { body } = await gql(CANCEL, { id: bookingId }, anna.token);
    expect(body.data?.cancelBooking).toMatchObject({ bookingId, status: 'CANCELLED' });
    const lines = expectValidIcs(icsIn((await lastMessageTo(t, anna.email)).text)['cancel.ics']!);
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain(`UID:${bookingId}`);
    expect(lines).toContain('STATUS:CANCELLED');

    const again = await gql(CANCEL, { id: bookingId }, anna.token);
    expect(errorCode(again.body)).toBe('bookingNotFound');
    expect(
      await slots(bram.token, 'AMSTERDAM', 'EXAMINATION', '2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z'),
    ).toEqual(['2026-03-10T08:00:00.000Z']);
    const taken = await book(bram, {
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      startsAt: '2026-03-10T08:00:00Z',
    });
    expect(taken.status).toBe(200);
  });

  it('reschedules to a new booking id that replaces the old one, in one transaction', async () => {
    const first = await book(anna, {
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      startsAt: '2026-03-11T08:00:00Z',
    });
    const oldId = first.body.data?.bookAppointment.bookingId;
    // A taken slot: nothing changes.
    const refused = await gql(RESCHEDULE, { id: oldId, at: '2026-03-10T08:00:00Z' }, anna.token);
    expect(errorCode(refused.body)).toBe('slotTaken');
    expect(
      (await t.ctx.services.scheduling.bookingsForUser(anna.id)).find((b) => b.bookingId === oldId)?.status,
    ).toBe('BOOKED');
    // Someone else's booking: not found.
    expect(
      errorCode((await gql(RESCHEDULE, { id: oldId, at: '2026-03-11T10:00:00Z' }, bram.token)).body),
    ).toBe('bookingNotFound');

    const { body } = await gql(RESCHEDULE, { id: oldId, at: '2026-03-11T10:00:00Z' }, anna.token);
    const moved = body.data?.rescheduleBooking;
    expect(moved).toMatchObject({
      status: 'BOOKED',
      startsAt: '2026-03-11T10:00:00.000Z',
      healthPassportId: anna.passportId,
    });
    expect(moved.bookingId).not.toBe(oldId);
    const [oldRow] = await t.ctx.db.select().from(bookings).where(eq(bookings.bookingId, oldId));
    const [newRow] = await t.ctx.db.select().from(bookings).where(eq(bookings.bookingId, moved.bookingId));
    expect(oldRow!.status).toBe('CANCELLED');
    expect(newRow!.replacesId).toBe(oldRow!.id);
    const files = icsIn((await lastMessageTo(t, anna.email)).text);
    expect(expectValidIcs(files['invite.ics']!)).toContain(`UID:${moved.bookingId}`);
    expect(expectValidIcs(files['cancel.ics']!)).toContain(`UID:${oldId}`);

    const mine = await gql(`query { myBookings { bookingId status startsAt } }`, {}, anna.token);
    // Soonest first, cancelled ones too.
    expect(mine.body.data?.myBookings).toEqual([
      { bookingId, status: 'CANCELLED', startsAt: '2026-03-10T08:00:00.000Z' },
      { bookingId: oldId, status: 'CANCELLED', startsAt: '2026-03-11T08:00:00.000Z' },
      { bookingId: moved.bookingId, status: 'BOOKED', startsAt: '2026-03-11T10:00:00.000Z' },
    ]);
  });

  it('does not change an appointment that has begun', async () => {
    // Someone without another appointment: anna's examination is booked already.
    const cees = await customer();
    const { body } = await book(cees, {
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      startsAt: '2026-03-12T08:00:00Z',
    });
    const id = body.data?.bookAppointment.bookingId;
    const { scheduling } = t.ctx.services;
    clock.set(new Date('2026-03-12T08:30:00Z'));
    try {
      await expect(scheduling.cancel(cees.id, id)).rejects.toMatchObject({ code: 'bookingNotFound' });
      await expect(
        scheduling.reschedule(cees.id, id, new Date('2026-03-13T08:00:00Z')),
      ).rejects.toMatchObject({ code: 'bookingNotFound' });
    } finally {
      clock.set(new Date('2026-03-02T09:00:00.000Z'));
    }
  });
});

describe('one appointment per passport and kind', () => {
  const examination = (startsAt: string) => ({ kind: 'EXAMINATION', resource: 'AMSTERDAM', startsAt });
  const booked = async (person: Person) =>
    (await t.ctx.services.scheduling.bookingsForUser(person.id)).filter((b) => b.status === 'BOOKED');

  it('refuses a second examination of the passport with alreadyBooked and the existing time, creating nothing', async () => {
    const dirk = await customer();
    const first = await book(dirk, examination('2026-03-16T08:00:00Z'));
    expect(first.status).toBe(200);
    const existing = first.body.data?.bookAppointment;

    const second = await book(dirk, examination('2026-03-17T08:00:00Z'));
    expect(second.status).toBe(409);
    expect(errorCode(second.body)).toBe('alreadyBooked');
    expect(second.body.errors?.[0]?.extensions?.details).toEqual({
      bookingId: existing.bookingId,
      startsAt: '2026-03-16T08:00:00.000Z',
      endsAt: '2026-03-16T09:00:00.000Z',
    });
    expect((await booked(dirk)).map((b) => b.bookingId)).toEqual([existing.bookingId]);
    // The refused time stays free for everyone.
    expect(
      await slots(dirk.token, 'AMSTERDAM', 'EXAMINATION', '2026-03-17T08:00:00Z', '2026-03-17T09:00:00Z'),
    ).toEqual(['2026-03-17T08:00:00.000Z']);
  });

  it('lets exactly one of parallel bookings for one passport through', async () => {
    const eva = await customer();
    const starts = ['08:00', '09:00', '10:00', '11:00', '12:00'].map((time) => `2026-03-18T${time}:00Z`);
    const results = await Promise.all(starts.map((at) => book(eva, examination(at))));
    expect(results.filter((r) => r.status === 200 && r.body.data?.bookAppointment)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && errorCode(r.body) === 'alreadyBooked')).toHaveLength(4);
    const rows = await t.ctx.db.select().from(bookings).where(eq(bookings.healthPassportId, eva.passportId));
    expect(rows).toHaveLength(1);
  });

  it('takes a new booking once the appointment is cancelled or over', async () => {
    const fleur = await customer();
    const first = await book(fleur, examination('2026-03-19T08:00:00Z'));
    await gql(CANCEL, { id: first.body.data?.bookAppointment.bookingId }, fleur.token);
    const second = await book(fleur, examination('2026-03-19T09:00:00Z'));
    expect(second.status).toBe(200);

    // Once it is over (a missed examination, say), another can be booked.
    clock.set(new Date('2026-03-19T10:00:00Z'));
    try {
      // Straight to the service: the session would have expired by then.
      const later = await t.ctx.services.scheduling.book(fleur.id, {
        kind: 'EXAMINATION',
        resource: 'AMSTERDAM',
        startsAt: new Date('2026-03-20T08:00:00Z'),
        healthPassportId: fleur.passportId,
      });
      expect(later.status).toBe('BOOKED');
    } finally {
      clock.set(new Date('2026-03-02T09:00:00.000Z'));
    }
  });

  it('moves the appointment on reschedule without refusing it, and counts each passport and kind apart', async () => {
    const gijs = await customer();
    const first = await book(gijs, examination('2026-03-23T08:00:00Z'));
    const moved = await gql(
      RESCHEDULE,
      { id: first.body.data?.bookAppointment.bookingId, at: '2026-03-23T09:00:00Z' },
      gijs.token,
    );
    expect(moved.body.data?.rescheduleBooking).toMatchObject({ startsAt: '2026-03-23T09:00:00.000Z' });
    expect((await booked(gijs)).map((b) => b.startsAt.toISOString())).toEqual(['2026-03-23T09:00:00.000Z']);

    // The same person's second passport has an examination of its own.
    const second = await t.ctx.services.passports.create({
      userId: gijs.id,
      packageCode: PackageCode.STANDARD_PERFORMANCE,
    });
    const other = await book(gijs, { ...examination('2026-03-23T10:00:00Z'), healthPassportId: second.id });
    expect(other.status).toBe(200);
  });

  it('holds Insight & Action sessions to one at a time as well', async () => {
    const hanna = await customer();
    const session = (startsAt: string) => ({
      kind: 'INSIGHTS_ACTIONS',
      resource: 'doctor',
      startsAt,
      language: 'en',
    });
    expect((await book(hanna, session('2026-03-24T08:00:00Z'))).status).toBe(200);
    const again = await book(hanna, session('2026-03-24T09:00:00Z'));
    expect(errorCode(again.body)).toBe('alreadyBooked');
  });
});

describe('consults', () => {
  let anna: Person;

  /** Buys and pays an add-on as `person`, through the orders service as checkout and webhook do. */
  const buyAndPay = (person: Person, packageCode: string) => buyAndPayAs(t, person, packageCode);

  async function redeemAll(person: Person): Promise<void> {
    await t.ctx.db
      .update(entitlements)
      .set({ redeemedAt: clock.now(), healthPassportId: person.passportId })
      .where(eq(entitlements.userId, person.id));
  }

  beforeAll(async () => {
    for (const product of DEMO_PRODUCTS) {
      if (
        product.packageCode === AddonCode.EXPERT_SESSION ||
        product.packageCode === AddonCode.EXPERT_CONSULTATION
      ) {
        await t.ctx.services.products.ensure(product);
      }
    }
    anna = await customer(PackageCode.STANDARD_PERFORMANCE, 'nl_NL');
  });

  const consult = (resource: string, startsAt: string, language = 'nl', kind = 'EXPERT_SESSION') => ({
    kind,
    resource,
    startsAt,
    language,
  });

  it('needs a redeemed entitlement that no other booking uses', async () => {
    let result = await book(anna, consult('doctor', '2026-03-03T08:00:00Z'));
    expect(errorCode(result.body)).toBe('noEntitlement');

    await buyAndPay(anna, AddonCode.EXPERT_SESSION);
    result = await book(anna, consult('doctor', '2026-03-03T08:00:00Z'));
    expect(errorCode(result.body)).toBe('noEntitlement');

    await redeemAll(anna);
    result = await book(anna, consult('doctor', '2026-03-03T08:00:00Z'), 'nl-NL');
    expect(result.body.data?.bookAppointment).toMatchObject({
      kind: 'EXPERT_SESSION',
      resource: 'doctor',
      resourceName: 'Pieter van Dijk, Arts',
      language: 'nl',
      endsAt: '2026-03-03T08:30:00.000Z',
    });
    const [row] = await t.ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingId, result.body.data?.bookAppointment.bookingId));
    const [entitlement] = await t.ctx.services.orders.listEntitlements(anna.id);
    expect(row!.entitlementId).toBe(entitlement!.id);
    const ics = expectValidIcs(icsIn((await lastMessageTo(t, anna.email)).text)['invite.ics']!);
    expect(ics).toContain('LOCATION:Videogesprek');

    // The one session is in use; a specialist consultation needs its own entitlement.
    result = await book(anna, consult('nutritionist', '2026-03-03T09:00:00Z'));
    expect(errorCode(result.body)).toBe('noEntitlement');
    result = await book(
      anna,
      consult('movement-scientist', '2026-03-03T09:00:00Z', 'en', 'SPECIALIST_CONSULTATION'),
    );
    expect(errorCode(result.body)).toBe('noEntitlement');

    // Cancelling gives the session back.
    await gql(CANCEL, { id: row!.bookingId }, anna.token);
    result = await book(anna, consult('nutritionist', '2026-03-03T09:00:00Z'));
    expect(result.status).toBe(200);
  });

  it('lets one entitlement through once when the same user books in parallel', async () => {
    const cees = await customer();
    await buyAndPay(cees, AddonCode.EXPERT_SESSION);
    await redeemAll(cees);
    const starts = [
      '2026-03-05T08:00:00Z',
      '2026-03-05T08:30:00Z',
      '2026-03-05T09:00:00Z',
      '2026-03-05T09:30:00Z',
    ];
    const results = await Promise.all(starts.map((at) => book(cees, consult('physiotherapist', at, 'en'))));
    expect(results.filter((r) => r.status === 200 && r.body.data?.bookAppointment)).toHaveLength(1);
    expect(results.filter((r) => errorCode(r.body) === 'noEntitlement')).toHaveLength(3);
  });

  it('books as many sessions for one passport as are bought and redeemed', async () => {
    const ivo = await customer();
    await buyAndPay(ivo, AddonCode.EXPERT_SESSION);
    await buyAndPay(ivo, AddonCode.EXPERT_SESSION);
    await redeemAll(ivo);
    const first = await book(ivo, consult('physiotherapist', '2026-03-06T08:00:00Z', 'en'));
    const second = await book(ivo, consult('nutritionist', '2026-03-06T09:00:00Z', 'en'));
    expect([first.status, second.status]).toEqual([200, 200]);
  });

  it('consults only in a language of the expert', async () => {
    const bram = await customer();
    await buyAndPay(bram, AddonCode.EXPERT_SESSION);
    await redeemAll(bram);
    let result = await book(bram, consult('psychologist', '2026-03-04T08:00:00Z', 'en'));
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.extensions?.details).toEqual({ fields: { language: 'One of nl' } });
    result = await book(bram, consult('psychologist', '2026-03-04T08:00:00Z', 'nl'));
    expect(result.status).toBe(200);
  });
});

describe('through SMTP', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let smtpApp: TestApp;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    smtpApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, undefined, { clock });
  });
  afterAll(async () => {
    await smtpApp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the invitation as a real text/calendar attachment', async () => {
    const user = await createUser(smtpApp, { email: 'smtp@example.com' });
    const passport = await smtpApp.ctx.services.passports.create({
      userId: user.id,
      packageCode: PackageCode.STANDARD_PERFORMANCE,
    });
    const booking = await smtpApp.ctx.services.scheduling.book(user.id, {
      kind: 'EXAMINATION',
      resource: 'AMSTERDAM',
      startsAt: new Date('2026-03-03T08:00:00Z'),
      healthPassportId: passport.id,
    });
    expect(received).toHaveLength(1);
    const raw = received[0]!;
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(raw).toMatch(/filename=invite\.ics/);
    expect(raw).not.toContain('```');
    const [, encoded] = /filename=invite\.ics\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n(?:--|$)/.exec(raw) ?? [];
    const ics = Buffer.from(encoded!.replace(/\r\n/g, ''), 'base64').toString('utf8');
    expect(expectValidIcs(ics)).toContain(`UID:${booking.bookingId}`);
  });
});

describe('external scheduling widgets', () => {
  it('answers the configured URLs', async () => {
    const widgets = await createTestApp({
      SCHEDULING_URL_AMSTERDAM: 'https://go.oncehub.com/hp-amsterdam',
      SCHEDULING_URLS: JSON.stringify({
        doctor: { nl: 'https://calendly.com/hp/arts', en: 'https://calendly.com/hp/doctor' },
      }),
    });
    try {
      const { scheduling } = widgets.ctx.services;
      expect(scheduling.locations(PackageCode.STANDARD_PERFORMANCE, 'en')[0]?.schedulingUrl).toBe(
        'https://go.oncehub.com/hp-amsterdam',
      );
      expect(scheduling.locations(PackageCode.GLI_PRODUCT, 'en')[0]?.schedulingUrl).toBeNull();
      const doctor = scheduling.experts('EXPERT_SESSION', 'en').find((e) => e.id === 'doctor');
      expect(doctor).toMatchObject({
        schedulingUrlNl: 'https://calendly.com/hp/arts',
        schedulingUrlEn: 'https://calendly.com/hp/doctor',
      });
    } finally {
      await widgets.close();
    }
  });

  it('refuses a malformed SCHEDULING_URLS at start-up', () => {
    expect(() => loadConfig({ SCHEDULING_URLS: 'not json' })).toThrow(/SCHEDULING_URLS/);
    expect(() => loadConfig({ SCHEDULING_URLS: '{"doctor":{"nl":"ftp://x"}}' })).toThrow(/SCHEDULING_URLS/);
  });
});
