import { fireEvent, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { renderAt } from '../test/render';
import { RouteErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('Page exploded');
}

describe('error boundary', () => {
  beforeEach(() => {
    mockFetch();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows a friendly message with a reload button and reports the error', async () => {
    renderAt('/', {
      routes: [
        {
          path: '/',
          element: (
            <RouteErrorBoundary>
              <Broken />
            </RouteErrorBoundary>
          ),
        },
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
    expect(navigator.sendBeacon).toHaveBeenCalledWith('/api/v2/client-errors', expect.any(Blob));
  });

  it('shows the next page again once the person navigates away from the one that failed', async () => {
    renderAt('/broken', {
      routes: [
        {
          element: (
            <>
              <Link to="/fine">Somewhere else</Link>
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            </>
          ),
          children: [
            { path: '/broken', element: <Broken /> },
            { path: '/fine', element: <h1>Fine page</h1> },
          ],
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Fine page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
