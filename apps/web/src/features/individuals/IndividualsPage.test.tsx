import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role, STAFF_NOTICE_COOKIE, STORAGE_KEYS } from '@health-passport/domain';
import { writeCookie } from '../../lib/cookies';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, gqlError, json, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';

const USERS = '/api/v2/users';

function aPerson(givenName: string, familyName: string, serviceNumber: string, passports = 1) {
  return {
    serviceNumber,
    givenName,
    middleName: null,
    familyName,
    name: `${givenName} ${familyName}`,
    email: `${givenName.toLowerCase()}@example.com`,
    birthDate: '1984-03-09',
    gender: 'Female',
    passports: Array.from({ length: passports }, (_, i) => ({
      id: `${serviceNumber}-p${i}`,
      status: 'COMPUTED',
    })),
    erasureDueOn: null as string | null,
  };
}

const ANNA = aPerson('Anna', 'Jansen', 'HP00000001');
const BRAM = aPerson('Bram', 'de Vries', 'HP00000002', 0);

function aPage(users: unknown[], page = 0, totalPages = users.length > 0 ? 1 : 0) {
  return {
    users,
    pagination: { page, limit: 20, previous: page > 0, next: page + 1 < totalPages, totalPages },
  };
}

/** Signs in with `groups`; staff have seen the confidentiality notice. */
function signInAs(groups: Role[]): Record<string, MockHandler> {
  writeCookie(STAFF_NOTICE_COOKIE, '1', 3600);
  startSession(someTokens());
  return {
    'GQL CurrentUser': () => gqlData({ me: aUser({ identityInformation: { groups } }) }),
    'GQL HealthPassportHasProgram': () => gqlData({ healthPassportHasProgram: false }),
  };
}

/** The users list calls made: each one's search and page. */
function searchesSent(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === USERS)
    .map((url) => ({ name: url.searchParams.get('name'), page: url.searchParams.get('page') }));
}

