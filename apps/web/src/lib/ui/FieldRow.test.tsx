import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldRow, Input } from './FieldRow';
import { Form, FormGrid } from './Form';

describe('field row', () => {
  it('ties the label, hint and error to the control', () => {
    render(
      <Form aria-label="Share">
        <FormGrid>
          <FieldRow
            id="email"
            label="E-mail"
            required
            description="We send the invitation here."
            error="Fill in an e-mail address."
          >
            {(aria) => <Input {...aria} type="email" />}
          </FieldRow>
        </FormGrid>
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We send the invitation here.',
      'Fill in an e-mail address.',
    ]);
    // The required mark is seen, not read: the control says it is required.
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a valid control alone and can announce an error as it appears', () => {
    const { rerender } = render(
      <FieldRow id="file" label="File">
        {(aria) => <Input {...aria} type="file" />}
      </FieldRow>,
    );
    const input = screen.getByLabelText('File');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);

    rerender(
      <FieldRow id="file" label="File" error="Choose a file first." announceError>
        {(aria) => <Input {...aria} type="file" />}
      </FieldRow>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Choose a file first.');
  });
});
