/**
 * iCalendar (RFC 5545) invitations of a booking: one VEVENT whose UID is the booking id, times in UTC.
 * METHOD:REQUEST books, METHOD:CANCEL withdraws (RFC 5546). ical-generator escapes, folds and ends the lines.
 */
import ical, {
  ICalAttendeeRole,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';

export interface IcsEvent {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  /** When the invitation was made (DTSTAMP). */
  stamp: Date;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

export function buildIcs(event: IcsEvent): string {
  const cancelled = event.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Health Passport', product: 'Scheduler', language: 'EN' },
    scale: 'GREGORIAN',
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: event.uid,
    // A cancellation is the booking's next revision, so calendars replace the event rather than add one.
    sequence: cancelled ? 1 : 0,
    stamp: event.stamp,
    start: event.startsAt,
    end: event.endsAt,
    summary: event.summary,
    location: event.location,
    description: event.description,
    organizer: event.organizer,
    attendees: [{ ...event.attendee, role: ICalAttendeeRole.REQ }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves the last one open.
  return `${calendar.toString()}\r\n`;
}
