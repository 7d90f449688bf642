import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RoutePath } from '@health-passport/domain';
import { changeLocale } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, gqlError, mockFetch, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { recordSavedFiles } from '../../test/savedFiles';

const URL_1 = '/api/v2/personal-data/exports/e1/my-data.zip?expires=1&signature=first';
const URL_2 = '/api/v2/personal-data/exports/e1/my-data.zip?expires=2&signature=fresh';

function anExport(status: string, overrides: Record<string, unknown> = {}) {
  const ready = status === 'READY';
  return {
    status,
    requestedAt: status === 'NONE' ? null : '2026-11-20T10:00:00.000Z',
    readyAt: ready ? '2026-11-20T10:01:00.000Z' : null,
    expiresAt: ready ? '2026-11-27T10:01:00.000Z' : null,
    sizeBytes: ready ? 2048 : null,
    url: ready ? URL_1 : null,
    urlExpiresAt: ready ? '2026-11-20T10:11:00.000Z' : null,
    ...overrides,
  };
}

/** The privacy page with the export's answers in turn (the last one repeats). */
function showPrivacyPage(exports: unknown[], handlers: Record<string, MockHandler> = {}) {
  const answers = [...exports];
  const fetchMock = mockFetch({
    'GQL CurrentUser': () => gqlData({ me: aUser() }),
    'GQL MyConsentHistory': () => gqlData({ myConsentHistory: [] }),
    'GQL MyHealthDataViews': () => gqlData({ myHealthDataViews: [] }),
    'GQL MyDataExport': () => gqlData({ myDataExport: answers.length > 1 ? answers.shift() : answers[0] }),
    ...handlers,
  });
  startSession(someTokens());
  renderAt(RoutePath.PRIVACY);
  return fetchMock;
}

const section = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Download your data' })).closest('section') as HTMLElement,
  );

/** The polling interval is 2 s: the next answer comes within a few. */
const POLL = { timeout: 6000 };

let saved: string[];

beforeEach(() => {
  saved = recordSavedFiles();
});

describe('Download my data on the privacy page', () => {
  it('prepares the data on request, says so while it is prepared, and offers the download when ready', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = showPrivacyPage(
      [anExport('NONE'), anExport('PREPARING'), anExport('READY'), anExport('READY', { url: URL_2 })],
      {
        'GQL RequestMyDataExport': () => gqlData({ requestMyDataExport: anExport('PREPARING') }),
        'GET /api/v2/personal-data/exports/e1/my-data.zip': () =>
          new Response(new Blob(['PK zip']), {
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': 'attachment; filename="my-data.zip"',
            },
          }),
      },
    );
    const card = await section();
    await user.click(await card.findByRole('button', { name: 'Prepare my data' }));

    expect((await card.findByRole('status')).textContent).toContain('We are preparing your data');
    expect(card.queryByRole('button', { name: 'Prepare my data' })).toBeNull();

    const download = await card.findByRole('button', { name: 'Download my data' }, POLL);
    expect(card.getByRole('status').textContent).toContain('Your data is ready. You can download it until');
    await user.click(download);
    await vi.waitFor(() => expect(saved).toEqual(['my-data.zip']));
    // The link is asked for again at the moment of the download: the one shown may be minutes old.
    const zipCalls = fetchMock.mock.calls.filter(([input]) => String(input).includes('/my-data.zip'));
    expect(zipCalls.map(([input]) => String(input))).toEqual([URL_2]);
  }, 15_000);

  it('offers to try again when the data could not be prepared', async () => {
    const user = userEvent.setup({ delay: null });
    showPrivacyPage([anExport('FAILED')], {
      'GQL RequestMyDataExport': () => gqlData({ requestMyDataExport: anExport('PREPARING') }),
    });
    const card = await section();
    expect(await card.findByText(/We could not prepare your data/)).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Try again' }));
    expect((await card.findByRole('status')).textContent).toContain('We are preparing your data');
  });

  it('says so when the request fails, and shows one being prepared as it is', async () => {
    const user = userEvent.setup({ delay: null });
    showPrivacyPage([anExport('NONE')], {
      'GQL RequestMyDataExport': () => gqlError('internalError', 'Something went wrong', 500),
    });
    const card = await section();
    await user.click(await card.findByRole('button', { name: 'Prepare my data' }));
    expect((await card.findByRole('alert')).textContent).toContain('We could not start preparing your data');
  });

  it('shows an export being prepared elsewhere (another tab) instead of an error', async () => {
    const user = userEvent.setup({ delay: null });
    showPrivacyPage([anExport('NONE'), anExport('PREPARING')], {
      'GQL RequestMyDataExport': () => gqlError('exportAlreadyRunning', 'Being prepared', 409),
    });
    const card = await section();
    await user.click(await card.findByRole('button', { name: 'Prepare my data' }));
    expect((await card.findByRole('status')).textContent).toContain('We are preparing your data');
    expect(card.queryByRole('alert')).toBeNull();
  });

  it('speaks Dutch', async () => {
    await changeLocale('nl-NL');
    showPrivacyPage([anExport('READY')]);
    const card = within(
      (await screen.findByRole('heading', { name: 'Je gegevens downloaden' })).closest(
        'section',
      ) as HTMLElement,
    );
    expect(await card.findByRole('button', { name: 'Mijn gegevens downloaden' })).toBeTruthy();
    expect(card.getByRole('status').textContent).toContain('Je gegevens staan klaar');
    await changeLocale('en-US');
  });
});
