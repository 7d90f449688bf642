import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { renderAt } from '../test/render';
import { RouteErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('Page exploded');
}

describe('error boundary', () => {
  it('shows a friendly message with a reload button and reports the error', async () => {
    mockFetch();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/', { routes: [{ path: '/', element: <Broken />, errorElement: <RouteErrorBoundary /> }] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
    expect(navigator.sendBeacon).toHaveBeenCalledWith('/api/v2/client-errors', expect.any(Blob));
  });
});
