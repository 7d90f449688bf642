import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FieldType } from '@health-passport/domain';
import type { FormField } from '@health-passport/form-engine';
import {
  aField,
  aPage,
  expectInvalidAfterBlur,
  expectResetOnFocus,
  focusAndLeave,
  renderField,
  renderForm,
} from '../testing';

describe('CategoryTitle, CategoryDescription and Label', () => {
  it('render a heading below the page heading, explanatory text and an emphasised line', () => {
    renderForm({
      groups: [
        aPage('Sleep', [
          aField(FieldType.CategoryTitle, '', { label: 'Your nights', description: 'Over the last month' }),
          aField(FieldType.CategoryDescription, '', { label: 'Think of a usual week.' }),
          aField(FieldType.Label, '', { label: 'Answer for weekdays only' }),
          aField(FieldType.TextField, 'bedtime', { label: 'Bedtime' }),
        ]),
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Sleep' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Your nights' })).toBeTruthy();
    expect(screen.getByText('Over the last month')).toBeTruthy();
    expect(screen.getByText('Think of a usual week.')).toBeTruthy();
    expect(screen.getByText('Answer for weekdays only')).toBeTruthy();
  });

  it('keep an introduction page with only text visible', () => {
    renderForm({
      groups: [aPage('Introduction', [aField(FieldType.CategoryDescription, '', { label: 'Welcome!' })])],
    });
    expect(screen.getByText('Welcome!')).toBeTruthy();
  });
});

describe('FieldGroup', () => {
  it('names its fields as a group and validates each of them', async () => {
    const { user } = renderField(
      aField(FieldType.FieldGroup, '', {
        label: 'Blood pressure',
        fields: [
          aField(FieldType.TextField, 'systolic', {
            label: 'Systolic',
            numeric: true,
            unit: 'mmHg',
            required: true,
          }),
          aField(FieldType.TextField, 'diastolic', { label: 'Diastolic', numeric: true, unit: 'mmHg' }),
        ],
      }),
    );
    const group = screen.getByRole('group', { name: 'Blood pressure' });
    expect(group.tagName).toBe('FIELDSET');
    const systolic = screen.getByRole('textbox', { name: 'Systolic' });
    await focusAndLeave(user, systolic);
    await expectInvalidAfterBlur('systolic');
    expectResetOnFocus('systolic', systolic);
    await user.type(systolic, '120');
    expect((systolic as HTMLInputElement).value).toBe('120');
  });
});

describe('an unknown field type', () => {
  it('shows a notice and logs a warning while the rest of the form lives', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mystery = { type: 'Hologram', dataKey: 'x', label: 'X' } as unknown as FormField;
    renderForm({
      groups: [aPage('Page', [mystery, aField(FieldType.TextField, 'name', { label: 'Name' })])],
    });
    expect(screen.getByText('Hologram is not a valid component')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Hologram')));
  });
});
