import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PassportStatus, Role, STORAGE_KEYS } from '@health-passport/domain';
import { json, mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { aLayout, aPassport, SCANS_UPSELL, signInAs, someRoutes, staffWithSelected } from './passportMocks';

const CURRENT = aPassport('p1', PassportStatus.PUBLISHED, '2026-03-01T10:00:00.000Z', 'Premium Performance');
const FIRST = aPassport('p0', PassportStatus.PUBLISHED, '2025-09-15T10:00:00.000Z', 'Standard Performance');

function consumerWithTwoPassports() {
  return mockFetch({
    ...signInAs([Role.CONSUMER]),
    'GET /api/v2/users/me/health-passport': () => json([CURRENT, FIRST]),
    'GET /api/v2/p1/routes': () => json(someRoutes('p1')),
    'GET /api/v2/p1/my-health': () => json(aLayout({ title: 'Your health in 2026' })),
    'GET /api/v2/p0/routes': () => json(someRoutes('p0')),
    'GET /api/v2/p0/my-health': () => json(aLayout({ title: 'Your health in 2025', passportId: 'p0' })),
  });
}

/** The first passport page of a file loads the lazy page chunk with the whole catalogue. */
const PAGE_LOAD = { timeout: 5000 };

const banner = () => screen.getByRole('banner');

describe('the passport chooser', () => {
  it("lists the person's passports and switches the pages to the chosen one", async () => {
    const fetchMock = consumerWithTwoPassports();
    const user = userEvent.setup({ delay: null });
    renderAt('/my-health');
    await screen.findByRole('heading', { level: 1, name: 'Your health in 2026' }, PAGE_LOAD);

    await user.click(
      within(banner()).getByRole('button', { name: 'Premium Performance 03/01/2026 (switch passport)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose a health passport' });
    const options = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(options).toEqual([
      'Premium PerformancePublished · created on 03/01/2026Shown now',
      'Standard PerformancePublished · created on 09/15/2025',
    ]);

    await user.click(within(dialog).getByRole('button', { name: /Standard Performance/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your health in 2025' }, PAGE_LOAD),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.PASSPORT_ID) ?? 'null')).toBe('p0');
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/v2/p0/my-health')).toBe(true);
    expect(
      within(banner()).getByRole('button', { name: 'Standard Performance 09/15/2025 (switch passport)' }),
    ).toBeTruthy();
  });

  it('is not there for an external user', async () => {
    mockFetch(staffWithSelected(Role.EXTERNAL, [CURRENT, FIRST]));
    renderAt('/profile');
    expect(await within(banner()).findByText('A. de Vries')).toBeTruthy();
    expect(within(banner()).queryByRole('button', { name: /switch passport/ })).toBeNull();
  });
});

describe('the client block', () => {
  it('shows the selected individual with gender and birth date, and copies the service number', async () => {
    mockFetch(staffWithSelected(Role.HEALTH_COACH, [CURRENT]));
    renderAt('/profile');

    const block = await within(banner()).findByRole('region', { name: 'Selected client' });
    expect(within(block).getByText('A. de Vries')).toBeTruthy();
    expect(within(block).getByText('F')).toBeTruthy();
    expect(within(block).getByText('Female')).toBeTruthy();
    expect(within(block).getByText('03/09/1984')).toBeTruthy();
    // The professional may also switch the individual's passport.
    expect(await within(banner()).findByRole('button', { name: /switch passport/ })).toBeTruthy();

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
    vi.useFakeTimers();
    // A keyboard press, as user-event cannot run on fake timers here.
    const copy = within(block).getByRole('button', { name: 'Copy service number HP-424242' });
    await act(async () => {
      fireEvent.keyDown(copy, { key: 'Enter' });
      fireEvent.keyUp(copy, { key: 'Enter' });
    });
    expect(writeText).toHaveBeenCalledWith('HP-424242');
    const status = within(block).getByRole('status');
    expect(status.textContent).toBe('Copied');

    await act(async () => vi.advanceTimersByTime(1999));
    expect(status.textContent).toBe('Copied');
    await act(async () => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('');
  });

  it('shows a man as M', async () => {
    const bram = {
      serviceNumber: 'HP-777',
      givenName: 'bram',
      middleName: null,
      familyName: 'Jansen',
      birthDate: null,
      gender: 'Male',
    };
    mockFetch(staffWithSelected(Role.DOCTOR, [CURRENT], bram));
    renderAt('/profile');
    const block = await within(banner()).findByRole('region', { name: 'Selected client' });
    expect(within(block).getByText('B. Jansen')).toBeTruthy();
    expect(within(block).getByText('M')).toBeTruthy();
  });

  it('hides the birth date and service number from an external user', async () => {
    mockFetch(staffWithSelected(Role.EXTERNAL, [CURRENT]));
    renderAt('/profile');
    const block = await within(banner()).findByRole('region', { name: 'Selected client' });
    expect(within(block).getByText('A. de Vries')).toBeTruthy();
    expect(within(block).queryByText('03/09/1984')).toBeNull();
    expect(within(block).queryByRole('button')).toBeNull();
    expect(block.textContent).not.toContain('HP-424242');
  });

  it('is not shown to a consumer', async () => {
    consumerWithTwoPassports();
    renderAt('/my-health');
    await screen.findByRole('heading', { level: 1, name: 'Your health in 2026' }, PAGE_LOAD);
    expect(within(banner()).queryByRole('region', { name: 'Selected client' })).toBeNull();
  });
});

describe('the passport menus', () => {
  it('open the sub-pages of My Health and My Statistics, with the upsell text of my scans', async () => {
    consumerWithTwoPassports();
    const user = userEvent.setup({ delay: null });
    renderAt('/my-health');
    await screen.findByRole('heading', { level: 1, name: 'Your health in 2026' }, PAGE_LOAD);

    await user.click(await screen.findByRole('button', { name: 'Pages of My Health' }));
    const health = await screen.findByRole('menu', { name: 'Pages of My Health' });
    expect(
      within(health)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Heart and circulation', 'Stress']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Pages of My Statistics' }));
    const statistics = await screen.findByRole('menu', { name: 'Pages of My Statistics' });
    const items = within(statistics).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/my-statistics/my-biomarkers',
      '/my-statistics/my-scans',
    ]);
    expect(items[1]!.textContent).toBe(`My scans${SCANS_UPSELL}`);
  });

  it('are listed in the hamburger menu below 1000 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    consumerWithTwoPassports();
    const user = userEvent.setup({ delay: null });
    renderAt('/my-health');
    await screen.findByRole('heading', { level: 1, name: 'Your health in 2026' }, PAGE_LOAD);

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const statistics = await screen.findByRole('list', { name: 'Pages of My Statistics' });
    const links = within(statistics).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/my-statistics/my-biomarkers',
      '/my-statistics/my-scans',
    ]);
    expect(links[1]!.textContent).toContain(SCANS_UPSELL);
  });

  it('name the breadcrumbs of a passport page after its route', async () => {
    consumerWithTwoPassports();
    renderAt('/my-health/body-heart');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(crumbs).getByText('Heart and circulation')).toBeTruthy());
    expect(within(crumbs).getByRole('link', { name: 'My Health' }).getAttribute('href')).toBe('/my-health');
  });
});
