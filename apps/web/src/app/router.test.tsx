import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PassportStatus, Role } from '@health-passport/domain';
import { mockFetch } from '../test/fetchMock';
import { renderAt, viewerWith } from '../test/render';

describe('app routes', () => {
  beforeEach(() => {
    mockFetch();
  });

  it('renders the landmarks and a skip link', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page not found · Health Passport'));
  });

  it('sends a signed-in consumer from / to their home page', async () => {
    const { router } = renderAt('/', {
      viewer: viewerWith({
        roles: [Role.CONSUMER],
        passports: [{ status: PassportStatus.CREATED, hasProgram: false }],
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('sends a signed-in consumer with a published passport to /my-health', async () => {
    const { router } = renderAt('/', {
      viewer: viewerWith({
        roles: [Role.CONSUMER],
        passports: [{ status: PassportStatus.PUBLISHED, hasProgram: false }],
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-health'));
  });
});
