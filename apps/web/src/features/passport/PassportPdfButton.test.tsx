import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PassportStatus, Role } from '@health-passport/domain';
import { changeLocale } from '../../lib/i18n';
import { json, mockFetch, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { aLayout, aPassport, signInAs, someRoutes } from './passportMocks';

const PUBLISHED = aPassport(
  'p1',
  PassportStatus.PUBLISHED,
  '2026-03-01T10:00:00.000Z',
  'Premium Performance',
);
const PDF_EN = '/api/v2/health-passports/p1/report/en_US.pdf';
const PDF_NL = '/api/v2/health-passports/p1/report/nl_NL.pdf';

/** The first passport page of a file loads the lazy page chunk with the whole catalogue. */
const PAGE_LOAD = { timeout: 5000 };
/** Whichever test runs first waits for that chunk. */
const TEST_TIMEOUT = 15_000;

function aPdf(fileName: string): Response {
  return new Response(new Blob(['%PDF-1.7 anna']), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}

function consumerWith(handlers: Record<string, MockHandler>) {
  return mockFetch({
    ...signInAs([Role.CONSUMER]),
    'GET /api/v2/users/me/health-passport': () => json([PUBLISHED]),
    'GET /api/v2/p1/routes': () => json(someRoutes('p1')),
    'GET /api/v2/p1/my-health': () => json(aLayout({ title: 'Your health at a glance' })),
    ...handlers,
  });
}

const pdfCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/report/'));

/** What the browser was handed to save: the name of each download started. */
let saved: string[];

beforeEach(() => {
  saved = [];
  // jsdom makes no object urls; this file's environment is its own.
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href === 'blob:pdf') saved.push(this.download);
  });
});

describe('Download PDF on the passport pages', () => {
  it(
    'downloads the published passport in the interface language, busy while the server makes it',
    async () => {
      let answer: ((response: Response) => void) | undefined;
      const fetchMock = consumerWith({
        [`GET ${PDF_EN}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      const user = userEvent.setup({ delay: null });
      renderAt('/my-health');
      const article = await screen.findByRole('article', { name: 'Your health at a glance' }, PAGE_LOAD);

      await user.click(within(article).getByRole('button', { name: 'Download PDF' }));
      expect(await within(article).findByRole('progressbar', { name: 'Making the PDF…' })).toBeTruthy();
      await waitFor(() => expect(answer).toBeDefined());
      // The session's bearer token goes along: the server checks who may read the passport.
      expect(new Headers(pdfCalls(fetchMock)[0]![1]?.headers).get('Authorization')).toMatch(/^Bearer /);
      act(() => answer!(aPdf('Health passport Anna de Vries 2026-03-01.pdf')));

      await waitFor(() => expect(saved).toEqual(['Health passport Anna de Vries 2026-03-01.pdf']));
      await waitFor(() => expect(within(article).queryByRole('progressbar')).toBeNull());
      expect(screen.queryByRole('alert')).toBeNull();
    },
    TEST_TIMEOUT,
  );

  it(
    'works from the keyboard and says so when the PDF cannot be made',
    async () => {
      let fail = true;
      const fetchMock = consumerWith({
        [`GET ${PDF_EN}`]: () =>
          fail
            ? json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500)
            : aPdf('Health passport.pdf'),
      });
      const user = userEvent.setup({ delay: null });
      renderAt('/my-health');
      const button = await screen.findByRole('button', { name: 'Download PDF' }, PAGE_LOAD);

      act(() => button.focus());
      await user.keyboard('{Enter}');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe('The PDF could not be made. Please try again.');
      expect(saved).toEqual([]);

      fail = false;
      await user.keyboard(' ');
      await waitFor(() => expect(saved).toEqual(['Health passport.pdf']));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(pdfCalls(fetchMock)).toHaveLength(2);
    },
    TEST_TIMEOUT,
  );

  it(
    'is in Dutch and asks for the Dutch PDF when the interface is Dutch',
    async () => {
      const fetchMock = consumerWith({
        [`GET ${PDF_NL}`]: () => aPdf('Gezondheidspaspoort Anna de Vries 2026-03-01.pdf'),
      });
      const user = userEvent.setup({ delay: null });
      await act(() => changeLocale('nl-NL'));
      renderAt('/my-health');

      await user.click(await screen.findByRole('button', { name: 'PDF downloaden' }, PAGE_LOAD));
      await waitFor(() => expect(saved).toEqual(['Gezondheidspaspoort Anna de Vries 2026-03-01.pdf']));
      expect(pdfCalls(fetchMock).map(([input]) => String(input))).toEqual([PDF_NL]);
    },
    TEST_TIMEOUT,
  );
});
