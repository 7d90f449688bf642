import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, json, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { aBooking, anExpert, slotsHandler } from './appointmentsMocks';

const passport = {
  id: 'passport-3',
  packageCode: 'performance_plus',
  status: 'PUBLISHED',
  displayName: 'Performance Plus',
  localizedProductName: 'Performance Plus',
  createdDate: '2026-06-01T10:00:00.000Z',
  updatedDate: '2026-06-02T10:00:00.000Z',
  remeasurementType: null,
};

function open(
  linkIA: { en_US: string | null; nl_NL: string | null },
  handlers: Record<string, MockHandler> = {},
) {
  const fetchMock = mockFetch({
    'GQL CurrentUser': () => gqlData({ me: aUser() }),
    'GET /api/v2/users/me/health-passport': () => json([passport]),
    'GQL InsightActionProduct': () =>
      gqlData({ productByPackageCode: { id: 'product-3', packageCode: 'performance_plus', linkIA } }),
    'GQL AppointmentExperts': () =>
      gqlData({ experts: [anExpert({ id: 'expert-physio' }), anExpert({ id: 'expert-food' })] }),
    'GQL AvailableSlots': slotsHandler,
    'GQL BookAppointment': () => gqlData({ bookAppointment: aBooking({ kind: 'INSIGHTS_ACTIONS' }) }),
    'GQL MyBookings': () => gqlData({ myBookings: [] }),
    ...handlers,
  });
  startSession(someTokens());
  return { fetchMock, ...renderAt('/onboarding/appointment-insight-action') };
}

describe('InsightActionAppointmentPage', () => {
  it("embeds the product's linkIA widget", async () => {
    const { fetchMock } = open({
      en_US: 'https://go.oncehub.com/IA-en',
      nl_NL: 'https://go.oncehub.com/IA-nl',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book your Insight & Action session' }),
    ).toBeTruthy();
    const frame = await screen.findByTitle(/Booking calendar/);
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/go\.oncehub\.com\/IA-en\?/);
    expect(variablesSentTo(fetchMock, 'InsightActionProduct')).toEqual([{ packageCode: 'performance_plus' }]);
  });

  it('books with the first health expert on the built-in calendar without a linkIA', async () => {
    const { fetchMock } = open({ en_US: null, nl_NL: null });
    await userEvent.click(await screen.findByRole('radio', { name: '09:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('button', { name: 'Done' })).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'BookAppointment')[0]).toMatchObject({
      input: {
        kind: 'INSIGHTS_ACTIONS',
        resource: 'expert-physio',
        healthPassportId: 'passport-3',
        language: 'en',
      },
    });
  });

  it('shows the passport’s booked session, to move or cancel, instead of the calendar', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-16T06:00:00Z'));
    try {
      const { fetchMock } = open(
        { en_US: null, nl_NL: null },
        {
          'GQL MyBookings': () =>
            gqlData({
              myBookings: [
                aBooking({
                  kind: 'INSIGHTS_ACTIONS',
                  resource: 'expert-physio',
                  resourceName: 'Sanne de Vries',
                  language: 'en',
                  healthPassportId: 'passport-3',
                }),
              ],
            }),
        },
      );
      const card = await screen.findByRole('region', { name: 'Your appointment' });
      expect(card.textContent).toContain('Sanne de Vries');
      expect(card.textContent).toMatch(/Monday 11\/16\/2026, 09:00/);
      expect(within(card).getByRole('button', { name: /^Change time/ })).toBeTruthy();
      expect(within(card).getByRole('button', { name: /^Cancel appointment/ })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
      expect(variablesSentTo(fetchMock, 'AvailableSlots')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
