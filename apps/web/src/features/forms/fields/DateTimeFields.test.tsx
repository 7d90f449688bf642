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

const valueOf = (element: HTMLElement): string => (element as HTMLInputElement).value;

describe('DateField', () => {
  const field = aField(FieldType.DateField, 'birthDate', { label: 'Date of birth', required: true });

  it('renders its label and format, fills in the separators and stores dd-mm-yyyy', async () => {
    const { user, values } = renderField(field);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input.getAttribute('placeholder')).toBe('dd-mm-yyyy');
    await user.type(input, '29021984');
    expect(valueOf(input)).toBe('29-02-1984');
    expect(values()['birthDate']).toBe('29-02-1984');
    await user.tab();
    await waitFor(() => expect(statusOf('birthDate')).toBe('valid'));
  });

  it('caps day and month, and stores nothing until the date is real', async () => {
    const { user, values } = renderField(field);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.type(input, '3113');
    expect(valueOf(input)).toBe('31-12');
    expect(values()['birthDate'] ?? '').toBe('');
    await user.tab();
    await expectInvalidAfterBlur('birthDate', 'Please enter an existing date as dd-mm-yyyy.');
  });

  it('is invalid on blur when required and empty, and resets on focus', async () => {
    const { user } = renderField(field);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    await focusAndLeave(user, input);
    await expectInvalidAfterBlur('birthDate');
    expectResetOnFocus('birthDate', input);
  });
});

describe('DurationField', () => {
  const field = aField(FieldType.DurationField, 'sleep', { label: 'Hours of sleep', required: true });

  it('renders its label, takes hh:mm and stores total minutes', async () => {
    const { user, values } = renderField(field);
    const input = screen.getByRole('textbox', { name: 'Hours of sleep' });
    await user.type(input, '0730');
    expect(valueOf(input)).toBe('07:30');
    expect(values()['sleep']).toBe('450');
  });

  it('shows stored minutes as hh:mm', () => {
    renderField(field, { values: { sleep: '95' } });
    expect(valueOf(screen.getByRole('textbox', { name: 'Hours of sleep' }))).toBe('01:35');
  });

  it('is invalid on blur when required and empty, and resets on focus', async () => {
    const { user } = renderField(field);
    const input = screen.getByRole('textbox', { name: 'Hours of sleep' });
    await focusAndLeave(user, input);
    await expectInvalidAfterBlur('sleep');
    expectResetOnFocus('sleep', input);
  });
});

describe('TimeField', () => {
  const field = aField(FieldType.TimeField, 'bedtime', { label: 'Bedtime', required: true });

  it('renders its label and stores hh:mm, with hours capped at 23', async () => {
    const { user, values } = renderField(field);
    const input = screen.getByRole('textbox', { name: 'Bedtime' });
    await user.type(input, '2945');
    expect(valueOf(input)).toBe('23:45');
    expect(values()['bedtime']).toBe('23:45');
  });

  it('is invalid on blur when unfinished or required and empty, and resets on focus', async () => {
    const { user } = renderField(field);
    const input = screen.getByRole('textbox', { name: 'Bedtime' });
    await focusAndLeave(user, input);
    await expectInvalidAfterBlur('bedtime');
    expectResetOnFocus('bedtime', input);
    await user.type(input, '9');
    await user.tab();
    await expectInvalidAfterBlur('bedtime', 'Please enter a time as hh:mm, at most 23:59.');
  });
});

describe('DateTimeField', () => {
  const field = aField(FieldType.DateTimeField, 'takenAt', { label: 'Blood taken at', required: true });

  it('renders a date and a time input under its label and stores "dd-mm-yyyy hh:mm"', async () => {
    const { user, values } = renderField(field);
    expect(screen.getByRole('group', { name: 'Blood taken at' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Date' }), '01032026');
    await user.type(screen.getByRole('textbox', { name: 'Time' }), '0815');
    expect(values()['takenAt']).toBe('01-03-2026 08:15');
  });

  it('is invalid on blur when required and empty, and resets on focus', async () => {
    const { user } = renderField(field);
    const date = screen.getByRole('textbox', { name: 'Date' });
    await focusAndLeave(user, date);
    // Moving from the date to the time input stays inside the field: no judgement yet.
    expect(statusOf('takenAt')).toBe('none');
    await user.tab();
    await expectInvalidAfterBlur('takenAt');
    expectResetOnFocus('takenAt', date);
  });
});
