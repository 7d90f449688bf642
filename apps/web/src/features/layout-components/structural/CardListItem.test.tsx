import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResultColor } from '@health-passport/domain';
import { renderLayout } from '../../../test/renderLayout';

const card = (properties: Record<string, unknown>) => ({
  type: 'CardListItem',
  properties: {
    title: 'Blood pressure',
    label: 'Needs attention',
    color: ResultColor.ORANGE,
    text: 'Walk daily.',
    ...properties,
  },
});

describe('CardListItem', () => {
  it('keeps its label in view and opens and closes its details, starting closed', async () => {
    renderLayout([card({})]);
    expect(screen.getByText('Needs attention')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Blood pressure' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Walk daily.').closest('[hidden]')).toBeNull();
  });

  it('starts open when the layout says open, and closes', async () => {
    renderLayout([card({ open: true })]);
    const toggle = screen.getByRole('button', { name: 'Blood pressure' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('is hidden when disabled below the top level', () => {
    renderLayout([
      {
        type: 'Section',
        properties: { title: 'Heart' },
        components: [card({ enabled: false, title: 'Locked card' })],
      },
    ]);
    expect(screen.queryByText('Locked card')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('at the top level, disabled, shows greyed with the upsell', async () => {
    renderLayout([card({ enabled: false, title: 'Genes' })]);
    const trigger = screen.getByRole('button', { name: 'Genes' });
    expect(trigger.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Not in your package')).toBeTruthy();
    await userEvent.click(trigger);
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'Genes is not part of your health check yet',
    );
  });
});
