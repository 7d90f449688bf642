import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PassportStatus, Role, STAFF_NOTICE_COOKIE, STORAGE_KEYS } from '@health-passport/domain';
import { writeCookie } from '../lib/cookies';
import { startSession } from '../lib/session';
import { aUser, someTokens } from '../test/builders';
import { gqlData, json, mockFetch, variablesSentTo } from '../test/fetchMock';
import { renderAt } from '../test/render';
import { HomeRoute } from './HomeRoute';
import { RouteGuard } from './RouteGuard';
import { useViewer } from './viewer';

const PASSPORTS = 'GET /api/v2/users/me/health-passport';

function aPassport(status: PassportStatus, id = 'p1') {
  return {
    id,
    packageCode: 'standard_performance',
    status,
    displayName: 'Health check',
    localizedProductName: 'Health check',
    createdDate: '2026-06-01T10:00:00.000Z',
    updatedDate: '2026-06-01T10:00:00.000Z',
    remeasurementType: null,
  };
}

function PassportCount() {
  const viewer = useViewer();
  const withProgram = viewer.passports.filter((p) => p.hasProgram).length;
  return (
    <>
      <p>{`${viewer.passports.length} passports`}</p>
      <p>{`${withProgram} with a programme`}</p>
      <p>{viewer.hasSelectedIndividual ? 'An individual is selected' : 'Nobody is selected'}</p>
    </>
  );
}

/** A passport page behind the guard, and where the guard sends people. */
const guardedRoutes = [
  {
    path: '/my-health',
    element: (
      <RouteGuard>
        <h1>My Health</h1>
        <PassportCount />
      </RouteGuard>
    ),
  },
  { path: '/onboarding', element: <h1>Onboarding</h1> },
];

function signIn(groups: Role[] = [Role.CONSUMER]) {
  startSession(someTokens());
  return { 'GQL CurrentUser': () => gqlData({ me: aUser({ identityInformation: { groups } }) }) };
}

describe("the viewer's passports", () => {
  it('sends a consumer without passports from a passport page to /onboarding', async () => {
    const fetchMock = mockFetch({ ...signIn(), [PASSPORTS]: () => json([]) });
    const { router } = renderAt('/my-health', { routes: guardedRoutes });

    expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/v2/users/me/health-passport')).toBe(
      true,
    );
  });

  it('lets a consumer with a published passport in', async () => {
    mockFetch({
      ...signIn(),
      [PASSPORTS]: () => json([aPassport(PassportStatus.PUBLISHED, 'p2'), aPassport(PassportStatus.CREATED)]),
    });
    const { router } = renderAt('/my-health', { routes: guardedRoutes });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Health' })).toBeTruthy();
    expect(screen.getByText('2 passports')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-health');
  });

  it('does not decide before the list has arrived', async () => {
    let answer: ((response: Response) => void) | undefined;
    mockFetch({ ...signIn(), [PASSPORTS]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router } = renderAt('/my-health', { routes: guardedRoutes });

    await waitFor(() => expect(answer).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-health');

    await act(async () => answer?.(json([aPassport(PassportStatus.PUBLISHED)])));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Health' })).toBeTruthy();
  });

  it('leads a signed-in consumer from / to /my-health once a published passport is listed', async () => {
    writeCookie(STAFF_NOTICE_COOKIE, '1', 3600);
    mockFetch({ ...signIn(), [PASSPORTS]: () => json([aPassport(PassportStatus.PUBLISHED)]) });
    const { router } = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-health'));
  });

  it('shows the error view with a retry when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockFetch({
      ...signIn(),
      [PASSPORTS]: () =>
        fail
          ? json({ error: { code: 'internal', message: 'Boom' } }, 500)
          : json([aPassport(PassportStatus.PUBLISHED)]),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/my-health', { routes: guardedRoutes });

    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't load your account" }),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Health' })).toBeTruthy();
  });

  it('does not ask for own passports for staff', async () => {
    writeCookie(STAFF_NOTICE_COOKIE, '1', 3600);
    const fetchMock = mockFetch(signIn([Role.ONBOARDER]));
    const { router } = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/individuals'));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/health-passport'))).toBe(false);
  });

  it("counts the selected individual's passports for a professional, and whether the current one has a programme", async () => {
    writeCookie(STAFF_NOTICE_COOKIE, '1', 3600);
    const person = {
      serviceNumber: 'HP-42',
      givenName: 'Anna',
      middleName: 'de',
      familyName: 'Vries',
      birthDate: '1984-03-09',
      gender: 'Female',
    };
    window.localStorage.setItem(STORAGE_KEYS.CONSUMER, JSON.stringify(person));
    const fetchMock = mockFetch({
      ...signIn([Role.HEALTH_COACH]),
      'GET /api/v2/users/HP-42/health-passports': () =>
        json({
          person,
          passports: [aPassport(PassportStatus.PUBLISHED), aPassport(PassportStatus.CREATED, 'p0')],
        }),
      'GQL HealthPassportHasProgram': ({ variables }) =>
        gqlData({ healthPassportHasProgram: variables?.healthPassportId === 'p1' }),
    });
    renderAt('/my-health', { routes: guardedRoutes });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Health' })).toBeTruthy();
    expect(screen.getByText('2 passports')).toBeTruthy();
    expect(screen.getByText('An individual is selected')).toBeTruthy();
    expect(await screen.findByText('1 with a programme')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/users/me/health-passport'))).toBe(
      false,
    );
  });

  it('does not wait for the programme flag before letting a consumer in', async () => {
    mockFetch({
      ...signIn(),
      [PASSPORTS]: () => json([aPassport(PassportStatus.PUBLISHED)]),
      'GQL HealthPassportHasProgram': () => new Promise<Response>(() => undefined),
    });
    renderAt('/my-health', { routes: guardedRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Health' })).toBeTruthy();
    expect(screen.getByText('0 with a programme')).toBeTruthy();
    expect(screen.getByText('Nobody is selected')).toBeTruthy();
  });
});

