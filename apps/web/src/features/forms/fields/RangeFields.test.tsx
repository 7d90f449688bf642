import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldType } from '@health-passport/domain';
import { aField, expectInvalidAfterBlur, expectResetOnFocus, focusAndLeave, renderField } from '../testing';
import { isExtendedRange, scaleColor } from './RangeFields';

const scale = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ label: String(i), value: String(i) }));

describe('scale colours', () => {
  it('run green to red or red to green, and are absent without a direction', () => {
    expect([0, 1, 2, 3].map((i) => scaleColor(i, 4, 'greenToRed'))).toEqual([
      'green',
      'yellow',
      'orange',
      'red',
    ]);
    expect([0, 1, 2, 3].map((i) => scaleColor(i, 4, 'redToGreen'))).toEqual([
      'red',
      'orange',
      'yellow',
      'green',
    ]);
    expect(scaleColor(0, 11, 'greenToRed')).toBe('green');
    expect(scaleColor(10, 11, 'greenToRed')).toBe('red');
    expect(scaleColor(0, 1, 'greenToRed')).toBe('green');
    expect(scaleColor(2, 5, undefined)).toBeUndefined();
  });

  it('use the extended style above seven options', () => {
    expect(isExtendedRange(aField(FieldType.RangeRadioGroup, 'a', { options: scale(7) }))).toBe(false);
    expect(isExtendedRange(aField(FieldType.RangeRadioGroup, 'a', { options: scale(8) }))).toBe(true);
  });
});

describe('RangeRadioGroup', () => {
  const field = aField(FieldType.RangeRadioGroup, 'wellbeing', {
    label: 'I have felt cheerful',
    required: true,
    options: scale(6),
    minLabel: 'At no time',
    maxLabel: 'All of the time',
    direction: 'redToGreen',
  });

  it('renders its label, the end labels and coloured steps with their text, and takes a choice', async () => {
    const { user, values } = renderField(field);
    const group = screen.getByRole('radiogroup', { name: 'I have felt cheerful' });
    const ends = screen.getByText('At no time').parentElement as HTMLElement;
    expect(group.getAttribute('aria-describedby')).toContain(ends.id);
    expect(screen.getByText('All of the time')).toBeTruthy();
    expect(screen.getByText('0').getAttribute('data-color')).toBe('red');
    expect(screen.getByText('5').getAttribute('data-color')).toBe('green');
    await user.click(screen.getByRole('radio', { name: '4' }));
    expect(values()['wellbeing']).toBe('4');
    await user.keyboard('{ArrowRight}');
    expect(values()['wellbeing']).toBe('5');
  });

  it('uses the extended style for an 11-point scale', () => {
    renderField({ ...field, options: scale(11), direction: undefined });
    expect(screen.getByRole('radiogroup').className).toMatch(/extended/);
    expect(screen.getByText('3').getAttribute('data-color')).toBeNull();
  });

  it('is invalid on blur when required and empty, and resets on focus', async () => {
    const { user } = renderField(field);
    const first = screen.getByRole('radio', { name: '0' });
    await focusAndLeave(user, first);
    await expectInvalidAfterBlur('wellbeing');
    expectResetOnFocus('wellbeing', first);
  });
});

describe('RangeRadioMultiGroup', () => {
  const field = aField(FieldType.RangeRadioMultiGroup, 'painDays', {
    label: 'On which levels did you have pain?',
    required: true,
    options: scale(5),
    minLabel: 'None',
    maxLabel: 'Severe',
    direction: 'greenToRed',
  });

  it('renders its label and takes several points of the scale', async () => {
    const { user, values } = renderField(field);
    expect(screen.getByRole('group', { name: 'On which levels did you have pain?' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: '3' }));
    await user.click(screen.getByRole('checkbox', { name: '1' }));
    expect(values()['painDays']).toBe('1,3');
  });

  it('is invalid on blur when required and empty, and resets on focus', async () => {
    const { user } = renderField(field);
    const first = screen.getByRole('checkbox', { name: '0' });
    await focusAndLeave(user, first, 5);
    await expectInvalidAfterBlur('painDays');
    expectResetOnFocus('painDays', first);
  });
});
