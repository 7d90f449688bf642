import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { LoadError } from './LoadError';
import { Page } from './Page';
import { SectionCard } from './SectionCard';

describe('page frame', () => {
  it('titles the page with its lead, actions and content', () => {
    render(
      <Page title="Profile" lead="Anna de Vries" actions={<button type="button">Edit</button>}>
        <SectionCard title="Account">
          <p>anna@example.com</p>
        </SectionCard>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByText('Anna de Vries')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Account' });
    expect(card.textContent).toContain('anna@example.com');
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeTruthy();
  });

  it('is an article named by its title when it is one document', () => {
    render(<Page as="article" title="Documents" titleId="documents-title" />);
    const article = screen.getByRole('article', { name: 'Documents' });
    expect(article.getAttribute('aria-labelledby')).toBe('documents-title');
  });

  it('says what failed and offers a retry', async () => {
    await i18n.changeLanguage('en-US');
    let retried = 0;
    render(
      <I18nextProvider i18n={i18n}>
        <LoadError message="The shop could not be loaded." onRetry={() => retried++} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('The shop could not be loaded.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(retried).toBe(1);
  });
});