describe('a linked product that disables the passport (passport-and-professional §2.1, §4, §6)', () => {
  /** A published passport of the business package, whose product hides the passport pages from its owner. */
  const business = (id: string, createdDate: string) => ({
    ...aPassport(PassportStatus.PUBLISHED, id),
    packageCode: 'standard_performance_mind_b2b',
    createdDate,
    disablePhpForIndividuals: true,
  });
  const own = (id: string, createdDate: string) => ({
    ...aPassport(PassportStatus.PUBLISHED, id),
    createdDate,
    disablePhpForIndividuals: false,
  });
  const menuLinks = () =>
    within(screen.getByRole('navigation', { name: 'Main menu' })).queryAllByRole('link');

  it.each(['/', '/my-health', '/my-statistics/my-genes'])(
    'sends its consumer from %s to /onboarding, without the passport pages in the menu',
    async (path) => {
      mockFetch({
        ...signIn(),
        [PASSPORTS]: () => json([business('b1', '2026-06-01T10:00:00.000Z')]),
        'GQL MyOnboardingChapters': () => gqlData({ myOnboardingChapters: [] }),
        'GQL MyBookings': () => gqlData({ myBookings: [] }),
      });
      const { router } = renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Your health journey' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/onboarding');
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'My Health' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'My Statistics' })).toBeNull();
    },
  );

  it('leaves a passport of another product its pages and menu', async () => {
    mockFetch({ ...signIn(), [PASSPORTS]: () => json([own('s1', '2026-06-01T10:00:00.000Z')]) });
    const { router } = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-health'));
    await waitFor(() =>
      expect(menuLinks().map((link) => link.textContent)).toEqual(['My Health', 'My Statistics']),
    );
  });

  it('is the product of the passport the pages show: the chosen one, else the newest published', async () => {
    const both = [business('b1', '2026-06-01T10:00:00.000Z'), own('s1', '2026-01-01T10:00:00.000Z')];
    mockFetch({ ...signIn(), [PASSPORTS]: () => json(both) });
    const newest = renderAt('/my-health', { routes: guardedRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding' })).toBeTruthy();
    expect(newest.router.state.location.pathname).toBe('/onboarding');
    newest.unmount();

    window.localStorage.setItem(STORAGE_KEYS.PASSPORT_ID, JSON.stringify('s1'));
    const chosen = renderAt('/my-health', { routes: guardedRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Health' })).toBeTruthy();
    expect(chosen.router.state.location.pathname).toBe('/my-health');
  });
});

describe("an HR manager's companies (passport-and-professional §2.2)", () => {
  const homeRoutes = [
    { path: '/', element: <HomeRoute /> },
    { path: '/snapshots', element: <h1>Snapshots</h1> },
    { path: '/profile', element: <h1>Profile</h1> },
  ];
  const managing = (count: number) => ({
    ...signIn([Role.HR_MANAGER]),
    'GQL ManagedCompanyCount': () => gqlData({ me: { id: 'user-1', managedCompanyCount: count } }),
  });

  it.each([1, 3])('leads an HR manager of %i companies from / to the snapshot list', async (count) => {
    mockFetch(managing(count));
    const { router } = renderAt('/', { routes: homeRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Snapshots' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/snapshots');
  });

  it('leads an HR manager without companies to the profile', async () => {
    mockFetch(managing(0));
    const { router } = renderAt('/', { routes: homeRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('asks nobody else how many companies they manage', async () => {
    writeCookie(STAFF_NOTICE_COOKIE, '1', 3600);
    const fetchMock = mockFetch(signIn([Role.CORPORATE_MANAGER]));
    const { router } = renderAt('/', { routes: homeRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Snapshots' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/snapshots');
    expect(variablesSentTo(fetchMock, 'ManagedCompanyCount')).toEqual([]);
  });
});
