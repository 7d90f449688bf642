import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_MESSAGE_COOKIE, STAFF_NOTICE_COOKIE, STORAGE_KEYS } from '@health-passport/domain';
import { readCookie, writeCookie } from '../../lib/cookies';
import { getAccessToken, getSessionStatus, startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { authorizationsSentTo, bodiesSentTo, gqlData, gqlError, json, mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';

describe('session in the app', () => {
  it('refreshes on a 401 Invalid token and carries on with the new token', async () => {
    const fetchMock = mockFetch({
      'GQL CurrentUser': ({ headers }) =>
        headers.get('Authorization') === 'Bearer fresh'
          ? gqlData({ me: aUser() })
          : gqlError('NotAuthorizedException', 'Invalid token', 401),
      'POST /auth/refresh': () => json({ tokens: someTokens('fresh') }),
    });
    startSession(someTokens('stale'));
    renderAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(authorizationsSentTo(fetchMock, 'POST', '/auth/refresh')).toHaveLength(1);
    expect(getAccessToken()).toBe('fresh');
  });

  it('signs out cleanly to the login page when the refresh is refused', async () => {
    mockFetch({ 'GQL CurrentUser': gqlErrorInvalidToken });
    window.localStorage.setItem(STORAGE_KEYS.CART_ID, 'cart-1');
    startSession(someTokens('stale'));
    const { router } = renderAt('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?returnUrl=%2Fprofile');
    expect(getSessionStatus()).toBe('none');
    expect(window.localStorage.getItem(STORAGE_KEYS.CART_ID)).toBeNull();
  });

  it('signs out from the profile menu: server, session, storage keys, cookies, then the login page', async () => {
    const fetchMock = mockFetch({
      'GQL CurrentUser': () => gqlData({ me: aUser({ name: 'Jane Doe' }) }),
      'POST /auth/sign-out': () => new Response(null, { status: 204 }),
    });
    for (const key of Object.values(STORAGE_KEYS)) window.localStorage.setItem(key, 'x');
    writeCookie(STAFF_NOTICE_COOKIE, '1', 3600);
    writeCookie(PERSONAL_DATA_MESSAGE_COOKIE, '1', 3600);
    startSession(someTokens('access-1'));
    const { router } = renderAt('/profile');

    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Jane Doe')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Your account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(authorizationsSentTo(fetchMock, 'POST', '/auth/sign-out')).toEqual(['Bearer access-1']);
    expect(getAccessToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.CART_ID)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.CONSUMER)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.PASSPORT_ID)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.CONFIRMED_PRE_CHECKS)).toBeNull();
    expect(readCookie(STAFF_NOTICE_COOKIE)).toBeNull();
    expect(readCookie(PERSONAL_DATA_MESSAGE_COOKIE)).toBeNull();
    expect(screen.queryByText('Jane Doe')).toBeNull();
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/sign-out')).toEqual([undefined]);
  });

  it('signs out locally even when the server cannot be reached', async () => {
    mockFetch({
      'GQL CurrentUser': () => gqlData({ me: aUser() }),
      'POST /auth/sign-out': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    startSession(someTokens());
    renderAt('/profile');
    const user = userEvent.setup({ delay: null });
    const profile = await screen.findByRole('region', { name: 'Sign out' });
    await user.click(within(profile).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(getAccessToken()).toBeNull();
  });
});

function gqlErrorInvalidToken() {
  return gqlError('NotAuthorizedException', 'Invalid token', 401);
}
