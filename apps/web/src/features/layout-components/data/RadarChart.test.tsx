import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ComponentType } from '@health-passport/domain';
import { renderNode, stubChartSize, stubReducedMotion } from './testing';

const radar = {
  type: ComponentType.RadarChart,
  properties: {
    title: 'Your resilience',
    areas: [
      { label: 'Optimism', value: 3, enabled: true },
      { label: 'Self-efficacy', value: 5 },
      { label: 'Hidden area', value: 2, enabled: false },
      { label: 'Social support', value: 6, enabled: true },
    ],
  },
};

describe('RadarChart', () => {
  beforeEach(() => {
    stubChartSize();
    stubReducedMotion();
  });

  it('draws only the enabled areas, with a marker per score in its band', async () => {
    const { container } = renderNode(radar);
    await waitFor(() => expect(container.querySelectorAll('[data-band]')).toHaveLength(3));
    const bands = [...container.querySelectorAll('[data-band]')].map((marker) =>
      marker.getAttribute('data-band'),
    );
    expect(bands).toEqual(['low', 'middle', 'high']);
    expect(container.textContent).not.toContain('Hidden area');
  });

  it('has a table of the enabled areas as its text alternative', () => {
    renderNode(radar);
    const table = screen.getByRole('table', { name: 'Your resilience' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Optimism3Low',
      'Self-efficacy5Medium',
      'Social support6High',
    ]);
  });

  it('shows the notice when its areas are malformed, and logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderNode({ type: ComponentType.RadarChart, properties: { areas: 'lots' } as never });
    expect(screen.getByRole('note').textContent).toBe('RadarChart is not valid component');
    expect(warn).toHaveBeenCalled();
  });
});
