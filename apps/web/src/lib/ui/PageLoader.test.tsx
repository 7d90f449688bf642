import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { PageLoader } from './PageLoader';

describe('page loader', () => {
  it('announces that the page is loading', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PageLoader />
      </I18nextProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    await i18n.changeLanguage('nl-NL');
    expect(await screen.findByRole('progressbar', { name: 'Bezig met laden…' })).toBeTruthy();
  });
});
