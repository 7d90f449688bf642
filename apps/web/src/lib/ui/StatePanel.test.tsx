import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ActionLink, StatePanel } from './StatePanel';

describe('state panel', () => {
  it('is a region named by its heading, with a text and the ways on', () => {
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <StatePanel titleId="empty-title" title="Nothing here yet" text="Come back later.">
            <ActionLink to="/shop">Go to the shop</ActionLink>
          </StatePanel>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);

    const region = screen.getByRole('region', { name: 'Nothing here yet' });
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here yet' }).id).toBe('empty-title');
    expect(region.textContent).toContain('Come back later.');
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/shop');
  });

  it('has a first-level heading as a page of its own, and plain links work outside a router', () => {
    render(
      <StatePanel variant="page" title="Something went wrong" text="Please reload the page.">
        <ActionLink href="/">Go to the home page</ActionLink>
      </StatePanel>,
    );

    const heading = screen.getByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.getByRole('region', { name: 'Something went wrong' }).getAttribute('aria-labelledby')).toBe(
      heading.id,
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
