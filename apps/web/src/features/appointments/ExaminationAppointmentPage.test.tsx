import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, gqlError, json, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { aBooking, locationsHandler, slotsHandler } from './appointmentsMocks';

const passport = {
  id: 'passport-1',
  packageCode: 'standard_performance',
  status: 'CREATED',
  displayName: 'Standard Performance',
  localizedProductName: 'Standard Performance',
  createdDate: '2026-11-01T10:00:00.000Z',
  updatedDate: '2026-11-01T10:00:00.000Z',
  remeasurementType: null,
};

function open(path: string, handlers: Record<string, MockHandler> = {}) {
  const fetchMock = mockFetch({
    'GQL CurrentUser': () => gqlData({ me: aUser({ identityInformation: { status: ['PAID'] } }) }),
    'GET /api/v2/users/me/health-passport': () => json([passport]),
    'GQL AppointmentLocations': locationsHandler,
    'GQL AvailableSlots': slotsHandler,
    'GQL BookAppointment': () => gqlData({ bookAppointment: aBooking() }),
    'GQL MyOnboardingChapters': () => gqlData({ myOnboardingChapters: [] }),
    'GQL MyBookings': () => gqlData({ myBookings: [] }),
    ...handlers,
  });
  startSession(someTokens());
  return { fetchMock, ...renderAt(path) };
}

async function bookFirstTime() {
  await userEvent.click(await screen.findByRole('radio', { name: '09:00' }));
  await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
  return screen.findByRole('button', { name: 'Done' });
}

