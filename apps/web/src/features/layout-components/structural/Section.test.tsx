import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('Section', () => {
  it('shows its title as a heading, its rich text and its children, one heading level deeper', () => {
    renderLayout([
      {
        type: 'Section',
        properties: {
          id: 'heart',
          title: 'Heart',
          subTitle: 'How your heart is doing',
          text: '<p>Your <strong>blood pressure</strong> is fine.</p>',
        },
        components: [{ type: 'SimpleTitle', properties: { title: 'Blood pressure' } }],
      },
    ]);
    const section = screen.getByRole('region', { name: 'Heart' });
    expect(section.id).toBe('heart');
    expect(screen.getByRole('heading', { level: 2, name: 'Heart' })).toBeTruthy();
    expect(screen.getByText('How your heart is doing')).toBeTruthy();
    expect(screen.getByText('blood pressure').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 3, name: 'Blood pressure' })).toBeTruthy();
  });

  it('is hidden when disabled, while its siblings render', () => {
    renderLayout([
      { type: 'Section', properties: { title: 'Hidden', enabled: false } },
      { type: 'Section', properties: { title: 'Shown' } },
    ]);
    expect(screen.queryByText('Hidden')).toBeNull();
    expect(screen.getByText('Shown')).toBeTruthy();
  });
});
