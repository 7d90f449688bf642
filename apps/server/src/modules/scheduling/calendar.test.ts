import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { gridSlotAt, gridSlots, isWorkingDay, slotsOfDay, utcOffsetMs, zonedTimeToUtc } from './calendar.js';
import { buildIcs } from './ics.js';

const iso = (d: Date) => d.toISOString();
const HOUR = 3_600_000;

describe('Europe/Amsterdam wall-clock times', () => {
  it('knows the offset on both sides of the spring and autumn switches', () => {
    expect(utcOffsetMs(new Date('2026-03-29T00:59:59Z'))).toBe(HOUR);
    expect(utcOffsetMs(new Date('2026-03-29T01:00:00Z'))).toBe(2 * HOUR);
    expect(utcOffsetMs(new Date('2026-10-25T00:59:59Z'))).toBe(2 * HOUR);
    expect(utcOffsetMs(new Date('2026-10-25T01:00:00Z'))).toBe(HOUR);
  });

  it('turns 9:00 into 08:00Z in winter and 07:00Z in summer', () => {
    expect(iso(zonedTimeToUtc('2026-03-27', 9 * 60))).toBe('2026-03-27T08:00:00.000Z');
    expect(iso(zonedTimeToUtc('2026-03-30', 9 * 60))).toBe('2026-03-30T07:00:00.000Z');
    expect(iso(zonedTimeToUtc('2026-10-23', 17 * 60))).toBe('2026-10-23T15:00:00.000Z');
    expect(iso(zonedTimeToUtc('2026-10-26', 17 * 60))).toBe('2026-10-26T16:00:00.000Z');
    // The switch days themselves (Sundays): the night hour moves, the working hours do not.
    expect(iso(zonedTimeToUtc('2026-03-29', 9 * 60))).toBe('2026-03-29T07:00:00.000Z');
    expect(iso(zonedTimeToUtc('2026-10-25', 9 * 60))).toBe('2026-10-25T08:00:00.000Z');
  });
});

describe('the slot grid', () => {
  it('has working days only: no weekends, no Dutch public holidays', () => {
    expect(isWorkingDay('2026-03-02')).toBe(true);
    expect(isWorkingDay('2026-03-07')).toBe(false);
    expect(isWorkingDay('2026-03-08')).toBe(false);
    for (const holiday of [
      '2026-04-06',
      '2026-04-27',
      '2026-05-14',
      '2026-05-25',
      '2026-12-25',
      '2027-03-29',
    ]) {
      expect(isWorkingDay(holiday)).toBe(false);
    }
  });

  it('fills 9:00 to 17:00 with back-to-back slots that end by 17:00', () => {
    const consults = slotsOfDay('2026-03-03', 30);
    expect(consults).toHaveLength(16);
    expect(iso(consults[0]!.startsAt)).toBe('2026-03-03T08:00:00.000Z');
    expect(iso(consults.at(-1)!.endsAt)).toBe('2026-03-03T16:00:00.000Z');
    expect(slotsOfDay('2026-03-03', 60)).toHaveLength(8);
    const onLocation = slotsOfDay('2026-03-03', 45);
    expect(onLocation.map((s) => iso(s.startsAt).slice(11, 16))).toEqual([
      '08:00',
      '08:45',
      '09:30',
      '10:15',
      '11:00',
      '11:45',
      '12:30',
      '13:15',
      '14:00',
      '14:45',
    ]);
    expect(slotsOfDay('2026-03-07', 30)).toEqual([]);
  });

  it('keeps wall-clock hours across the DST week', () => {
    const slots = gridSlots(new Date('2026-03-26T00:00:00Z'), new Date('2026-04-01T00:00:00Z'), 60);
    const byDay = new Map<string, string[]>();
    for (const s of slots) {
      const day = iso(s.startsAt).slice(0, 10);
      byDay.set(day, [...(byDay.get(day) ?? []), iso(s.startsAt).slice(11, 16)]);
    }
    expect([...byDay.keys()]).toEqual(['2026-03-26', '2026-03-27', '2026-03-30', '2026-03-31']);
    expect(byDay.get('2026-03-27')?.[0]).toBe('08:00');
    expect(byDay.get('2026-03-27')?.at(-1)).toBe('15:00');
    expect(byDay.get('2026-03-30')?.[0]).toBe('07:00');
    expect(byDay.get('2026-03-30')?.at(-1)).toBe('14:00');
  });

  it('finds a grid slot only at its exact start', () => {
    expect(gridSlotAt(new Date('2026-03-30T07:00:00Z'), 60)?.endsAt).toEqual(
      new Date('2026-03-30T08:00:00Z'),
    );
    expect(gridSlotAt(new Date('2026-03-30T08:00:00Z'), 60)).toBeDefined();
    expect(gridSlotAt(new Date('2026-03-30T07:15:00Z'), 60)).toBeUndefined();
    expect(gridSlotAt(new Date('2026-03-30T06:00:00Z'), 60)).toBeUndefined();
    expect(gridSlotAt(new Date('2026-03-30T15:00:00Z'), 60)).toBeUndefined();
    expect(gridSlotAt(new Date('2026-03-28T08:00:00Z'), 60)).toBeUndefined();
  });
});

