import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Role } from '@health-passport/domain';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { bodiesSentTo, gqlData, json, mockFetch, type MockHandler } from '../../test/fetchMock';
import { renderAt, viewerWith } from '../../test/render';

const PATH = '/api/v2/questionaire';
const consumer = viewerWith({ roles: [Role.CONSUMER] });

/**
 * The questionnaire as the server sends it (FormGroup[] JSON), with saved answers as dataValue and answers of
 * the last visit that are not saved yet as defaultValue.
 */
function questionnaire(
  saved: Record<string, string> = {},
  language: 'en' | 'nl' = 'en',
  lastVisit: Record<string, string> = {},
) {
  const en = language === 'en';
  const answer = (dataKey: string) =>
    saved[dataKey] !== undefined
      ? { dataValue: saved[dataKey] }
      : lastVisit[dataKey] !== undefined
        ? { defaultValue: lastVisit[dataKey] }
        : {};
  return [
    {
      label: en ? 'Introduction' : 'Introductie',
      fields: [{ type: 'CategoryDescription', dataKey: '', label: en ? 'Welcome' : 'Welkom' }],
    },
    {
      label: en ? 'Wellbeing' : 'Welzijn',
      fields: [
        {
          type: 'RadioGroup',
          dataKey: 'who5_1',
          label: en ? 'I have felt cheerful' : 'Ik voelde me opgewekt',
          required: true,
          options: [
            { label: en ? 'Yes' : 'Ja', value: 'yes' },
            { label: en ? 'No' : 'Nee', value: 'no' },
          ],
          ...answer('who5_1'),
        },
      ],
    },
    {
      label: en ? 'Sleep' : 'Slaap',
      fields: [
        {
          type: 'TextField',
          dataKey: 'sleepHours',
          label: en ? 'Hours of sleep' : 'Uren slaap',
          numeric: true,
          required: true,
          ...answer('sleepHours'),
        },
      ],
    },
    {
      label: en ? 'Conclusion' : 'Conclusie',
      fields: [{ type: 'CategoryDescription', dataKey: '', label: en ? 'Thank you!' : 'Bedankt!' }],
    },
  ];
}

/**
 * A questionnaire server in memory: GET answers the saved answers (and the last visit's for the rest), PUT
 * stores data items.
 */
function questionnaireServer(initial: Record<string, string> = {}, lastVisit: Record<string, string> = {}) {
  const saved = { ...initial };
  const languages: (string | null)[] = [];
  const get: MockHandler = ({ headers }) => {
    languages.push(headers.get('Accept-Language'));
    const language = headers.get('Accept-Language') === 'nl-NL' ? 'nl' : 'en';
    return json(questionnaire(saved, language, lastVisit));
  };
  const put: MockHandler = ({ body, headers }) => {
    languages.push(headers.get('Accept-Language'));
    for (const item of body as { dataKey: string; dataValue: string }[]) saved[item.dataKey] = item.dataValue;
    return json(questionnaire(saved, 'en', lastVisit));
  };
  return { saved, languages, handlers: { [`GET ${PATH}`]: get, [`PUT ${PATH}`]: put } };
}

const saveButton = () => screen.getAllByRole('button', { name: 'Save and continue' })[0] as HTMLElement;

