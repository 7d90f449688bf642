import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('PanelGrid', () => {
  it('lays its panels out as a list, leaving disabled ones out', () => {
    renderLayout([
      {
        type: 'PanelGrid',
        properties: { title: 'Mind' },
        components: [
          { type: 'PanelHero', properties: { title: 'Wellbeing' } },
          { type: 'PanelHero', properties: { title: 'Stress', enabled: false } },
          { type: 'PanelHero', properties: { title: 'Resilience' } },
        ],
      },
    ]);
    const list = within(screen.getByRole('region', { name: 'Mind' })).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Stress')).toBeNull();
  });
});