describe('ExaminationAppointmentPage', () => {
  it('offers Amsterdam for most packages, chosen already but still shown', async () => {
    open('/onboarding/appointment/standard_performance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book your examination' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Choose a location' })).toBeTruthy();
    const options = screen.getAllByRole('radio', { name: /Amsterdam|At your company/ });
    expect(options).toHaveLength(1);
    expect((options[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { name: 'Choose a time' })).toBeTruthy();
  });

  it('books GLI_product on location only and standard_performance_mind_b2b in Amsterdam only', async () => {
    const { fetchMock, unmount } = open('/onboarding/appointment/GLI_product');
    const onLocation = await screen.findByRole('radio', { name: 'At your company' });
    expect((onLocation as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /Amsterdam/ })).toBeNull();
    await screen.findByRole('radio', { name: '09:00' });
    expect(variablesSentTo(fetchMock, 'AvailableSlots')[0]).toMatchObject({
      resource: 'ON_LOCATION',
      kind: 'EXAMINATION',
    });
    unmount();

    open('/onboarding/appointment/standard_performance_mind_b2b');
    expect(await screen.findByRole('radio', { name: /Amsterdam/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'At your company' })).toBeNull();
  });

  it('books a remeasurement for the current passport, then Done records it and returns to onboarding', async () => {
    const { fetchMock, router } = open('/onboarding/appointment/standard_performance/ONBOARDING_CORE', {
      'GQL RecordAppointmentBooked': () =>
        gqlData({
          updateMe: {
            id: 'user-1',
            identityInformation: { status: ['PAID', 'APPOINTMENT_BOOKED'], termsAccepted: true },
          },
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book your remeasurement' })).toBeTruthy();
    await bookFirstTime();
    expect(variablesSentTo(fetchMock, 'BookAppointment')[0]).toMatchObject({
      input: { kind: 'REMEASUREMENT', resource: 'AMSTERDAM', healthPassportId: 'passport-1' },
    });
    expect(screen.queryByRole('heading', { name: 'Choose a location' })).toBeNull();
    const passportCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/users/me/health-passport')).length;
    const before = passportCalls();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(variablesSentTo(fetchMock, 'RecordAppointmentBooked')).toEqual([
      { input: { termsAccepted: true, status: ['PAID', 'APPOINTMENT_BOOKED'] } },
    ]);
    expect(passportCalls()).toBeGreaterThan(before);
  });

  it('shows the recording failure with the way back to onboarding', async () => {
    open('/onboarding/appointment/standard_performance', {
      'GQL RecordAppointmentBooked': () => gqlError('badRequest', 'Status is not allowed', 400),
    });
    await userEvent.click(await bookFirstTime());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your booking could not be recorded: Status is not allowed');
    expect(alert.textContent).toContain('Go back to onboarding and refresh the page.');
    expect(screen.getByRole('link', { name: 'Back to onboarding' }).getAttribute('href')).toBe('/onboarding');
  });

  it('says so when the name or e-mail is missing', async () => {
    open('/onboarding/appointment/standard_performance', {
      'GQL CurrentUser': () => gqlData({ me: aUser({ identityInformation: { givenName: '' } }) }),
    });
    expect(
      await screen.findByText(
        /Your name or e-mail address is missing, so the appointment cannot be recorded/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to onboarding' }).getAttribute('href')).toBe('/onboarding');
    expect(screen.queryByRole('heading', { name: 'Choose a time' })).toBeNull();
  });
});

describe('ExaminationAppointmentPage with an appointment booked', () => {
  // Monday 16 November 2026, 7:00 in Amsterdam: the calendar opens on this week.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-16T06:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Monday 16 November 2026, 9:00 in Amsterdam, in Amsterdam for passport-1. */
  const booked = aBooking();
  const appointment = () => screen.findByRole('region', { name: 'Your appointment' });

  /** The free times, without the ones booked meanwhile. */
  const slotsWithout =
    (taken: () => readonly string[]): MockHandler =>
    async (request) => {
      const answer = (await (slotsHandler(request) as Response).json()) as {
        data: { availableSlots: { startsAt: string }[] };
      };
      const free = answer.data.availableSlots.filter((slot) => !taken().includes(slot.startsAt));
      return gqlData({ availableSlots: free });
    };

  it('shows the passport’s examination with place and Amsterdam time instead of the calendar', async () => {
    const { fetchMock } = open('/onboarding/appointment/standard_performance', {
      'GQL MyBookings': () => gqlData({ myBookings: [booked] }),
    });
    const card = await appointment();
    expect(card.textContent).toContain('Amsterdam');
    expect(card.textContent).toContain('Keizersgracht 1, Amsterdam');
    expect(card.textContent).toMatch(/Monday 11\/16\/2026, 09:00/);
    expect(card.textContent).toContain('BKNG-1001');
    expect(within(card).getByRole('button', { name: 'Change time: Examination, Amsterdam' })).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Cancel appointment: Examination, Amsterdam' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose a location' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Choose a time' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
    expect(variablesSentTo(fetchMock, 'AvailableSlots')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to onboarding' }).getAttribute('href')).toBe('/onboarding');
  });

  it('offers the calendar when the only appointments are cancelled, over, of another passport or kind', async () => {
    open('/onboarding/appointment/standard_performance', {
      'GQL MyBookings': () =>
        gqlData({
          myBookings: [
            aBooking({ bookingId: 'BKNG-C', status: 'CANCELLED' }),
            aBooking({
              bookingId: 'BKNG-P',
              startsAt: '2026-11-13T08:00:00.000Z',
              endsAt: '2026-11-13T09:00:00.000Z',
            }),
            aBooking({ bookingId: 'BKNG-O', healthPassportId: 'passport-2' }),
            aBooking({ bookingId: 'BKNG-R', kind: 'REMEASUREMENT' }),
          ],
        }),
    });
    expect(await screen.findByRole('radio', { name: '09:00' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your appointment' })).toBeNull();
  });

  it('after booking shows the appointment to change or cancel, and no longer offers the booked time', async () => {
    let bookings: unknown[] = [];
    let taken: string[] = [];
    open('/onboarding/appointment/standard_performance', {
      'GQL MyBookings': () => gqlData({ myBookings: bookings }),
      'GQL AvailableSlots': slotsWithout(() => taken),
      'GQL BookAppointment': ({ variables }) => {
        const startsAt = (variables?.input as { startsAt: string }).startsAt;
        bookings = [aBooking({ startsAt })];
        taken = [startsAt];
        return gqlData({ bookAppointment: bookings[0] });
      },
    });
    await bookFirstTime();
    const card = await appointment();
    expect(card.textContent).toMatch(/Monday 11\/16\/2026, 09:00/);
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: /^Change time/ }));
    expect(await within(card).findByRole('radio', { name: '09:30' })).toBeTruthy();
    expect(within(card).queryByRole('radio', { name: '09:00' })).toBeNull();
    // The open calendar's button is named by what it says: keeping the time closes it.
    await userEvent.click(
      within(card).getByRole('button', { name: 'Keep this time: Examination, Amsterdam' }),
    );
    expect(within(card).queryByRole('radio', { name: '09:30' })).toBeNull();
  });

  it('moves the appointment to a new time instead of booking another', async () => {
    let bookings = [booked];
    const moved = aBooking({
      bookingId: 'BKNG-2002',
      startsAt: '2026-11-16T08:30:00.000Z',
      endsAt: '2026-11-16T09:30:00.000Z',
    });
    const { fetchMock } = open('/onboarding/appointment/standard_performance', {
      'GQL MyBookings': () => gqlData({ myBookings: bookings }),
      'GQL RescheduleBooking': () => {
        bookings = [moved];
        return gqlData({ rescheduleBooking: moved });
      },
    });
    const card = await appointment();
    await userEvent.click(within(card).getByRole('button', { name: /^Change time/ }));
    await userEvent.click(await within(card).findByRole('radio', { name: '09:30' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByText(/Your appointment was moved to Monday 11\/16\/2026, 09:30/)).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'RescheduleBooking')).toEqual([
      { bookingId: 'BKNG-1001', startsAt: '2026-11-16T08:30:00.000Z' },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Your appointment' }).textContent).toContain('BKNG-2002'),
    );
    expect(variablesSentTo(fetchMock, 'BookAppointment')).toHaveLength(0);
  });

  it('asks before cancelling, then offers the calendar again', async () => {
    let bookings = [booked];
    const { fetchMock } = open('/onboarding/appointment/standard_performance', {
      'GQL MyBookings': () => gqlData({ myBookings: bookings }),
      'GQL CancelBooking': () => {
        bookings = [];
        return gqlData({ cancelBooking: { ...booked, status: 'CANCELLED' } });
      },
    });
    const card = await appointment();
    await userEvent.click(within(card).getByRole('button', { name: /^Cancel appointment/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    expect(variablesSentTo(fetchMock, 'CancelBooking')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByText('Your appointment was cancelled')).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'CancelBooking')).toEqual([{ bookingId: 'BKNG-1001' }]);
    expect(await screen.findByRole('heading', { name: 'Choose a time' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your appointment' })).toBeNull();
  });

  it('shows the appointment booked meanwhile (another tab) when the booking is refused', async () => {
    let bookings: unknown[] = [];
    open('/onboarding/appointment/standard_performance', {
      'GQL MyBookings': () => gqlData({ myBookings: bookings }),
      'GQL BookAppointment': () => {
        bookings = [aBooking({ startsAt: '2026-11-17T13:00:00.000Z', endsAt: '2026-11-17T14:00:00.000Z' })];
        return gqlError('alreadyBooked', 'This health passport already has an appointment of this kind', 409);
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: '09:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    const card = await appointment();
    expect(card.textContent).toMatch(/Tuesday 11\/17\/2026, 14:00/);
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });
});
