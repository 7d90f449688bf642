import { describe, expect, it, vi } from 'vitest';
import { UserType } from '@health-passport/domain';
import { authorizationsSentTo, bodiesSentTo, json, mockFetch } from '../test/fetchMock';
import { someTokens } from '../test/builders';
import { restRequest } from './api';
import {
  getAccessToken,
  getSession,
  markAnonymous,
  onSessionEnd,
  refreshSession,
  beginRestore,
  restoreSession,
  startSession,
  takeRestore,
} from './session';

const invalidToken = () => json({ error: { code: 'NotAuthorizedException', message: 'Invalid token' } }, 401);

describe('session', () => {
  it('refreshes about a minute before the access token expires', async () => {
    vi.useFakeTimers();
    let issued = 0;
    const fetchMock = mockFetch({
      'POST /auth/refresh': () => json({ tokens: someTokens(`fresh-${++issued}`) }),
    });
    startSession(someTokens('first', 900));

    await vi.advanceTimersByTimeAsync(839_000);
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/refresh')).toHaveLength(1);
    expect(getAccessToken()).toBe('fresh-1');
    // And again for the new token.
    await vi.advanceTimersByTimeAsync(840_000);
    expect(getAccessToken()).toBe('fresh-2');
  });

  it('ends the session when a planned refresh is refused', async () => {
    vi.useFakeTimers();
    mockFetch({ 'POST /auth/refresh': invalidToken });
    const ended = vi.fn();
    const unsubscribe = onSessionEnd(ended);
    startSession(someTokens('first', 120));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getSession()).toMatchObject({ status: 'none', accessToken: null, userType: UserType.NONE });
    expect(ended).toHaveBeenCalledWith('expired');
    unsubscribe();
  });

  it('tells the first listener of an end that came before anyone listened, unless a new session began since', async () => {
    vi.useFakeTimers();
    mockFetch({ 'POST /auth/refresh': invalidToken });
    startSession(someTokens('first', 120));
    await vi.advanceTimersByTimeAsync(60_000); // refused while the shell's lifecycle has not loaded yet
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = onSessionEnd(first);
    const unsubscribeSecond = onSessionEnd(second);
    expect(first).toHaveBeenCalledWith('expired');
    expect(second).not.toHaveBeenCalled(); // told once
    unsubscribeFirst();
    unsubscribeSecond();

    startSession(someTokens('second', 120));
    await vi.advanceTimersByTimeAsync(60_000);
    startSession(someTokens('third')); // signed in again before anyone listened
    const late = vi.fn();
    onSessionEnd(late)();
    expect(late).not.toHaveBeenCalled();
  });

  it('sends one refresh for callers that need it at the same moment', async () => {
    const fetchMock = mockFetch({ 'POST /auth/refresh': () => json({ tokens: someTokens('shared') }) });
    const results = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(results).toEqual([true, true, true]);
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/refresh')).toHaveLength(1);
  });

  it('restores a session from the cookie once, and starts signed out without one', async () => {
    const fetchMock = mockFetch();
    await expect(restoreSession()).resolves.toBe(false);
    expect(getSession().status).toBe('none');
    await expect(restoreSession()).resolves.toBe(false);
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/refresh')).toHaveLength(1);
  });

  it('asks for the session as the app starts, once, and lets the shell finish that same restore', async () => {
    const fetchMock = mockFetch({ 'POST /auth/refresh': () => json({ tokens: someTokens('restored') }) });
    beginRestore();
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/refresh')).toHaveLength(1);
    beginRestore();
    await expect(takeRestore()).resolves.toBe(true);
    expect(getAccessToken()).toBe('restored');
    expect(takeRestore()).toBeNull(); // a second mount of the shell finds the session known
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/refresh')).toHaveLength(1);
  });

  it('marks a visitor anonymous, never a signed-in user', () => {
    markAnonymous();
    expect(getSession().userType).toBe(UserType.ANONYMOUS);
    startSession(someTokens());
    markAnonymous();
    expect(getSession().userType).toBe(UserType.USER);
  });
});

describe('an API call with an expired token', () => {
  it('refreshes once and repeats the call with the new token', async () => {
    const fetchMock = mockFetch({
      'GET /api/v2/things': ({ headers }) =>
        headers.get('Authorization') === 'Bearer fresh' ? json({ ok: true }) : invalidToken(),
      'POST /auth/refresh': () => json({ tokens: someTokens('fresh') }),
    });
    startSession(someTokens('stale'));
    await expect(restRequest('GET', '/api/v2/things')).resolves.toEqual({ ok: true });
    expect(authorizationsSentTo(fetchMock, 'GET', '/api/v2/things')).toEqual([
      'Bearer stale',
      'Bearer fresh',
    ]);
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/refresh')).toHaveLength(1);
  });

  it('signs out when the refresh is refused too', async () => {
    mockFetch({ 'GET /api/v2/things': invalidToken, 'POST /auth/refresh': invalidToken });
    const ended = vi.fn();
    const unsubscribe = onSessionEnd(ended);
    startSession(someTokens('stale'));
    await expect(restRequest('GET', '/api/v2/things')).rejects.toMatchObject({
      status: 401,
      code: 'NotAuthorizedException',
    });
    expect(getAccessToken()).toBeNull();
    expect(ended).toHaveBeenCalledWith('expired');
    unsubscribe();
  });

  it('leaves a wrong password at sign-in alone (no token, no refresh)', async () => {
    const fetchMock = mockFetch({ 'POST /auth/sign-in': invalidToken });
    await expect(
      restRequest('POST', '/auth/sign-in', { username: 'a', password: 'b' }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/refresh')).toHaveLength(0);
  });
});