const INVITATION = {
  method: 'REQUEST',
  uid: 'HP-ABCDEFGHIJ',
  stamp: new Date('2026-03-02T09:00:00Z'),
  startsAt: new Date('2026-03-03T08:00:00Z'),
  endsAt: new Date('2026-03-03T09:00:00Z'),
  summary: 'Health examination',
  location: 'Stationsplein 1, Amsterdam',
  description: 'Line one\nLine two',
  organizer: { name: 'Health Passport', email: 'no-reply@example.com' },
  attendee: { name: 'Anna de Vries', email: 'anna@example.com' },
} as const;

/** The invitation as a calendar program reads it. */
function readInvitation(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  const attendee = event.attendees[0]!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate(),
    startsAt: event.startDate.toJSDate(),
    endsAt: event.endDate.toJSDate(),
    utc: [event.startDate.zone?.tzid, event.endDate.zone?.tzid],
    summary: event.summary,
    location: event.location,
    description: event.description,
    organizer: vevent.getFirstPropertyValue('organizer'),
    attendee: [attendee.getParameter('cn'), String(attendee.getFirstValue()).toLowerCase()],
    status: vevent.getFirstPropertyValue('status'),
    sequence: event.sequence,
  };
}

describe('iCalendar', () => {
  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    const description = `a, b; c\\d\ne ${'é'.repeat(80)}`;
    const ics = buildIcs({ ...INVITATION, summary: 'a, b; c\\d\ne', description });
    expect(ics.replace(/\r\n /g, '').split('\r\n')).toContain('SUMMARY:a\\, b\\; c\\\\d\\ne');
    const physical = ics.split('\r\n');
    const at = physical.findIndex((line) => line.startsWith('DESCRIPTION:'));
    const end = physical.findIndex((line, i) => i > at && !line.startsWith(' '));
    const folded = physical.slice(at, end);
    expect(folded.length).toBeGreaterThan(1);
    for (const part of physical) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(
      `DESCRIPTION:a\\, b\\; c\\\\d\\ne ${'é'.repeat(80)}`,
    );
    expect(readInvitation(ics).description).toBe(description);
  });

  it('writes a VEVENT with UTC times and CRLF endings', () => {
    const ics = buildIcs(INVITATION);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines).toContain('UID:HP-ABCDEFGHIJ');
    expect(lines).toContain('DTSTART:20260303T080000Z');
    expect(lines).toContain('DTEND:20260303T090000Z');
    expect(lines).toContain('DTSTAMP:20260302T090000Z');
    expect(lines).toContain('LOCATION:Stationsplein 1\\, Amsterdam');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain('METHOD:REQUEST');
  });

  it('reads back in a calendar program as the booking that was put in', () => {
    expect(readInvitation(buildIcs(INVITATION))).toEqual({
      method: 'REQUEST',
      uid: 'HP-ABCDEFGHIJ',
      stamp: INVITATION.stamp,
      startsAt: INVITATION.startsAt,
      endsAt: INVITATION.endsAt,
      utc: ['UTC', 'UTC'],
      summary: 'Health examination',
      location: 'Stationsplein 1, Amsterdam',
      description: 'Line one\nLine two',
      organizer: 'mailto:no-reply@example.com',
      attendee: ['Anna de Vries', 'mailto:anna@example.com'],
      status: 'CONFIRMED',
      sequence: 0,
    });
    // A cancellation withdraws the same event: same UID, a later revision.
    expect(readInvitation(buildIcs({ ...INVITATION, method: 'CANCEL' }))).toMatchObject({
      method: 'CANCEL',
      uid: 'HP-ABCDEFGHIJ',
      startsAt: INVITATION.startsAt,
      status: 'CANCELLED',
      sequence: 1,
    });
  });
});