const personItems = () => within(screen.getByRole('list', { name: 'Individuals' })).getAllByRole('listitem');
const buttonsOf = (item: HTMLElement) =>
  within(item)
    .queryAllByRole('button')
    .map((b) => b.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('the individuals page', () => {
  it('lists each person with full name and service number under a labelled search box', async () => {
    mockFetch({ ...signInAs([Role.HEALTH_COACH]), [`GET ${USERS}`]: () => json(aPage([ANNA, BRAM])) });
    renderAt('/individuals');

    expect(await screen.findByRole('heading', { level: 1, name: 'Individuals' })).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search people' });
    expect(search.getAttribute('placeholder')).toBe('Search by name, e-mail address or service number');
    await screen.findByText('Anna Jansen');
    const [anna, bram] = personItems();
    expect(within(anna!).getByText('HP00000001')).toBeTruthy();
    expect(within(bram!).getByText('Bram de Vries')).toBeTruthy();
    expect(within(bram!).getByText('HP00000002')).toBeTruthy();
    expect(within(personItems()[1]!).getByText('No health passport yet.')).toBeTruthy();
    expect(document.title).toContain('Individuals');
  });

  it('marks a person who waits for the erasure of their account, with the day, in both languages', async () => {
    const leaving = { ...BRAM, erasureDueOn: '2026-03-16T09:00:00.000Z' };
    mockFetch({ ...signInAs([Role.HEALTH_COACH]), [`GET ${USERS}`]: () => json(aPage([ANNA, leaving])) });
    renderAt('/individuals');
    await screen.findByText('Anna Jansen');
    const [anna, bram] = personItems();
    expect(within(bram!).getByText('Erasure requested: the account is erased on 03/16/2026')).toBeTruthy();
    expect(within(anna!).queryByText(/Erasure requested/)).toBeNull();
    await act(() => i18n.changeLanguage('nl-NL'));
    try {
      expect(
        within(bram!).getByText('Wissen aangevraagd: het account wordt gewist op 16-03-2026'),
      ).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });

  it('is the same page at /users, where an external viewer sees who shared with them', async () => {
    mockFetch({ ...signInAs([Role.EXTERNAL]), [`GET ${USERS}`]: () => json(aPage([ANNA])) });
    renderAt('/users');
    await screen.findByText('Anna Jansen');
    expect(
      screen.getByText(
        'The people who shared their health passport with you. Open a passport to view it while the share lasts.',
      ),
    ).toBeTruthy();
  });

  // Passport-and-professional §6: unlock for data expert and doctor, view passport for data expert, health
  // coach admin, health coach, external and doctor (both only when the person has passports), measurements
  // for onboarder, data expert, doctor and onboarder admin.
  it.each([
    [Role.ONBOARDER, ['View measurements'], ['View measurements']],
    [Role.HEALTH_COACH, ['View health passport'], []],
    [
      Role.DATA_EXPERT,
      ['View health passport', 'View measurements', 'Unlock health passport'],
      ['View measurements'],
    ],
    [Role.EXTERNAL, ['View health passport'], []],
    [
      Role.DOCTOR,
      ['View health passport', 'View measurements', 'Unlock health passport'],
      ['View measurements'],
    ],
    [Role.HEALTH_COACH_ADMIN, ['View health passport'], []],
    [Role.ONBOARDER_ADMIN, ['View measurements'], ['View measurements']],
  ])('shows a %s the buttons of §6', async (role, withPassports, withoutPassports) => {
    mockFetch({ ...signInAs([role]), [`GET ${USERS}`]: () => json(aPage([ANNA, BRAM])) });
    renderAt('/individuals');
    await screen.findByText('Anna Jansen');
    const [anna, bram] = personItems();
    expect(buttonsOf(anna!)).toEqual(withPassports);
    expect(buttonsOf(bram!)).toEqual(withoutPassports);
    // Each button names its person for screen readers.
    for (const label of withPassports) {
      expect(within(anna!).getByRole('button', { name: `${label}: Anna Jansen` })).toBeTruthy();
    }
  });

  it('searches 800 ms after the last keystroke, once, from the first page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      ...signInAs([Role.HEALTH_COACH]),
      [`GET ${USERS}`]: ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return json(url.searchParams.get('name') ? aPage([ANNA]) : aPage([BRAM], page, 3));
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderAt('/individuals');
    await screen.findByText('Bram de Vries');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    expect(searchesSent(fetchMock).at(-1)).toEqual({ name: '', page: '1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'anna');
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(searchesSent(fetchMock).some((s) => s.name !== '')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await screen.findByText('Anna Jansen');
    // One request for the whole word, on page 0 again; the URL keeps the search.
    expect(searchesSent(fetchMock).filter((s) => s.name !== '')).toEqual([{ name: 'anna', page: '0' }]);
    expect(router.state.location.search).toBe('?name=anna');
  });

  it('applies a cleared search at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      ...signInAs([Role.HEALTH_COACH]),
      [`GET ${USERS}`]: ({ url }) => json(url.searchParams.get('name') ? aPage([ANNA]) : aPage([ANNA, BRAM])),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderAt('/individuals?name=anna');
    await screen.findByText('Anna Jansen');
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveProperty('value', 'anna');
    const before = searchesSent(fetchMock).length;

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    // No 800 ms wait: the unfiltered list is asked for straight away.
    await waitFor(() => expect(searchesSent(fetchMock).slice(before)).toEqual([{ name: '', page: '0' }]));
    await screen.findByText('Bram de Vries');
    expect(router.state.location.search).toBe('');
  });

  it('cancels an earlier search request when a new one starts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      ...signInAs([Role.HEALTH_COACH]),
      [`GET ${USERS}`]: ({ url }) =>
        url.searchParams.get('name') === 'ann'
          ? new Promise<Response>(() => undefined) // never answers: the next search replaces it
          : json(url.searchParams.get('name') ? aPage([ANNA]) : aPage([ANNA, BRAM])),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt('/individuals');
    await screen.findByText('Bram de Vries');
    const box = screen.getByRole('searchbox', { name: 'Search people' });

    await user.type(box, 'ann');
    await act(() => vi.advanceTimersByTimeAsync(800));
    const signalOf = (name: string) =>
      fetchMock.mock.calls.find(
        ([input]) => String(input).includes(`name=${name}&`) || String(input).endsWith(`name=${name}`),
      )?.[1]?.signal;
    await waitFor(() => expect(signalOf('ann')).toBeTruthy());
    expect(signalOf('ann')?.aborted).toBe(false);

    await user.type(box, 'a');
    await act(() => vi.advanceTimersByTimeAsync(800));
    await waitFor(() => expect(signalOf('anna')).toBeTruthy());
    expect(signalOf('ann')?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText('Bram de Vries')).toBeNull());
    expect(screen.getByText('Anna Jansen')).toBeTruthy();
  });

  it('pages with Previous and Next, disabled on the first and last page', async () => {
    mockFetch({
      ...signInAs([Role.HEALTH_COACH]),
      [`GET ${USERS}`]: ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return json(aPage([page === 0 ? ANNA : BRAM], page, 2));
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/individuals');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    await within(pages).findByText('Page 1 of 2');
    const previous = within(pages).getByRole('button', { name: 'Previous' });
    const next = within(pages).getByRole('button', { name: 'Next' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(next.hasAttribute('disabled')).toBe(false);

    await user.click(next);
    await within(pages).findByText('Page 2 of 2');
    await screen.findByText('Bram de Vries');
    expect(previous.hasAttribute('disabled')).toBe(false);
    expect(next.hasAttribute('disabled')).toBe(true);

    await user.click(previous);
    await within(pages).findByText('Page 1 of 2');
  });

  it('says "10+" pages when the server stopped counting, in both languages, and still pages on', async () => {
    mockFetch({
      ...signInAs([Role.HEALTH_COACH]),
      [`GET ${USERS}`]: ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const counted = aPage([page === 0 ? ANNA : BRAM], page, page + 10);
        return json({ ...counted, pagination: { ...counted.pagination, totalPagesAtLeast: true } });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/individuals?name=a');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    await within(pages).findByText('Page 1 of 10+');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await within(pages).findByText('Page 2 of 11+');
    await act(() => i18n.changeLanguage('nl-NL'));
    try {
      expect(within(pages).getByText('Pagina 2 van 11+')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });

  it('hides the pagination when there are no pages, and offers to clear a search that found nobody', async () => {
    mockFetch({
      ...signInAs([Role.HEALTH_COACH]),
      [`GET ${USERS}`]: ({ url }) => json(url.searchParams.get('name') ? aPage([]) : aPage([ANNA])),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/individuals?name=nobody');
    expect(await screen.findByRole('heading', { name: 'No people found' })).toBeTruthy();
    expect(
      screen.getByText(
        'Nobody matches this search. Check the spelling, or search by e-mail address or service number.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();

    await user.click(
      within(screen.getByRole('region', { name: 'No people found' })).getByRole('button', {
        name: 'Clear search',
      }),
    );
    await screen.findByText('Anna Jansen');
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveProperty('value', '');
  });

  it('tells an external viewer that nobody has shared yet', async () => {
    mockFetch({ ...signInAs([Role.EXTERNAL]), [`GET ${USERS}`]: () => json(aPage([])) });
    renderAt('/users');
    await screen.findByRole('heading', { name: 'No people found' });
    expect(screen.getByText(/Nobody has shared a health passport with you yet/)).toBeTruthy();
  });

  it('shows a failed list with a retry', async () => {
    let fail = true;
    mockFetch({
      ...signInAs([Role.HEALTH_COACH]),
      [`GET ${USERS}`]: () =>
        fail
          ? json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500)
          : json(aPage([ANNA])),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/individuals');
    const panel = await screen.findByRole(
      'region',
      { name: 'The list could not be loaded' },
      { timeout: 5000 },
    );
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Anna Jansen');
  });
});

describe('a preset name filter: /?searchConsumer= (customer-journey §2)', () => {
  it('opens the individuals list searched for it, the box filled in, without asking for everyone first', async () => {
    const fetchMock = mockFetch({
      ...signInAs([Role.HEALTH_COACH]),
      [`GET ${USERS}`]: ({ url }) =>
        json(url.searchParams.get('name') === 'anna' ? aPage([ANNA]) : aPage([BRAM])),
    });
    const { router } = renderAt('/?searchConsumer=anna');

    await screen.findByText('Anna Jansen');
    expect(router.state.location.pathname).toBe('/individuals');
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveProperty('value', 'anna');
    expect(screen.queryByText('Bram de Vries')).toBeNull();
    expect(searchesSent(fetchMock)).toEqual([{ name: 'anna', page: '0' }]);
  });

  it('also for staff whose home is elsewhere, and for a returnUrl to the list', async () => {
    mockFetch({
      ...signInAs([Role.CONSUMER, Role.DATA_EXPERT]),
      [`GET ${USERS}`]: ({ url }) =>
        json(url.searchParams.get('name') === 'anna' ? aPage([ANNA]) : aPage([BRAM])),
    });
    const { router } = renderAt('/?returnUrl=%2Fusers%3Fpage%3D2&searchConsumer=anna');
    await screen.findByText('Anna Jansen');
    // A new search starts on the first page.
    expect(router.state.location.pathname + router.state.location.search).toBe('/users?name=anna');
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveProperty('value', 'anna');
  });

  it('is ignored for people without the individuals list, and beside a returnUrl elsewhere', async () => {
    const consumerFetch = mockFetch({ ...signInAs([Role.CONSUMER]) });
    const consumer = renderAt('/?searchConsumer=anna');
    await waitFor(() => expect(consumer.router.state.location.pathname).toBe('/onboarding'));
    expect(consumer.router.state.location.search).toBe('');
    expect(searchesSent(consumerFetch)).toEqual([]);
    consumer.unmount();

    const coachFetch = mockFetch({ ...signInAs([Role.HEALTH_COACH]) });
    const coach = renderAt('/?returnUrl=%2Fprofile&searchConsumer=anna');
    await waitFor(() => expect(coach.router.state.location.pathname).toBe('/profile'));
    expect(coach.router.state.location.search).toBe('');
    expect(searchesSent(coachFetch)).toEqual([]);
  });
});

describe('choosing a person', () => {
  beforeEach(() => window.localStorage.clear());

  /** The passport pages then load the person's passports. */
  const annasPassports: Record<string, MockHandler> = {
    'GET /api/v2/users/HP00000001/health-passports': () =>
      json({
        person: {
          serviceNumber: 'HP00000001',
          givenName: 'Anna',
          familyName: 'Jansen',
          birthDate: null,
          gender: 'Female',
        },
        passports: [
          {
            id: 'p1',
            packageCode: 'standard_performance',
            status: 'PUBLISHED',
            displayName: 'Health check',
            localizedProductName: 'Health check',
            createdDate: '2026-01-01T10:00:00.000Z',
            updatedDate: '2026-01-01T10:00:00.000Z',
            remeasurementType: null,
          },
        ],
      }),
  };

  const storedPerson = () =>
    JSON.parse(window.localStorage.getItem(STORAGE_KEYS.CONSUMER) ?? 'null') as unknown;
  const selected = {
    serviceNumber: 'HP00000001',
    givenName: 'Anna',
    middleName: null,
    familyName: 'Jansen',
    birthDate: '1984-03-09',
    gender: 'Female',
  };

  it('View health passport selects the person and opens /my-health', async () => {
    const fetchMock = mockFetch({
      ...signInAs([Role.HEALTH_COACH]),
      ...annasPassports,
      [`GET ${USERS}`]: () => json(aPage([ANNA])),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/individuals');
    await user.click(await screen.findByRole('button', { name: 'View health passport: Anna Jansen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-health'));
    // The consumer context keeps the person, not their e-mail address.
    expect(storedPerson()).toEqual(selected);
    expect(variablesSentTo(fetchMock, 'ActivateShare')).toEqual([]);
  });

  it('activates the share first for an external viewer', async () => {
    const fetchMock = mockFetch({
      ...signInAs([Role.EXTERNAL]),
      ...annasPassports,
      [`GET ${USERS}`]: () => json(aPage([ANNA])),
      'GQL ActivateShare': () => gqlData({ activateShare: { id: 'share-1', healthPassportIds: ['p1'] } }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/users');
    await user.click(await screen.findByRole('button', { name: 'View health passport: Anna Jansen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-health'));
    expect(variablesSentTo(fetchMock, 'ActivateShare')).toEqual([{ sharerServiceNumber: 'HP00000001' }]);
    expect(storedPerson()).toEqual(selected);
  });

  it('reports a failed activation and still opens the passport', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      ...signInAs([Role.EXTERNAL]),
      ...annasPassports,
      [`GET ${USERS}`]: () => json(aPage([ANNA])),
      'GQL ActivateShare': () => gqlError('notFound', 'There is no share to activate'),
    });
    const beacon = vi.mocked(navigator.sendBeacon);
    const reportsBefore = beacon.mock.calls.length;
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/users');
    await user.click(await screen.findByRole('button', { name: 'View health passport: Anna Jansen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-health'));
    expect(storedPerson()).toEqual(selected);
    // Reported once, although both the GraphQL client and the page report it.
    expect(beacon.mock.calls.length - reportsBefore).toBe(1);
    expect(log).toHaveBeenCalled();
  });

  it('View measurements selects the person and opens their measurements', async () => {
    mockFetch({ ...signInAs([Role.ONBOARDER]), [`GET ${USERS}`]: () => json(aPage([ANNA])) });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/individuals');
    await user.click(await screen.findByRole('button', { name: 'View measurements: Anna Jansen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/measurements/HP00000001'));
    expect(storedPerson()).toEqual(selected);
  });
});

describe('unlocking a health passport', () => {
  const PUBLISH = 'POST /api/v2/health-coach/HP00000001/passport/publish';

  async function unlockAnna(answer: MockHandler, button = 'Unlock health passport: Anna Jansen') {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = mockFetch({
      ...signInAs([Role.DATA_EXPERT]),
      [`GET ${USERS}`]: () => json(aPage([ANNA])),
      [PUBLISH]: answer,
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/individuals');
    await user.click(await screen.findByRole('button', { name: button }));
    return fetchMock;
  }

  it('says the passport is unlocked', async () => {
    const fetchMock = await unlockAnna(() => json({ id: 'HP00000001-p0', status: 'PUBLISHED' }));
    const status = await screen.findByText(
      'The health passport of Anna Jansen is unlocked: Anna Jansen can now see the results.',
    );
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(
        ([input, init]) => String(input).endsWith('/passport/publish') && init?.method === 'POST',
      ),
    ).toHaveLength(1);
  });

  it('explains a known refusal in the interface language', async () => {
    await unlockAnna(() =>
      json({ error: { code: 'notReadyToUnlock', message: 'The health passport is not ready yet' } }, 409),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This health passport cannot be unlocked yet: its results are not computed.',
    );
  });

  it("shows the server's message for another failure, and a generic one without", async () => {
    await unlockAnna(() =>
      json({ error: { code: 'somethingNew', message: 'Passport locked by an audit' } }, 409),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Passport locked by an audit');
  });

  it('shows a generic message when the server could not be reached', async () => {
    await unlockAnna(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The health passport could not be unlocked. Please try again.',
    );
  });

  it('speaks Dutch', async () => {
    await i18n.changeLanguage('nl-NL');
    try {
      await unlockAnna(
        () => json({ id: 'HP00000001-p0', status: 'PUBLISHED' }),
        'Gezondheidspaspoort vrijgeven: Anna Jansen',
      );
      expect(
        await screen.findByText(
          'Het gezondheidspaspoort van Anna Jansen is vrijgegeven: Anna Jansen kan de uitslagen nu zien.',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Personen' })).toBeTruthy();
      expect(screen.getByRole('searchbox', { name: 'Personen zoeken' }).getAttribute('placeholder')).toBe(
        'Zoek op naam, e-mailadres of servicenummer',
      );
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });
});
