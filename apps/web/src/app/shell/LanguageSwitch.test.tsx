import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';

describe('language switch', () => {
  beforeEach(() => {
    mockFetch();
  });

  it('re-renders the page in Dutch and updates <html lang>', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    const english = screen.getByRole('button', { name: 'English' });
    const dutch = screen.getByRole('button', { name: 'Nederlands' });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(dutch.getAttribute('aria-pressed')).toBe('false');

    await user.click(dutch);

    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeTruthy();
    expect(screen.getByLabelText('Wachtwoord')).toBeTruthy();
    expect(document.documentElement.lang).toBe('nl-NL');
    await waitFor(() => expect(document.title).toBe('Inloggen · Health Passport'));
    expect(screen.getByRole('button', { name: 'Nederlands' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
  });
});
