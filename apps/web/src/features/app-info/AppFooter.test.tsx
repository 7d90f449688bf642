import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { gqlData, mockFetch } from '../../test/fetchMock';
import { resetAppInfo } from './api';
import { AppFooter } from './AppFooter';

describe('AppFooter', () => {
  afterEach(resetAppInfo);

  it('appears once the server has said it runs with demo data, with the notice in it from the start', async () => {
    let answer: (response: Response) => void = () => undefined;
    const asked = new Promise<void>((askedNow) => {
      mockFetch({
        'GQL AppInfo': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
            askedNow();
          }),
      });
    });
    render(<AppFooter />);
    await asked; // once the page has been drawn
    // Without the facts yet there is no footer to grow (and move) when the notice arrives.
    expect(screen.queryByRole('contentinfo')).toBeNull();
    answer(
      gqlData({ appInfo: { version: '2.0.0', mode: 'demo', maintenance: false, nativeAppOrigins: [] } }),
    );
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('2.0.0');
    expect(footer.textContent).toMatch(/demo/i);
  });

  it('shows the built-in version when the server cannot be asked', async () => {
    mockFetch({ 'GQL AppInfo': () => Promise.reject(new TypeError('Failed to fetch')) });
    render(<AppFooter />);
    expect((await screen.findByRole('contentinfo')).textContent).toMatch(/\d+\.\d+\.\d+/);
  });
});
