import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldType } from '@health-passport/domain';
import { i18n } from '../../../lib/i18n';
import {
  aField,
  expectInvalidAfterBlur,
  expectResetOnFocus,
  focusAndLeave,
  renderField,
  statusOf,
} from '../testing';

describe('TextField', () => {
  it('renders its label and description, takes text, is invalid on blur when required and empty, resets on focus', async () => {
    const { user, values } = renderField(
      aField(FieldType.TextField, 'name', {
        label: 'Your name',
        description: 'As in your passport',
        required: true,
      }),
    );
    const input = screen.getByRole('textbox', { name: 'Your name' });
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('As in your passport').id).toBe(
      input.getAttribute('aria-describedby')?.split(' ').at(-1),
    );

    await focusAndLeave(user, input);
    await expectInvalidAfterBlur('name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);

    expectResetOnFocus('name', input);
    await user.type(input, 'Bram');
    expect(values()['name']).toBe('Bram');
    await user.tab();
    await waitFor(() => expect(statusOf('name')).toBe('valid'));
  });

  it('stores a numeric answer as a point decimal, never grouped, with the unit beside it', async () => {
    const { user, values } = renderField(
      aField(FieldType.TextField, 'weight', { label: 'Weight', numeric: true, unit: 'kg', required: true }),
    );
    const input = screen.getByRole('textbox', { name: 'Weight' });
    expect(screen.getByText('kg').id).toBe(input.getAttribute('aria-describedby')?.split(' ').at(-1));
    await user.type(input, '72,5kg');
    expect((input as HTMLInputElement).value).toBe('72,5');
    expect(values()['weight']).toBe('72.5');
    await user.clear(input);
    await user.type(input, '1234.5');
    expect((input as HTMLInputElement).value).toBe('1234.5');
    expect(values()['weight']).toBe('1234.5');
  });

  it('shows a stored decimal with the Dutch decimal comma', async () => {
    await i18n.changeLanguage('nl-NL');
    renderField(aField(FieldType.TextField, 'weight', { label: 'Gewicht', numeric: true }), {
      values: { weight: '72.5' },
    });
    expect((screen.getByRole('textbox', { name: 'Gewicht' }) as HTMLInputElement).value).toBe('72,5');
  });

  it('refuses negatives except for the lung-function z-scores, and values above maxValue', async () => {
    const { user, values } = renderField(
      aField(FieldType.TextField, 'FVC_ZScore', { label: 'FVC z-score', numeric: true, maxValue: 5 }),
    );
    const input = screen.getByRole('textbox', { name: 'FVC z-score' });
    await user.type(input, '-1.5');
    expect(values()['FVC_ZScore']).toBe('-1.5');
    await user.clear(input);
    await user.type(input, '7');
    await user.tab();
    await expectInvalidAfterBlur('FVC_ZScore', 'Please enter a value of at most 5.');
  });

  it.each([
    ['typed', (user: UserEvent, input: HTMLElement) => user.type(input, '-3.2')],
    [
      'pasted',
      async (user: UserEvent, input: HTMLElement) => {
        await user.click(input);
        await user.paste('-3.2');
      },
    ],
  ])(
    'keeps a %s minus in other numeric fields, shows why it is refused and saves nothing',
    async (_how, enter) => {
      const { user, onSavePage, onFinished } = renderField(
        aField(FieldType.TextField, 'Spiro_FEV1', { label: 'FEV1', numeric: true, required: true }),
      );
      const input = screen.getByRole('textbox', { name: 'FEV1' }) as HTMLInputElement;
      await enter(user, input);
      expect(input.value).toBe('-3.2');
      await user.tab();
      await expectInvalidAfterBlur('Spiro_FEV1', 'Please enter a number of 0 or more.');

      await user.click(screen.getAllByRole('button', { name: 'Save and continue' })[0] as HTMLElement);
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      expect(input.value).toBe('-3.2');
      expect(screen.getByText('Please enter a number of 0 or more.')).toBeTruthy();
      expect(onSavePage).not.toHaveBeenCalled();
      expect(onFinished).not.toHaveBeenCalled();
    },
  );

  it('keeps a minus in a numeric field shown in the numeral format, for the engine to refuse', async () => {
    const { user, values } = renderField(
      aField(FieldType.TextField, 'Body_Weight', { label: 'Weight', numeric: true }),
      { inputFormats: { Body_Weight: 'numeral' } },
    );
    const input = screen.getByRole('textbox', { name: 'Weight' }) as HTMLInputElement;
    await user.type(input, '-1234');
    expect(input.value).toBe('-1,234');
    expect(values()['Body_Weight']).toBe('-1234');
    await user.tab();
    await expectInvalidAfterBlur('Body_Weight', 'Please enter a number of 0 or more.');
  });

  it('accepts a typed or pasted negative z-score and saves it', async () => {
    const { user, onSavePage } = renderField(
      aField(FieldType.TextField, 'FEV1_ZScore', { label: 'FEV1 z-score', numeric: true, required: true }),
    );
    const input = screen.getByRole('textbox', { name: 'FEV1 z-score' }) as HTMLInputElement;
    await user.click(input);
    await user.paste('-1.5');
    expect(input.value).toBe('-1.5');
    await user.tab();
    await waitFor(() => expect(statusOf('FEV1_ZScore')).toBe('valid'));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(input);
    await user.type(input, '-1.5');
    await user.click(screen.getAllByRole('button', { name: 'Save and continue' })[0] as HTMLElement);
    await waitFor(() =>
      expect(onSavePage).toHaveBeenCalledWith(0, [{ dataKey: 'FEV1_ZScore', dataValue: '-1.5' }]),
    );
  });

  it('formats a card number or phone number when the page asks for it', async () => {
    const { user, values } = renderField(
      aField(FieldType.FieldGroup, '', {
        label: 'Payment',
        fields: [
          aField(FieldType.TextField, 'card', { label: 'Card' }),
          aField(FieldType.TextField, 'phone', { label: 'Phone' }),
        ],
      }),
      { inputFormats: { card: 'creditCard', phone: 'phone' } },
    );
    await user.type(screen.getByRole('textbox', { name: 'Card' }), '378282246310005');
    expect((screen.getByRole('textbox', { name: 'Card' }) as HTMLInputElement).value).toBe(
      '3782 822463 10005',
    );
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0412345678');
    expect(values()['phone']).toBe('0412 345 678');
  });

  it('keeps the caret after the same digits when a typed digit pushes a block on', async () => {
    const { user, values } = renderField(aField(FieldType.TextField, 'card', { label: 'Card' }), {
      inputFormats: { card: 'creditCard' },
    });
    const input = screen.getByRole('textbox', { name: 'Card' }) as HTMLInputElement;
    await user.type(input, '41111111');
    await user.type(input, '2', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input.value).toBe('4111 2111 1');
    expect(values()['card']).toBe('4111 2111 1');
    // After "4111 2", not at the end where replacing the text would leave it.
    await waitFor(() => expect(input.selectionStart).toBe(6));
  });

  it('groups a number in the numeral format as typed in the active language and stores a point decimal', async () => {
    await i18n.changeLanguage('nl-NL');
    const { user, values } = renderField(aField(FieldType.TextField, 'steps', { label: 'Stappen' }), {
      inputFormats: { steps: 'numeral' },
      values: { steps: '1234.5' },
    });
    const input = screen.getByRole('textbox', { name: 'Stappen' }) as HTMLInputElement;
    expect(input.value).toBe('1.234,5');
    await user.clear(input);
    await user.type(input, '1234567,891');
    expect(input.value).toBe('1.234.567,89');
    expect(values()['steps']).toBe('1234567.89');
  });
});

