import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldType } from '@health-passport/domain';
import {
  aField,
  expectInvalidAfterBlur,
  expectResetOnFocus,
  focusAndLeave,
  renderField,
  statusOf,
} from '../testing';

describe('TextArea', () => {
  it('renders its label, takes several lines, is invalid on blur when required and empty, resets on focus', async () => {
    const { user, values } = renderField(
      aField(FieldType.TextArea, 'notes', { label: 'Anything else?', required: true }),
    );
    const textarea = screen.getByRole('textbox', { name: 'Anything else?' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await focusAndLeave(user, textarea);
    await expectInvalidAfterBlur('notes');
    expectResetOnFocus('notes', textarea);
    await user.type(textarea, 'Line one{Enter}Line two');
    expect(values()['notes']).toBe('Line one\nLine two');
    await user.tab();
    await waitFor(() => expect(statusOf('notes')).toBe('valid'));
  });
});

describe('TextAreaDropDown', () => {
  const field = aField(FieldType.TextAreaDropDown, 'assessment', {
    label: 'Assessment',
    required: true,
    options: [
      { label: 'No abnormalities found.', value: 'normal' },
      { label: 'Follow-up advised.', value: 'followUp' },
    ],
  });

  it('inserts chosen standard texts and keeps the text free to edit', async () => {
    const { user, values } = renderField(field);
    const textarea = screen.getByRole('textbox', { name: 'Assessment' });
    await user.click(screen.getByRole('button', { name: /Insert a standard text/ }));
    await user.click(await screen.findByRole('option', { name: 'No abnormalities found.' }));
    expect(values()['assessment']).toBe('No abnormalities found.');
    await user.click(screen.getByRole('button', { name: /Insert a standard text/ }));
    await user.click(await screen.findByRole('option', { name: 'Follow-up advised.' }));
    expect(values()['assessment']).toBe('No abnormalities found.\nFollow-up advised.');
    await user.type(textarea, ' Within 6 weeks.');
    expect(values()['assessment']).toBe('No abnormalities found.\nFollow-up advised. Within 6 weeks.');
  });

  it('is invalid on blur when required and empty, and resets on focus', async () => {
    const { user } = renderField(field);
    const textarea = screen.getByRole('textbox', { name: 'Assessment' });
    await focusAndLeave(user, textarea);
    await expectInvalidAfterBlur('assessment');
    expectResetOnFocus('assessment', textarea);
  });
});
