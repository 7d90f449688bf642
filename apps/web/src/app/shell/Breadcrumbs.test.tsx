import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, renderInRouter } from '../../test/render';
import { Breadcrumbs } from './Breadcrumbs';

function mockViewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

describe('breadcrumbs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are hidden for a path of one level', () => {
    renderInRouter(<Breadcrumbs />, '/my-health');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('show every level with a Back button for a path of two levels', () => {
    mockViewportWidth(1280);
    renderInRouter(<Breadcrumbs />, '/my-health/body-heart');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelector('a[href="/my-health"]')?.textContent).toBe('My Health');
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Heart');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('show only the last crumb below 1000 px', () => {
    mockViewportWidth(800);
    renderInRouter(<Breadcrumbs />, '/my-statistics/my-scans/heart-ultrasound');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelectorAll('li')).toHaveLength(1);
    expect(nav.textContent).toBe('Heart ultrasound');
  });

  it('go back in history with the Back button', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/my-health', {
      routes: [{ path: '*', element: <Breadcrumbs /> }],
    });
    await router.navigate('/my-health/body-heart');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/my-health');
  });
});
