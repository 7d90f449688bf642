import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldType } from '@health-passport/domain';
import { i18n } from '../../../lib/i18n';
import {
  aField,
  aPage,
  expectInvalidAfterBlur,
  expectResetOnFocus,
  focusAndLeave,
  renderField,
  renderForm,
  statusOf,
} from '../testing';

const options = [
  { label: 'Never', value: 'never' },
  { label: 'Sometimes', value: 'sometimes' },
  { label: 'Often', value: 'often' },
];

describe('DropDown', () => {
  const field = aField(FieldType.DropDown, 'smoking', { label: 'Do you smoke?', required: true, options });

  it('renders its label with the placeholder and takes a choice with the keyboard', async () => {
    const { user, values } = renderField(field);
    const trigger = screen.getByRole('button', { name: /Do you smoke\?/ });
    expect(trigger.textContent).toContain('Please select');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Often' }));
    expect(values()['smoking']).toBe('often');
    expect(trigger.textContent).toContain('Often');
  });

  it('is invalid on blur when required and empty, and resets on focus', async () => {
    const { user } = renderField(field);
    const trigger = screen.getByRole('button', { name: /Do you smoke\?/ });
    await focusAndLeave(user, trigger);
    await expectInvalidAfterBlur('smoking');
    expectResetOnFocus('smoking', trigger);
  });

  it('does not judge the field while its list is open', async () => {
    const { user } = renderField(field);
    await user.click(screen.getByRole('button', { name: /Do you smoke\?/ }));
    await screen.findByRole('option', { name: 'Never' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(statusOf('smoking')).toBe('none');
    await user.click(screen.getByRole('option', { name: 'Never' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(statusOf('smoking')).toBe('none');
  });
});

describe('RadioGroup', () => {
  const field = aField(FieldType.RadioGroup, 'stress', {
    label: 'How often stressed?',
    required: true,
    options,
  });

  it('renders its label and options and takes a choice', async () => {
    const { user, values } = renderField(field);
    const group = screen.getByRole('radiogroup', { name: 'How often stressed?' });
    expect(group).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Sometimes' }));
    expect(values()['stress']).toBe('sometimes');
    await user.keyboard('{ArrowDown}');
    expect(values()['stress']).toBe('often');
  });

  it('is invalid on blur when required and empty, and resets on focus', async () => {
    const { user } = renderField(field);
    const first = screen.getByRole('radio', { name: 'Never' });
    await focusAndLeave(user, first);
    await expectInvalidAfterBlur('stress');
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expectResetOnFocus('stress', first);
  });
});

describe('GroupToggle', () => {
  const groups = [
    aPage('Work', [aField(FieldType.CategoryDescription, '', { label: 'About your work' })], {
      groups: [
        {
          label: 'Your job',
          fields: [
            aField(FieldType.GroupToggle, 'works', { label: 'I have a paid job', required: true }),
            aField(FieldType.TextField, 'hours', { label: 'Hours per week' }),
          ],
        },
      ],
    }),
  ];

  it('renders Agree / Disagree by default and opens its group when agreed', async () => {
    const { user, values } = renderForm({ groups });
    expect(screen.getByRole('heading', { level: 3, name: 'Your job' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Hours per week' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Agree' }));
    expect(values()['works']).toBe('yes');
    expect(screen.getByRole('textbox', { name: 'Hours per week' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Disagree' }));
    expect(values()['works']).toBe('no');
    expect(screen.queryByRole('textbox', { name: 'Hours per week' })).toBeNull();
  });

  it('uses the given options and the toggle regex', async () => {
    const { user } = renderForm({
      groups: [
        aPage('Work', [], {
          groups: [
            {
              label: 'Your job',
              toggleCriteriaRegex: '^(full|part)$',
              fields: [
                aField(FieldType.GroupToggle, 'job', {
                  label: 'Your job',
                  options: [
                    { label: 'Full-time', value: 'full' },
                    { label: 'Part-time', value: 'part' },
                    { label: 'No job', value: 'none' },
                  ],
                }),
                aField(FieldType.TextField, 'hours', { label: 'Hours per week' }),
              ],
            },
          ],
        }),
      ],
    });
    await user.click(screen.getByRole('radio', { name: 'Part-time' }));
    expect(screen.getByRole('textbox', { name: 'Hours per week' })).toBeTruthy();
  });

  it('is invalid on blur when required and empty, and resets on focus', async () => {
    const { user } = renderForm({ groups });
    const agree = screen.getByRole('radio', { name: 'Agree' });
    await focusAndLeave(user, agree);
    await expectInvalidAfterBlur('works');
    expectResetOnFocus('works', agree);
  });

  it('says Akkoord / Niet akkoord in Dutch', async () => {
    await i18n.changeLanguage('nl-NL');
    renderForm({ groups });
    expect(screen.getByRole('radio', { name: 'Akkoord' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Niet akkoord' })).toBeTruthy();
  });
});

describe('CheckBoxGroup', () => {
  const sports = [
    { label: 'Running', value: 'running' },
    { label: 'Cycling', value: 'cycling' },
    { label: 'Swimming', value: 'swimming' },
  ];
  const field = aField(FieldType.CheckBoxGroup, 'sports', {
    label: 'Which sports?',
    options: sports,
    minSelectedValues: 1,
    maxSelectedValues: 2,
  });

  it('renders its label and the limits, and stores the choices in option order', async () => {
    const { user, values } = renderField(field);
    expect(screen.getByRole('group', { name: 'Which sports?' })).toBeTruthy();
    expect(screen.getByText('Choose 1 to 2.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Swimming' }));
    await user.click(screen.getByRole('checkbox', { name: 'Running' }));
    expect(values()['sports']).toBe('running,swimming');
  });

  it('is invalid with too many choices and valid within the limits', async () => {
    const { user } = renderField(field);
    for (const name of ['Running', 'Cycling', 'Swimming']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.tab();
    await expectInvalidAfterBlur('sports', 'Please choose at most 2.');
    await user.click(screen.getByRole('checkbox', { name: 'Cycling' }));
    await user.tab(); // to Swimming, still inside the group
    await user.tab();
    await waitFor(() => expect(statusOf('sports')).toBe('valid'));
  });

  it('is invalid on blur when required and empty, and resets on focus', async () => {
    const { user } = renderField(field);
    const first = screen.getByRole('checkbox', { name: 'Running' });
    await focusAndLeave(user, first, 3);
    await expectInvalidAfterBlur('sports');
    expectResetOnFocus('sports', first);
  });
});

describe('Switch', () => {
  const field = aField(FieldType.Switch, 'medication', {
    label: 'I take medication',
    required: true,
    fields: [aField(FieldType.TextField, 'which', { label: 'Which medication?' })],
  });

  it('renders its label, starts at no with Yes / No shown, and shows its nested fields when on', async () => {
    const { user, values } = renderField(field);
    const toggle = screen.getByRole('switch', { name: 'I take medication' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(values()['medication']).toBe('no');
    expect(screen.getByText('No')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Which medication?' })).toBeNull();
    await user.click(toggle);
    expect(values()['medication']).toBe('yes');
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Which medication?' })).toBeTruthy();
  });

  it('is never empty (it defaults to no), so blur marks it valid; focus resets it', async () => {
    const { user } = renderField(field);
    const toggle = screen.getByRole('switch', { name: 'I take medication' });
    await focusAndLeave(user, toggle);
    await waitFor(() => expect(statusOf('medication')).toBe('valid'));
    expectResetOnFocus('medication', toggle);
  });

  it('is invalid on blur when required and its value was cleared', async () => {
    const { user } = renderField(field, { values: { medication: '' } });
    const toggle = screen.getByRole('switch', { name: 'I take medication' });
    await focusAndLeave(user, toggle);
    await expectInvalidAfterBlur('medication');
  });
});
