import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldType } from '@health-passport/domain';
import { aField, expectInvalidAfterBlur, expectResetOnFocus, focusAndLeave, renderField } from '../testing';

describe('TextFieldRepeater', () => {
  const field = aField(FieldType.TextFieldRepeater, 'medication', { label: 'Medication', required: true });

  it('renders its label, adds an entry when the last is filled and joins entries with commas', async () => {
    const { user, values } = renderField(field);
    expect(screen.getByRole('group', { name: 'Medication' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Medication, entry 1' }), 'Metformin, 500 mg');
    expect(values()['medication']).toBe('Metformin 500 mg');
    await user.type(screen.getByRole('textbox', { name: 'Medication, entry 2' }), 'Aspirin');
    expect(values()['medication']).toBe('Metformin 500 mg,Aspirin');
    expect(screen.getByRole('textbox', { name: 'Medication, entry 3' })).toBeTruthy();
  });

  it('removes an emptied entry when the list is left', async () => {
    const { user, values } = renderField(field, { values: { medication: 'A,B' } });
    await user.clear(screen.getByRole('textbox', { name: 'Medication, entry 1' }));
    expect(values()['medication']).toBe('B');
    await user.tab(); // to entry 2 (still inside the list)
    await user.tab(); // to entry 3
    await user.tab(); // out of the list
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Medication, entry 1' }) as HTMLInputElement).value).toBe(
        'B',
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'Medication, entry 3' })).toBeNull();
  });

  it('is invalid on blur when required and empty, and resets on focus', async () => {
    const { user } = renderField(field);
    const first = screen.getByRole('textbox', { name: 'Medication, entry 1' });
    await focusAndLeave(user, first);
    await expectInvalidAfterBlur('medication');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expectResetOnFocus('medication', first);
  });
});

describe('Barcode', () => {
  const field = aField(FieldType.Barcode, 'tubes', { label: 'Tube barcodes', required: true });

  it('limits each barcode to 10 characters and stores them like a list', async () => {
    const { user, values } = renderField(field);
    await user.type(screen.getByRole('textbox', { name: 'Tube barcodes, barcode 1' }), 'AB12345678XYZ');
    expect(values()['tubes']).toBe('AB12345678');
    await user.type(screen.getByRole('textbox', { name: 'Tube barcodes, barcode 2' }), 'CD1');
    expect(values()['tubes']).toBe('AB12345678,CD1');
  });

  it('is invalid on blur when required and empty, and resets on focus', async () => {
    const { user } = renderField(field);
    const first = screen.getByRole('textbox', { name: 'Tube barcodes, barcode 1' });
    await focusAndLeave(user, first);
    await expectInvalidAfterBlur('tubes');
    expectResetOnFocus('tubes', first);
  });
});
