import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoutePath } from '@health-passport/domain';
import { changeLocale } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, gqlError, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';

const PENDING = {
  status: 'PENDING',
  requestedAt: '2026-03-02T09:00:00.000Z',
  eraseAfter: '2026-03-16T09:00:00.000Z',
  cancelledAt: null,
  cancelledBy: null,
};

/** The privacy page with the person's erasure request as `erasure` (null: never asked). */
function showPrivacyPage(erasure: unknown, handlers: Record<string, MockHandler> = {}) {
  const fetchMock = mockFetch({
    'GQL CurrentUser': () => gqlData({ me: aUser() }),
    'GQL MyConsentHistory': () => gqlData({ myConsentHistory: [] }),
    'GQL MyHealthDataViews': () => gqlData({ myHealthDataViews: [] }),
    'GQL MyDataExport': () => gqlData({ myDataExport: { status: 'NONE' } }),
    'GQL MyAccountErasure': () => gqlData({ myAccountErasure: erasure }),
    ...handlers,
  });
  startSession(someTokens());
  renderAt(RoutePath.PRIVACY);
  return fetchMock;
}

const section = async (name = 'Erase your account') =>
  within((await screen.findByRole('heading', { name })).closest('section') as HTMLElement);

describe('Erase my account on the privacy page', () => {
  it('asks for the password in a dialog, then shows the day of the erasure and a way to keep the account', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = showPrivacyPage(null, {
      'GQL RequestAccountErasure': ({ body }) =>
        (body as { variables: { password: string } }).variables.password === 'Right-Password-1!'
          ? gqlData({ requestAccountErasure: PENDING })
          : gqlError('NotAuthorizedException', 'Incorrect username or password.'),
    });
    const erasure = await section();
    await user.click(await erasure.findByRole('button', { name: 'Erase my account' }));

    const dialog = within(await screen.findByRole('alertdialog', { name: 'Erase your account?' }));
    const password = dialog.getByLabelText(/Password/);
    await user.type(password, 'Wrong-Password-1!');
    await user.click(dialog.getByRole('button', { name: 'Erase my account' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('That password is not correct.');

    await user.clear(password);
    await user.type(password, 'Right-Password-1!');
    await user.click(dialog.getByRole('button', { name: 'Erase my account' }));
    expect(
      await erasure.findByText(
        'Your account will be erased on 03/16/2026. Sign in before then, or cancel here, to keep it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(variablesSentTo(fetchMock, 'RequestAccountErasure')).toEqual([
      { password: 'Wrong-Password-1!', totpCode: null },
      { password: 'Right-Password-1!', totpCode: null },
    ]);
    expect(erasure.queryByRole('button', { name: 'Erase my account' })).toBeNull();
  }, 15_000);

  it('says why it is refused while an order is open, and the dialog closes with Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    showPrivacyPage(null, {
      'GQL RequestAccountErasure': () => gqlError('erasureBlockedByOpenOrder', 'open order', 409),
    });
    const erasure = await section();
    await user.click(await erasure.findByRole('button', { name: 'Erase my account' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.type(dialog.getByLabelText(/Password/), 'Right-Password-1!');
    await user.click(dialog.getByRole('button', { name: 'Erase my account' }));
    expect((await dialog.findByRole('alert')).textContent).toMatch(/order that is not paid or closed yet/);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('cancels a waiting erasure', async () => {
    const user = userEvent.setup({ delay: null });
    const cancelled = {
      ...PENDING,
      status: 'CANCELLED',
      cancelledAt: '2026-03-03T10:00:00.000Z',
      cancelledBy: 'PERSON',
    };
    showPrivacyPage(PENDING, {
      'GQL CancelAccountErasure': () => gqlData({ cancelAccountErasure: cancelled }),
    });
    const erasure = await section();
    await user.click(await erasure.findByRole('button', { name: 'Keep my account' }));
    expect(
      await erasure.findByText(
        'You cancelled the erasure of your account on 03/03/2026. Your account stays.',
      ),
    ).toBeTruthy();
    expect(erasure.getByRole('button', { name: 'Erase my account' })).toBeTruthy();
  });

  it('tells in Dutch that signing in cancelled the erasure', async () => {
    await changeLocale('nl-NL');
    try {
      showPrivacyPage({
        ...PENDING,
        status: 'CANCELLED',
        cancelledAt: '2026-03-10T08:00:00.000Z',
        cancelledBy: 'SIGN_IN',
      });
      const erasure = await section('Je account wissen');
      expect(
        await erasure.findByText(
          'Je hebt op 10-03-2026 ingelogd, daarom gaat het wissen van je account niet door. Je account blijft.',
        ),
      ).toBeTruthy();
    } finally {
      await changeLocale('en-US');
    }
  });
});
