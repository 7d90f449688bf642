import { AppError } from '../../errors.js';

/** Every scheduling error in one place (scheduling.graphql names the codes). */
export const schedulingErrors = {
  badRequest: (message: string, fields: Record<string, string>) =>
    new AppError('BAD_REQUEST', 'badRequest', message, { fields }),
  /** Someone else booked the slot first (also when two requests race: the database lets one through). */
  slotTaken: () =>
    new AppError('CONFLICT', 'slotTaken', 'This time was just booked by someone else; please choose another'),
  /** In the past, within the lead time, outside working hours or not on the calendar's grid. */
  slotUnavailable: () =>
    new AppError('BAD_REQUEST', 'slotUnavailable', 'This time cannot be booked; please choose another'),
  /** The passport does not exist or belongs to someone else: the same answer. */
  notYourPassport: () => new AppError('FORBIDDEN', 'notYourPassport', 'The health passport is not yours'),
  /** A consult needs a redeemed entitlement that no other booking uses. */
  noEntitlement: () =>
    new AppError(
      'FORBIDDEN',
      'noEntitlement',
      'There is no redeemed session to book; redeem one in the onboarding first',
    ),
  /**
   * The passport already has an appointment of this kind that is not over: it is moved or cancelled, not
   * doubled. The details name it, so the page can show it.
   */
  alreadyBooked: (existing: { bookingId: string; startsAt: Date; endsAt: Date }) =>
    new AppError(
      'CONFLICT',
      'alreadyBooked',
      'This health passport already has an appointment of this kind; reschedule or cancel it instead',
      {
        bookingId: existing.bookingId,
        startsAt: existing.startsAt.toISOString(),
        endsAt: existing.endsAt.toISOString(),
      },
    ),
  /** Unknown, someone else's, cancelled or already begun: the same answer. */
  bookingNotFound: () => new AppError('NOT_FOUND', 'bookingNotFound', 'The appointment was not found'),
};
