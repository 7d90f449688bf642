import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('SourceReference', () => {
  it('lists the guidelines, linking those online in a new tab', () => {
    renderLayout([
      {
        type: 'SourceReference',
        properties: {
          sources: [
            {
              name: 'NHG-Standaard CVRM',
              citation: 'NHG, 2019',
              url: 'https://richtlijnen.nhg.org/standaarden/cvrm',
            },
            { name: 'WHO BMI', citation: 'WHO, 2000' },
          ],
        },
      },
    ]);
    const section = screen.getByRole('region', { name: 'Sources' });
    const link = within(section).getByRole('link', { name: /NHG-Standaard CVRM/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(section).getByText('WHO, 2000')).toBeTruthy();
  });

  it('with a javascript: url shows the notice', () => {
    renderLayout([
      {
        type: 'SourceReference',
        properties: { sources: [{ name: 'X', citation: 'Y', url: 'javascript:alert(1)' }] },
      },
    ]);
    expect(screen.getByText('SourceReference is not valid component')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