describe('QuestionnairePage', () => {
  it('loads in the interface language with a title and intro, starting at the introduction', async () => {
    const server = questionnaireServer();
    mockFetch(server.handlers);
    renderAt('/onboarding/questionaire', { viewer: consumer });

    expect(await screen.findByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeTruthy();
    expect(screen.getByText(/takes about 30 minutes/)).toBeTruthy();
    expect(screen.getByText(/stop at any time and come back later/)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Introduction' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Health questionnaire · Health Passport'));
    expect(server.languages).toEqual(['en-US']);
  });

  it('saves a page with its data items, moves on, and resumes on the first incomplete page after a reload', async () => {
    const server = questionnaireServer();
    const fetchMock = mockFetch(server.handlers);
    const user = userEvent.setup({ delay: null });
    const first = renderAt('/onboarding/questionaire', { viewer: consumer });

    await screen.findByRole('heading', { level: 2, name: 'Introduction' });
    await user.click(saveButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Wellbeing' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(saveButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Sleep' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT', PATH)).toEqual([[], [{ dataKey: 'who5_1', dataValue: 'yes' }]]);
    expect(server.languages).toEqual(['en-US', 'en-US', 'en-US']);

    // A reload: a fresh app, which asks the server again and opens the first page that is not complete.
    first.unmount();
    renderAt('/onboarding/questionaire', { viewer: consumer });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sleep' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Form pages' });
    expect(within(nav).getByRole('button', { name: 'Wellbeing, 100% complete' })).toBeTruthy();
  });

  it('marks missing answers red and saves nothing', async () => {
    const server = questionnaireServer({ who5_1: 'no' });
    const fetchMock = mockFetch(server.handlers);
    const user = userEvent.setup({ delay: null });
    renderAt('/onboarding/questionaire', { viewer: consumer });

    await screen.findByRole('heading', { level: 2, name: 'Sleep' });
    await user.click(saveButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Some input is missing or incorrect. Please check the questions marked in red.',
    );
    expect(bodiesSentTo(fetchMock, 'PUT', PATH)).toEqual([]);
  });

  it('saves the last page and goes back to /onboarding', async () => {
    const server = questionnaireServer({ who5_1: 'yes' });
    const fetchMock = mockFetch(server.handlers);
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/onboarding/questionaire', { viewer: consumer });

    await user.type(await screen.findByRole('textbox', { name: 'Hours of sleep' }), '7,5');
    await user.click(saveButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Conclusion' })).toBeTruthy();
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(bodiesSentTo(fetchMock, 'PUT', PATH)).toEqual([[{ dataKey: 'sleepHours', dataValue: '7.5' }], []]);
    expect(server.saved).toEqual({ who5_1: 'yes', sleepHours: '7.5' });
  });

  it('starts with the answers of the last visit, says so, and saves each page only when it is confirmed', async () => {
    const server = questionnaireServer({}, { who5_1: 'no', sleepHours: '7' });
    const fetchMock = mockFetch(server.handlers);
    const user = userEvent.setup({ delay: null });
    const notice =
      'We filled in your answers from your last visit. Check each page and change what is different now.';
    const first = renderAt('/onboarding/questionaire', { viewer: consumer });

    // Nothing is saved yet: the walk starts at the introduction, with the notice above the form.
    expect(await screen.findByRole('heading', { level: 2, name: 'Introduction' })).toBeTruthy();
    expect(screen.getByText(notice)).toBeTruthy();
    await user.click(saveButton());
    expect(((await screen.findByRole('radio', { name: 'No' })) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(saveButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Sleep' })).toBeTruthy();
    expect(server.saved).toEqual({ who5_1: 'yes' });

    // A reload opens the first page whose answers are not confirmed yet, still filled in.
    first.unmount();
    const { router } = renderAt('/onboarding/questionaire', { viewer: consumer });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sleep' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Hours of sleep' }) as HTMLInputElement).value).toBe('7');
    await user.click(saveButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Conclusion' })).toBeTruthy();
    // Every answer is saved now: nothing is left from the last visit to check.
    expect(screen.queryByText(notice)).toBeNull();
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(bodiesSentTo(fetchMock, 'PUT', PATH)).toEqual([
      [],
      [{ dataKey: 'who5_1', dataValue: 'yes' }],
      [{ dataKey: 'sleepHours', dataValue: '7' }],
      [],
    ]);
  });

  it('says in Dutch that the answers come from the last visit', async () => {
    await i18n.changeLanguage('nl-NL');
    mockFetch(questionnaireServer({}, { who5_1: 'no' }).handlers);
    renderAt('/onboarding/questionaire', { viewer: consumer });

    expect(
      await screen.findByText(
        'We hebben je antwoorden van je vorige bezoek alvast ingevuld. Controleer elke pagina en pas aan wat nu anders is.',
      ),
    ).toBeTruthy();
  });

  it('shows an empty state with a link to the shop when there is no passport', async () => {
    mockFetch({
      [`GET ${PATH}`]: () =>
        json({ error: { code: 'needsExistingHealthPassport', message: 'No health passport' } }, 404),
    });
    renderAt('/onboarding/questionaire', { viewer: consumer });

    expect(
      await screen.findByRole('heading', { level: 2, name: "You don't have a health check yet" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });

  it('shows the reload message and a way back when the questionnaire cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ [`GET ${PATH}`]: () => json({ error: { code: 'internal', message: 'Boom' } }, 500) });
    renderAt('/onboarding/questionaire', { viewer: consumer });

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Something went wrong, please reload the page.');
    expect(within(alert).getByRole('link', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to onboarding' }).getAttribute('href')).toBe('/onboarding');
  });

  it('shows the reload message when a save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = questionnaireServer();
    mockFetch({
      ...server.handlers,
      [`PUT ${PATH}`]: () => json({ error: { code: 'x', message: 'x' } }, 400),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/onboarding/questionaire', { viewer: consumer });

    await screen.findByRole('heading', { level: 2, name: 'Introduction' });
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong, please reload the page.',
    );
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('asks for and shows the questionnaire in Dutch', async () => {
    await i18n.changeLanguage('nl-NL');
    const server = questionnaireServer();
    mockFetch(server.handlers);
    renderAt('/onboarding/questionaire', { viewer: consumer });

    expect(await screen.findByRole('heading', { level: 1, name: 'Gezondheidsvragenlijst' })).toBeTruthy();
    expect(screen.getByText(/duurt ongeveer 30 minuten/)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Introductie' })).toBeTruthy();
    expect(server.languages).toEqual(['nl-NL']);
  });

  it('keeps the open page and the typed answers when the language changes', async () => {
    const server = questionnaireServer({ who5_1: 'yes' });
    mockFetch(server.handlers);
    const user = userEvent.setup({ delay: null });
    renderAt('/onboarding/questionaire', { viewer: consumer });

    await user.type(await screen.findByRole('textbox', { name: 'Hours of sleep' }), '8');
    await act(() => i18n.changeLanguage('nl-NL'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Slaap' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Uren slaap' }) as HTMLInputElement).value).toBe('8');
    expect(server.languages).toEqual(['en-US', 'nl-NL']);
  });

  it('says about 5 minutes for the short questionnaire of the hospital package', async () => {
    const server = questionnaireServer();
    mockFetch({
      ...server.handlers,
      'GQL CurrentUser': () => gqlData({ me: aUser() }),
      'GET /api/v2/users/me/health-passport': () =>
        json([
          {
            id: 'p1',
            packageCode: 'Diameter_ZGT_1',
            status: 'CREATED',
            displayName: 'Diameter',
            localizedProductName: 'Diameter',
            createdDate: '2026-06-01T10:00:00.000Z',
            updatedDate: '2026-06-01T10:00:00.000Z',
            remeasurementType: null,
          },
        ]),
    });
    startSession(someTokens());
    renderAt('/onboarding/questionaire');

    expect(await screen.findByText(/takes about 5 minutes/)).toBeTruthy();
  });
});
