import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { menuVisibility, PassportStatus, Role, type ViewerContext } from '@health-passport/domain';
import { aUser } from '../../test/builders';
import { mockFetch } from '../../test/fetchMock';
import { renderInRouter, signedOutViewer, viewerWith } from '../../test/render';
import { Header } from './Header';

function mainMenuLinks(): string[] {
  const nav = screen.queryByRole('navigation', { name: 'Main menu' });
  return nav
    ? within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent ?? '')
    : [];
}

async function profileMenuItems(): Promise<string[]> {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Your account' }));
  const menu = await screen.findByRole('menu', { name: 'Your account' });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

const publishedPassport = { status: PassportStatus.PUBLISHED, hasProgram: false };

/** The header of someone signed in, once its menus (a chunk of their own) have loaded. */
async function renderSignedIn(...args: Parameters<typeof renderInRouter>) {
  const result = renderInRouter(...args);
  await screen.findByRole('button', { name: 'Your account' });
  return result;
}

describe('header menus', () => {
  beforeEach(() => {
    mockFetch();
  });

  it('shows no menu to a logged-out visitor, only the login link and the language flags', () => {
    renderInRouter(<Header />, '/my-health', { viewer: signedOutViewer });
    expect(mainMenuLinks()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Your account' })).toBeNull();
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/?returnUrl=%2Fmy-health');
    expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nederlands' })).toBeTruthy();
  });

  it('shows a consumer with a published passport the passport pages and their profile links', async () => {
    const viewer = viewerWith({ roles: [Role.CONSUMER], passports: [publishedPassport] });
    await renderSignedIn(<Header />, '/', { viewer });
    expect(mainMenuLinks()).toEqual(['My Health', 'My Statistics']);
    expect(await profileMenuItems()).toEqual([
      'Onboarding',
      'Share passport',
      'Documents',
      'Profile',
      'Sign out',
    ]);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('hides the passport pages from a consumer whose product disables the passport', async () => {
    const viewer = viewerWith({
      roles: [Role.CONSUMER],
      passports: [publishedPassport],
      linkedProductDisablesPassport: true,
    });
    await renderSignedIn(<Header />, '/', { viewer });
    expect(mainMenuLinks()).toEqual([]);
  });

  it('shows a data expert the individuals and snapshots links, and passport pages once someone is selected', async () => {
    const expert = viewerWith({ roles: [Role.DATA_EXPERT] });
    const { unmount } = await renderSignedIn(<Header />, '/', { viewer: expert });
    expect(mainMenuLinks()).toEqual(['Individuals', 'Snapshots', 'Reference book']);
    expect(await profileMenuItems()).toEqual(['Onboarding', 'Documents', 'Profile', 'Sign out']);
    unmount();

    await renderSignedIn(<Header />, '/', {
      viewer: { ...expert, hasSelectedIndividual: true, passports: [publishedPassport] },
    });
    expect(mainMenuLinks()).toEqual([
      'My Health',
      'My Statistics',
      'Individuals',
      'Snapshots',
      'Reference book',
    ]);
  });

  it('follows menuVisibility() for every single role', async () => {
    for (const role of Object.values(Role)) {
      const viewer: ViewerContext = viewerWith({
        roles: [role],
        hasSelectedIndividual: true,
        passports: [publishedPassport],
      });
      const visibility = menuVisibility(viewer);
      const { unmount } = await renderSignedIn(<Header />, '/', { viewer });
      const expected = [
        ...(visibility.passportPages ? ['My Health', 'My Statistics'] : []),
        ...(visibility.individuals ? ['Individuals'] : []),
        ...(visibility.snapshots ? ['Snapshots'] : []),
        ...(visibility.referenceBook ? ['Reference book'] : []),
      ];
      expect(mainMenuLinks(), role).toEqual(expected);
      expect(await profileMenuItems(), role).toEqual([
        ...(visibility.onboarding ? ['Onboarding'] : []),
        ...(visibility.sharePassport ? ['Share passport'] : []),
        ...(visibility.documents ? ['Documents'] : []),
        'Profile',
        'Sign out',
      ]);
      unmount();
    }
  });

  it('shows the name of the signed-in user next to the profile menu', () => {
    renderInRouter(<Header />, '/', { viewer: viewerWith({}), user: aUser({ name: 'Jane Doe' }) });
    expect(screen.getByText('Jane Doe')).toBeTruthy();
  });
});
