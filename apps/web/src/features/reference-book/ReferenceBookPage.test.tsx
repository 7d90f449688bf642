import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REFERENCE_BOOK_API,
  ResultColor,
  Role,
  STAFF_NOTICE_COOKIE,
  type ReferenceBook,
  type ReferenceBookBand,
} from '@health-passport/domain';
import { writeCookie } from '../../lib/cookies';
import { changeLocale } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, json, mockFetch, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';

const tx = (en: string, nl: string) => ({ en, nl });

function aBand(from: number | null, to: number | null, color: ResultColor, label: string): ReferenceBookBand {
  return {
    from,
    to,
    color,
    colourName: tx(
      color === ResultColor.GREEN ? 'Green' : 'Orange',
      color === ResultColor.GREEN ? 'Groen' : 'Oranje',
    ),
    colourWord: tx(color === ResultColor.GREEN ? 'Good' : 'Needs attention', 'Goed'),
    label: tx(label, `${label} (nl)`),
    advice: tx(`Card text for ${label}.`, `Kaarttekst voor ${label}.`),
    meaning: tx(`Page text for ${label}.`, `Paginatekst voor ${label}.`),
    gp: color === ResultColor.GREEN ? null : tx('See your GP.', 'Ga naar je huisarts.'),
  };
}

const BOOK: ReferenceBook = {
  version: '2026.2',
  measures: [
    {
      id: 'waistCircumference',
      name: tx('Waist circumference', 'Buikomvang'),
      unit: tx('cm', 'cm'),
      decimals: 1,
      plausible: { min: 40, max: 250 },
      higherIsBetter: false,
      combinedCategory: true,
      canBeEstimate: false,
      source: {
        name: 'WHO',
        citation: 'Waist circumference and waist-hip ratio. Geneva: WHO; 2011.',
        url: 'https://iris.who.int/handle/10665/44583',
        year: 2011,
      },
      minors: {
        rule: 'notRated',
        below: 18,
        from: null,
        source: 'WHO waist cut-offs are for adults.',
        text: tx('Under 18 years: not rated.', 'Onder 18 jaar: niet beoordeeld.'),
      },
      groups: [
        {
          sex: 'Male',
          ageFrom: 18,
          ageTo: null,
          bands: [
            aBand(null, 94.1, ResultColor.GREEN, 'Low risk'),
            aBand(94.1, null, ResultColor.ORANGE, 'Increased risk'),
          ],
        },
        {
          sex: 'Female',
          ageFrom: null,
          ageTo: 17,
          bands: [aBand(null, null, ResultColor.GREEN, 'Not rated')],
        },
      ],
    },
  ],
};

function signInAs(groups: Role[], handlers: Record<string, MockHandler> = {}) {
  writeCookie(STAFF_NOTICE_COOKIE, '1', 3600);
  startSession(someTokens());
  return mockFetch({
    'GQL CurrentUser': () => gqlData({ me: aUser({ identityInformation: { groups } }) }),
    ...handlers,
  });
}

/** What the browser was handed to save: the name of each download started. */
let saved: string[];

beforeEach(async () => {
  await changeLocale('en-US');
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href === 'blob:pdf') saved.push(this.download);
  });
});

describe('the reference book page', () => {
  it("shows a doctor every result's bands by sex and age, with colours, texts and the source", async () => {
    signInAs([Role.DOCTOR], { [`GET ${REFERENCE_BOOK_API.book}`]: () => json(BOOK) });
    renderAt('/reference-book');

    const page = await screen.findByRole('article', { name: 'Reference book' });
    expect(within(page).getByText('Reference table version 2026.2')).toBeTruthy();
    const contents = within(page).getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Waist circumference' }).getAttribute('href')).toBe(
      '#result-waistCircumference',
    );
    const waist = within(page).getByRole('region', { name: 'Waist circumference' });
    expect(within(waist).getByText('WHO (2011)')).toBeTruthy();
    expect(within(waist).getByText(/come from a category taken from more than this value/)).toBeTruthy();
    // What children and young people get, with its source.
    expect(within(waist).getByText('Children and young people:').parentElement?.textContent).toBe(
      'Children and young people: Under 18 years: not rated. WHO waist cut-offs are for adults.',
    );
    expect(within(waist).getByRole('link', { name: 'https://iris.who.int/handle/10665/44583' })).toBeTruthy();

    const men = within(waist).getByRole('table', { name: 'Waist circumference: Men, 18 years and over' });
    const rows = within(men).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'below 94.1 cm',
      '94.1 cm and above',
    ]);
    expect(within(rows[1]!).getByText('Orange (Needs attention)')).toBeTruthy();
    expect(within(rows[1]!).getByText('Increased risk')).toBeTruthy();
    expect(within(rows[1]!).getByText('Card text for Increased risk.')).toBeTruthy();
    expect(within(rows[1]!).getByText('See your GP.')).toBeTruthy();
    expect(
      within(waist).getByRole('table', { name: 'Waist circumference: Women, under 18 years' }),
    ).toBeTruthy();
  });

  it('speaks Dutch in Dutch', async () => {
    await changeLocale('nl-NL');
    signInAs([Role.HEALTH_COACH], { [`GET ${REFERENCE_BOOK_API.book}`]: () => json(BOOK) });
    renderAt('/reference-book');

    const waist = await screen.findByRole('region', { name: 'Buikomvang' });
    const men = within(waist).getByRole('table', { name: 'Buikomvang: Mannen, 18 jaar en ouder' });
    expect(within(men).getByText('onder 94,1 cm')).toBeTruthy();
    expect(within(men).getByText('Kaarttekst voor Low risk.')).toBeTruthy();
    expect(within(waist).getByText('Kinderen en jongeren:').parentElement?.textContent).toContain(
      'Onder 18 jaar: niet beoordeeld.',
    );
  });

  it('downloads the PDF the server makes of the same book', async () => {
    const fetchMock = signInAs([Role.DATA_EXPERT], {
      [`GET ${REFERENCE_BOOK_API.book}`]: () => json(BOOK),
      [`GET ${REFERENCE_BOOK_API.pdf}`]: () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="Reference book 2026.2.pdf"',
          },
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/reference-book');

    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['Reference book 2026.2.pdf']));
    const pdfCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith(REFERENCE_BOOK_API.pdf));
    expect(new Headers(pdfCall![1]?.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('says when the book cannot be loaded, and tries again', async () => {
    let fail = true;
    signInAs([Role.DOCTOR], {
      [`GET ${REFERENCE_BOOK_API.book}`]: () =>
        fail ? json({ error: { code: 'internal', message: 'Down' } }, 500) : json(BOOK),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/reference-book');

    expect(await screen.findByText('The reference book could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Waist circumference' })).toBeTruthy();
  });

  it('is not for consumers', async () => {
    const fetchMock = signInAs([Role.CONSUMER]);
    renderAt('/reference-book');

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Reference book' })).toBeNull());
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('reference-book'))).toBe(false);
  });
});
