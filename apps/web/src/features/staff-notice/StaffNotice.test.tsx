import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Role, STAFF_NOTICE_COOKIE } from '@health-passport/domain';
import { readCookie } from '../../lib/cookies';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';

function signedInAs(role: Role) {
  mockFetch({ 'GQL CurrentUser': () => gqlData({ me: aUser({ identityInformation: { groups: [role] } }) }) });
  startSession(someTokens());
}

describe('staff confidentiality notice', () => {
  it.each([Role.ONBOARDER, Role.HEALTH_COACH, Role.DATA_EXPERT])(
    'is shown once to %s after sign-in and remembered by a cookie',
    async (role) => {
      signedInAs(role);
      const first = renderAt('/profile');
      const dialog = await screen.findByRole('alertdialog', {
        name: 'You are working with personal health information',
      });
      expect(dialog.textContent).toContain("customers' personal health information");
      // Only confirming closes it.
      await userEvent.setup({ delay: null }).keyboard('{Escape}');
      expect(screen.getByRole('alertdialog')).toBeTruthy();
      await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'I understand' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(readCookie(STAFF_NOTICE_COOKIE)).toBe('1');
      first.unmount();

      renderAt('/profile');
      expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
  );

  it('is not shown to a consumer', async () => {
    signedInAs(Role.CONSUMER);
    renderAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
