import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PassportStatus, Role } from '@health-passport/domain';
import { mockFetch } from '../../test/fetchMock';
import { renderInRouter, viewerWith } from '../../test/render';
import { Header } from './Header';

describe('header below 1000 px', () => {
  beforeEach(() => {
    mockFetch();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });

  it('puts the menus behind a hamburger button', async () => {
    const user = userEvent.setup({ delay: null });
    const viewer = viewerWith({
      roles: [Role.CONSUMER],
      passports: [{ status: PassportStatus.PUBLISHED, hasProgram: false }],
    });
    renderInRouter(<Header />, '/', { viewer });

    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'My Health' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'My Health' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share passport' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