describe('ReadOnlyTextField', () => {
  it('shows its value with thousands grouping in the active language and its unit', async () => {
    renderField(
      aField(FieldType.ReadOnlyTextField, 'steps', { label: 'Steps per day', numeric: true, unit: 'steps' }),
      {
        values: { steps: '12345.678' },
      },
    );
    expect(screen.getByText('Steps per day')).toBeTruthy();
    expect(screen.getByText('12,345.68')).toBeTruthy();
    expect(screen.getByText('steps')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('groups with the Dutch separators in Dutch', async () => {
    await i18n.changeLanguage('nl-NL');
    renderField(aField(FieldType.ReadOnlyTextField, 'steps', { label: 'Stappen', numeric: true }), {
      values: { steps: '12345.678' },
    });
    expect(screen.getByText('12.345,68')).toBeTruthy();
  });

  it('says when there is no value, and shows text as it is', () => {
    renderField(
      aField(FieldType.FieldGroup, '', {
        label: 'Results',
        fields: [
          aField(FieldType.ReadOnlyTextField, 'bmi', { label: 'BMI' }),
          aField(FieldType.ReadOnlyTextField, 'note', { label: 'Note' }),
        ],
      }),
      { values: { note: 'Measured at 1234 m' } },
    );
    expect(screen.getByText('No value')).toBeTruthy();
    expect(screen.getByText('Measured at 1234 m')).toBeTruthy();
  });
});

describe('a value field marked readOnly', () => {
  it('is shown with its option labels, not edited', () => {
    renderField(
      aField(FieldType.CheckBoxGroup, 'sports', {
        label: 'Sports',
        readOnly: true,
        options: [
          { label: 'Running', value: 'r' },
          { label: 'Cycling', value: 'c' },
        ],
      }),
      { values: { sports: 'r,c' } },
    );
    expect(screen.getByText('Running, Cycling')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
