import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { PING_INTERVAL_MS } from '@health-passport/domain';
import { i18n } from '../../lib/i18n';
import { json, mockFetch } from '../../test/fetchMock';
import { testQueryClient } from '../../test/render';
import { MaintenanceModal } from './MaintenanceModal';

describe('maintenance modal', () => {
  it('blocks the portal while ping answers true and goes away by itself when it answers false', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let maintenance = true;
    const fetchMock = mockFetch({ 'GET /api/v2/ping': () => json(maintenance) });

    render(
      <QueryClientProvider client={testQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MaintenanceModal />
        </I18nextProvider>
      </QueryClientProvider>,
    );

    const dialog = await screen.findByRole('alertdialog', { name: "We're doing some maintenance" });
    expect(dialog.textContent).toContain('will be back soon');
    // Nothing to press: the notice cannot be dismissed.
    expect(screen.queryByRole('button')).toBeNull();

    maintenance = false;
    const callsBefore = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock.mock.calls.length).toBeGreaterThan(callsBefore);
  });

  it('shows nothing while ping answers false', async () => {
    const fetchMock = mockFetch({ 'GET /api/v2/ping': () => json(false) });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MaintenanceModal />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
