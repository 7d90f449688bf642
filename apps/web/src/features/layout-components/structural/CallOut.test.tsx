import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../test/renderLayout';

describe('CallOut', () => {
  it('sets a note apart with its title and text', () => {
    renderLayout([
      {
        type: 'CallOut',
        properties: { title: 'Your first passport', text: 'Next time you will see changes.' },
      },
    ]);
    const note = screen.getByRole('note', { name: 'Your first passport' });
    expect(note.textContent).toContain('Next time you will see changes.');
  });
});
