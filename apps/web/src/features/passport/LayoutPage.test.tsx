import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PassportStatus, Role, STORAGE_KEYS } from '@health-passport/domain';
import { changeLocale } from '../../lib/i18n';
import { json, mockFetch, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { setPassportId } from './consumerStore';
import { aLayout, aPassport, signInAs, someRoutes, staffWithSelected } from './passportMocks';

const PUBLISHED = aPassport(
  'p1',
  PassportStatus.PUBLISHED,
  '2026-03-01T10:00:00.000Z',
  'Standard Performance',
);

/** A consumer with `passports`, whose passport p1 answers its routes and the given layouts. */
function consumerWith(
  handlers: Record<string, MockHandler>,
  passports: ReturnType<typeof aPassport>[] = [PUBLISHED],
) {
  return mockFetch({
    ...signInAs([Role.CONSUMER]),
    'GET /api/v2/users/me/health-passport': () => json(passports),
    'GET /api/v2/p1/routes': () => json(someRoutes('p1')),
    ...handlers,
  });
}

function requested(fetchMock: ReturnType<typeof mockFetch>, path: string): boolean {
  return fetchMock.mock.calls.some(([input]) => new URL(String(input), 'http://localhost').pathname === path);
}

/** The first passport page of a file loads the lazy page chunk with the whole catalogue. */
const PAGE_LOAD = { timeout: 5000 };

const errorOf = (status: number, code: string) => () => json({ error: { code, message: code } }, status);

describe('the layout page', () => {
  it('shows the layout: title, document title, content and its theme on <body>', async () => {
    const fetchMock = consumerWith({ 'GET /api/v2/p1/my-health': () => json(aLayout()) });
    const { router } = renderAt('/my-health');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your health at a glance' }, PAGE_LOAD),
    ).toBeTruthy();
    expect(screen.getByText('Blood pressure')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Your health at a glance · Health Passport'));
    expect(document.body.classList.contains('theme-dashboard')).toBe(true);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/v2/p1/my-health')!;
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en-US');

    await act(() => router.navigate('/profile'));
    await waitFor(() => expect(document.body.classList.contains('theme-dashboard')).toBe(false));
  });

  it('says which reference table version computed the results', async () => {
    consumerWith({ 'GET /api/v2/p1/my-health': () => json(aLayout({ tableVersion: '2026.2' })) });
    renderAt('/my-health');

    const page = await screen.findByRole('article', { name: 'Your health at a glance' }, PAGE_LOAD);
    expect(within(page).getByText('Results computed with reference table version 2026.2')).toBeTruthy();
  });

  it('takes the theme off <body> while the next layout loads', async () => {
    let answerHeart: ((response: Response) => void) | undefined;
    consumerWith({
      'GET /api/v2/p1/my-health': () => json(aLayout()),
      'GET /api/v2/p1/my-health/body-heart': () =>
        new Promise<Response>((resolve) => (answerHeart = resolve)),
    });
    const { router } = renderAt('/my-health');
    await screen.findByRole('heading', { level: 1, name: 'Your health at a glance' }, PAGE_LOAD);
    expect(document.body.classList.contains('theme-dashboard')).toBe(true);

    await act(() => router.navigate('/my-health/body-heart'));
    await waitFor(() => expect(answerHeart).toBeDefined());
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(document.body.classList.contains('theme-dashboard')).toBe(false);

    await act(async () =>
      answerHeart?.(json(aLayout({ type: 'MyHealthSubSystemLayout', title: 'Heart', theme: 'theme-body' }))),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Heart' }, PAGE_LOAD)).toBeTruthy();
    expect(document.body.classList.contains('theme-body')).toBe(true);
  });

  it.each([
    [403, 'ACCESS_ERROR'],
    [404, 'layoutNotFound'],
    [500, 'internal'],
  ])('shows the server error message, with a retry, when the layout answers %i', async (status, code) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    consumerWith({
      'GET /api/v2/p1/my-health': () => (fail ? errorOf(status, code)() : json(aLayout())),
    });
    renderAt('/my-health');

    expect(
      await screen.findByText('Something went wrong while loading this page. Please try again later.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeTruthy();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your health at a glance' }, PAGE_LOAD),
    ).toBeTruthy();
  });

  it('shows the welcome note when the server says the passport is not published (409)', async () => {
    consumerWith({ 'GET /api/v2/p1/routes': errorOf(409, 'UNPUBLISHED') });
    renderAt('/my-health');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your new Personal Health Passport' }, PAGE_LOAD),
    ).toBeTruthy();
    expect(screen.getByText(/Click the user icon/)).toBeTruthy();
  });

  it('shows the welcome note, without asking, for a consumer whose chosen passport is not published', async () => {
    window.localStorage.setItem(STORAGE_KEYS.PASSPORT_ID, JSON.stringify('p2'));
    const fetchMock = consumerWith({}, [
      aPassport('p2', PassportStatus.CREATED, '2026-09-01T10:00:00.000Z'),
      PUBLISHED,
    ]);
    renderAt('/my-health');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your new Personal Health Passport' }, PAGE_LOAD),
    ).toBeTruthy();
    expect(requested(fetchMock, '/api/v2/p2/routes')).toBe(false);
  });

  it('loads a "local:" layout from its static file', async () => {
    const routes = someRoutes('p1');
    routes.routes[0]!.layout = 'local:welcome-dashboard';
    const fetchMock = consumerWith({
      'GET /api/v2/p1/routes': () => json(routes),
      'GET /layouts/welcome-dashboard.json': () => json(aLayout({ title: 'Welcome' })),
    });
    renderAt('/my-health');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' }, PAGE_LOAD)).toBeTruthy();
    expect(requested(fetchMock, '/api/v2/p1/local:welcome-dashboard')).toBe(false);
  });

  it('shows the not-found page for a sub-page the passport has no route for', async () => {
    consumerWith({});
    renderAt('/my-health/body-teeth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, PAGE_LOAD)).toBeTruthy();
  });

  it('refuses a layout type the portal does not show, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    consumerWith({ 'GET /api/v2/p1/my-health': () => json(aLayout({ type: 'LegacyLayout' as never })) });
    renderAt('/my-health');
    expect(
      await screen.findByText('Something went wrong while loading this page. Please try again later.'),
    ).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('LegacyLayout'));
  });

  it('reloads for another passport when the current passport changes', async () => {
    const fetchMock = consumerWith(
      {
        'GET /api/v2/p1/my-health': () => json(aLayout()),
        'GET /api/v2/p0/routes': () => json(someRoutes('p0')),
        'GET /api/v2/p0/my-health': () => json(aLayout({ title: 'Your first passport', passportId: 'p0' })),
      },
      [PUBLISHED, aPassport('p0', PassportStatus.PUBLISHED, '2025-09-01T10:00:00.000Z')],
    );
    renderAt('/my-health');
    await screen.findByRole('heading', { level: 1, name: 'Your health at a glance' }, PAGE_LOAD);

    act(() => setPassportId('p0'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your first passport' }, PAGE_LOAD),
    ).toBeTruthy();
    expect(requested(fetchMock, '/api/v2/p0/routes')).toBe(true);
  });

  it('reloads the layout in the new language when the language changes', async () => {
    const fetchMock = consumerWith({
      'GET /api/v2/p1/my-health': ({ headers }) =>
        json(
          aLayout({ title: headers.get('Accept-Language') === 'nl-NL' ? 'Je gezondheid' : 'Your health' }),
        ),
    });
    renderAt('/my-health');
    await screen.findByRole('heading', { level: 1, name: 'Your health' }, PAGE_LOAD);

    await act(() => changeLocale('nl-NL'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Je gezondheid' })).toBeTruthy();
    const languages = fetchMock.mock.calls
      .filter(([input]) => String(input) === '/api/v2/p1/my-health')
      .map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
    expect(languages).toEqual(['en-US', 'nl-NL']);
  });

  it('lists the AnchorLinks of the layout as in-page navigation', async () => {
    consumerWith({
      'GET /api/v2/p1/my-health': () =>
        json(
          aLayout({
            components: [
              { type: 'AnchorLink', properties: { id: 'blood-pressure', title: 'Blood pressure' } },
              {
                type: 'Section',
                properties: { title: 'Body' },
                components: [{ type: 'AnchorLink', properties: { id: 'cholesterol', title: 'Cholesterol' } }],
              },
              { type: 'AnchorLink', properties: { id: 'untitled' } },
            ],
          }),
        ),
    });
    renderAt('/my-health');
    const nav = await screen.findByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Blood pressure', '#blood-pressure'],
      ['Cholesterol', '#cholesterol'],
    ]);
  });

  it("asks a professional's calls under the selected individual's service number", async () => {
    const fetchMock = mockFetch({
      ...staffWithSelected(Role.HEALTH_COACH, [PUBLISHED]),
      'GET /api/v2/health-coach/HP-424242/p1/routes': () => json(someRoutes('p1')),
      'GET /api/v2/health-coach/HP-424242/p1/my-statistics/my-biomarkers': () =>
        json(aLayout({ type: 'MyStatisticsDetailLayout', title: 'Biomarkers of Anna' })),
    });
    renderAt('/my-statistics/my-biomarkers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Biomarkers of Anna' }, PAGE_LOAD),
    ).toBeTruthy();
    expect(requested(fetchMock, '/api/v2/p1/routes')).toBe(false);
  });

  it('shows an external viewer the passport shared with them, on the professional paths', async () => {
    const fetchMock = mockFetch({
      // The person's list answers an external viewer only the passports shared with them.
      ...staffWithSelected(Role.EXTERNAL, [PUBLISHED]),
      'GET /api/v2/health-coach/HP-424242/p1/routes': () => json(someRoutes('p1')),
      'GET /api/v2/health-coach/HP-424242/p1/my-health': () => json(aLayout({ title: 'The health of Anna' })),
    });
    renderAt('/my-health');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The health of Anna' }, PAGE_LOAD),
    ).toBeTruthy();
    expect(requested(fetchMock, '/api/v2/p1/routes')).toBe(false);
  });

  it('sends an external viewer to /users once the share is revoked or has expired', async () => {
    mockFetch({
      ...staffWithSelected(Role.EXTERNAL, [PUBLISHED]),
      'GET /api/v2/users/HP-424242/health-passports': errorOf(403, 'ACCESS_ERROR'),
    });
    const { router } = renderAt('/my-health');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'), PAGE_LOAD);
    expect(window.localStorage.getItem(STORAGE_KEYS.CONSUMER)).toBeNull();
  });
});
