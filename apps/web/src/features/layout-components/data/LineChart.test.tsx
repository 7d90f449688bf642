import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ComponentType } from '@health-passport/domain';
import { i18n } from '../../../lib/i18n';
import { renderNode, stubChartSize, stubReducedMotion } from './testing';

const line = {
  type: ComponentType.LineChart,
  properties: {
    title: 'Your score over time',
    yLabel: 'Score',
    points: [
      { label: '2024', value: 10 },
      { label: '2025', value: 11 },
      { label: '2026', value: 13 },
      { label: '2027', value: 14.5 },
    ],
  },
};

describe('LineChart', () => {
  beforeEach(() => {
    stubChartSize();
    stubReducedMotion();
  });

  it('colours points red at 10 or below and 14 or above, green from 11 to 13', async () => {
    const { container } = renderNode(line);
    await waitFor(() => expect(container.querySelectorAll('circle[data-color]')).toHaveLength(4));
    const colors = [...container.querySelectorAll('circle[data-color]')].map((point) =>
      point.getAttribute('data-color'),
    );
    expect(colors).toEqual(['red', 'green', 'green', 'red']);
  });

  it('has a table with the y label, the values in the active locale and their assessment', async () => {
    await i18n.changeLanguage('nl-NL');
    renderNode(line);
    const table = screen.getByRole('table', { name: 'Your score over time' });
    expect(within(table).getByRole('columnheader', { name: 'Score' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '202410Buiten het streefbereik',
      '202511Binnen het streefbereik',
      '202613Binnen het streefbereik',
      '202714,5Buiten het streefbereik',
    ]);
  });

  it('shows the notice when its points are not a list', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderNode({ type: ComponentType.LineChart, properties: { points: { label: 'x' } } as never });
    expect(screen.getByRole('note').textContent).toBe('LineChart is not valid component');
  });
});
