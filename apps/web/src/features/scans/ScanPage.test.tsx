import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PassportStatus, Role } from '@health-passport/domain';
import { i18n } from '../../lib/i18n';
import { startSession } from '../../lib/session';
import { aUser, someTokens } from '../../test/builders';
import { gqlData, gqlError, json, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';

const PASSPORT = {
  id: 'p1',
  packageCode: 'performance_premium',
  status: PassportStatus.PUBLISHED,
  displayName: 'Performance Premium',
  localizedProductName: 'Performance Premium',
  createdDate: '2026-03-01T10:00:00.000Z',
  updatedDate: '2026-03-01T10:00:00.000Z',
  remeasurementType: null,
};

const mediaUrl = (name: string) =>
  `/api/v2/scans/p1/media/${name}?expires=1772445000&viewer=user-1&signature=abc`;

const SCANS = {
  id: 'p1',
  data: [
    { key: 'MyScans:LV_EF', value: '62' },
    { key: 'MyScans:LV_ED_Volume', value: '104.5' },
    { key: 'MyScans:Heart_Assessment', value: 'Normal size and function of both ventricles.' },
    { key: 'MyScans:Abdo_AAA_Measurements', value: '17.5' },
  ],
  media: [
    { key: 'MyScans:4CH_Image', kind: 'image', url: mediaUrl('a.png') },
    { key: 'MyScans:Doppler_Image', kind: 'image', url: mediaUrl('b.png') },
    { key: 'MyScans:Heart_Video', kind: 'video', url: mediaUrl('c.webm') },
    { key: 'MyScans:Abdo_AAA_Image', kind: 'image', url: mediaUrl('d.png') },
  ],
};

/** A signed-in consumer whose published passport p1 answers myScansData with `scans`. */
function consumerWithScans(scans: MockHandler) {
  startSession(someTokens());
  return mockFetch({
    'GQL CurrentUser': () => gqlData({ me: aUser({ identityInformation: { groups: [Role.CONSUMER] } }) }),
    'GQL HealthPassportHasProgram': () => gqlData({ healthPassportHasProgram: false }),
    'GET /api/v2/users/me/health-passport': () => json([PASSPORT]),
    'GET /api/v2/p1/routes': () => json({ passportId: 'p1', routes: [] }),
    'GQL MyScansData': scans,
  });
}

const text = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ');

describe('the scan page', () => {
  it('shows the heart ultrasound values with their units, the assessment and only heart media', async () => {
    const fetchMock = consumerWithScans(() => gqlData({ myScansData: SCANS }));
    renderAt('/my-statistics/my-scans/heart-ultrasound');

    expect(await screen.findByRole('heading', { level: 1, name: 'Heart ultrasound' })).toBeTruthy();
    const values = await screen.findByRole('region', { name: 'Measured values' });
    const terms = within(values).getAllByRole('term').map(text);
    const amounts = within(values).getAllByRole('definition').map(text);
    expect(terms).toEqual(['Left ventricular ejection fraction', 'Left ventricular end-diastolic volume']);
    expect(amounts).toEqual(['62 %', '104.5 ml']);
    expect(screen.getByText('Normal size and function of both ventricles.')).toBeTruthy();
    // The abdominal scan's value and image belong to the other page.
    expect(screen.queryByText('Largest aortic diameter')).toBeNull();
    const images = within(screen.getByRole('region', { name: 'Images' })).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([mediaUrl('a.png'), mediaUrl('b.png')]);
    expect(images[0]!.getAttribute('alt')).toBe('Ultrasound image of your heart showing its four chambers');
    expect(variablesSentTo(fetchMock, 'MyScansData')).toEqual([{ healthPassportId: 'p1' }]);
    await waitFor(() => expect(document.title).toBe('Heart ultrasound · Health Passport'));
  });

  it('speaks Dutch: labels, decimal comma and the abdominal page', async () => {
    await i18n.changeLanguage('nl-NL');
    consumerWithScans(() => gqlData({ myScansData: SCANS }));
    renderAt('/my-statistics/my-scans/abdominal-ultrasound');

    expect(await screen.findByRole('heading', { level: 1, name: 'Echo buik' })).toBeTruthy();
    const values = await screen.findByRole('region', { name: 'Gemeten waarden' });
    expect(within(values).getAllByRole('term').map(text)).toEqual(['Grootste diameter aorta']);
    expect(within(values).getAllByRole('definition').map(text)).toEqual(['17,5 mm']);
    const [image] = within(screen.getByRole('region', { name: 'Beelden' })).getAllByRole('img');
    expect(image!.getAttribute('alt')).toMatch(/^Echodoorsnede van uw buikaorta/);
    expect(screen.queryByRole('region', { name: "Video's" })).toBeNull();
  });

  it('opens an image in the lightbox from its thumbnail, and closes it with Escape', async () => {
    const user = userEvent.setup({ delay: null });
    consumerWithScans(() => gqlData({ myScansData: SCANS }));
    renderAt('/my-statistics/my-scans/heart-ultrasound');

    await user.click(
      await screen.findByRole('button', {
        name: /Doppler ultrasound of the blood flowing through a heart valve/,
      }),
    );
    const lightbox = await screen.findByRole('dialog', { name: 'Enlarged scan image' });
    expect(within(lightbox).getByText('Doppler image')).toBeTruthy();
    expect(within(lightbox).getByRole('button', { name: 'Previous image' })).toBeTruthy();
    const shown = within(lightbox)
      .getAllByRole('img')
      .map((img) => img.getAttribute('src'));
    expect(shown).toContain(mediaUrl('b.png'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enlarged scan image' })).toBeNull());
  });

  it('plays the heart video with controls, loading only its metadata, described in words', async () => {
    consumerWithScans(() => gqlData({ myScansData: SCANS }));
    renderAt('/my-statistics/my-scans/heart-ultrasound');

    const videos = await screen.findByRole('region', { name: 'Videos' });
    const video = videos.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(mediaUrl('c.webm'));
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    const description = document.getElementById(video.getAttribute('aria-describedby')!);
    expect(description?.textContent).toMatch(
      /^A moving ultrasound image of your beating heart, without sound/,
    );
    expect(within(videos).getByText('Heart ultrasound video')).toBeTruthy();
  });

  it('says so when the passport has no scan results yet', async () => {
    consumerWithScans(() => gqlData({ myScansData: { id: 'p1', data: [], media: [] } }));
    renderAt('/my-statistics/my-scans/heart-ultrasound');

    expect(await screen.findByRole('heading', { name: 'No scan results in this passport yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my statistics' }).getAttribute('href')).toBe(
      '/my-statistics',
    );
  });

  it('shows the server error with a retry that loads the results', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    let fail = true;
    consumerWithScans(() =>
      fail ? gqlError('internalError', 'Something went wrong') : gqlData({ myScansData: SCANS }),
    );
    renderAt('/my-statistics/my-scans/heart-ultrasound');

    const error = await screen.findByRole('region', { name: 'The scan results could not be loaded' });
    expect(
      within(error).getByText('Something went wrong while loading this page. Please try again later.'),
    ).toBeTruthy();
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Measured values' })).toBeTruthy();
  });

  it('answers an unknown scan with the not-found page, without asking for scans', async () => {
    const fetchMock = consumerWithScans(() => gqlData({ myScansData: SCANS }));
    renderAt('/my-statistics/my-scans/knee-ultrasound');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'MyScansData')).toEqual([]);
  });
});
