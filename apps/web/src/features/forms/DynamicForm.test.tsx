import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FieldType } from '@health-passport/domain';
import type { DataItem, FormGroup } from '@health-passport/form-engine';
import { i18n } from '../../lib/i18n';
import { aField, aPage, renderForm, statusOf } from './testing';

const yesNo = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

function questionnaire(): FormGroup[] {
  return [
    aPage('Introduction', [
      aField(FieldType.CategoryDescription, '', { label: 'This takes about 30 minutes.' }),
    ]),
    aPage('Wellbeing', [
      aField(FieldType.TextField, 'mood', { label: 'How is your mood?', required: true }),
      aField(FieldType.RadioGroup, 'cheerful', { label: 'Cheerful?', required: true, options: yesNo }),
      aField(FieldType.TextField, 'remark', { label: 'Remarks' }),
    ]),
    aPage('Sleep', [
      aField(FieldType.TextField, 'sleepHours', { label: 'Hours', numeric: true, required: true }),
    ]),
    aPage('Conclusion', [aField(FieldType.CategoryDescription, '', { label: 'Thank you!' })]),
  ];
}

const pageButton = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Form pages' })).getByRole('button', { name });
const saveButtons = () => screen.getAllByRole('button', { name: 'Save and continue' });

describe('DynamicForm in questionnaire mode', () => {
  it('shows the progress bar with page labels and per-page progress, and Save and continue at top and bottom', () => {
    renderForm({ groups: questionnaire() });
    const nav = screen.getByRole('navigation', { name: 'Form pages' });
    const steps = [
      'Introduction, 100% complete',
      'Wellbeing, 0% complete',
      'Sleep, 0% complete',
      'Conclusion, 0% complete',
    ].map((name) => within(nav).getByRole('button', { name }));
    expect(within(nav).getAllByRole('button')).toEqual(steps);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('heading', { level: 2, name: 'Introduction' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
    expect(saveButtons()).toHaveLength(2);
  });

  it('cannot reach a page more than one ahead', () => {
    renderForm({ groups: questionnaire() });
    expect((pageButton(/Wellbeing/) as HTMLButtonElement).disabled).toBe(false);
    expect((pageButton(/Sleep/) as HTMLButtonElement).disabled).toBe(true);
    expect((pageButton(/Conclusion/) as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks a page with missing answers: the red callout, every missing field invalid, the first one focused', async () => {
    const { user, onSavePage } = renderForm({ groups: questionnaire(), initialPage: 1 });
    await user.click(saveButtons()[1] as HTMLElement);
    expect(screen.getByRole('alert').textContent).toBe(
      'Some input is missing or incorrect. Please check the questions marked in red.',
    );
    expect(statusOf('mood')).toBe('invalid');
    expect(statusOf('cheerful')).toBe('invalid');
    expect(statusOf('remark')).toBe('none');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'How is your mood?' })),
    );
    // Focused by the form, it stays marked until the person leaves it.
    expect(statusOf('mood')).toBe('invalid');
    expect(screen.getAllByText('Please answer this question.')).toHaveLength(2);
    expect(onSavePage).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Wellbeing' })).toBeTruthy();
  });

  it('shows the callout in Dutch', async () => {
    await i18n.changeLanguage('nl-NL');
    const { user } = renderForm({ groups: questionnaire(), initialPage: 1 });
    await user.click(screen.getAllByRole('button', { name: 'Opslaan en verder' })[0] as HTMLElement);
    expect(screen.getByRole('alert').textContent).toBe(
      'Er ontbreekt iets of er is iets niet goed ingevuld. Controleer de vragen die rood zijn gemarkeerd.',
    );
  });

  it('saves a valid page with its data items and moves on; the callout goes once the answers are there', async () => {
    const { user, onSavePage } = renderForm({ groups: questionnaire(), initialPage: 1 });
    await user.click(saveButtons()[0] as HTMLElement);
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'How is your mood?' }), 'Good');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByText(/Some input is missing/)).toBeNull();
    expect(pageButton(/Wellbeing/).getAttribute('aria-label')).toMatch(/, 100% complete$/);
    await user.click(saveButtons()[1] as HTMLElement);
    expect(onSavePage).toHaveBeenCalledWith(1, [
      { dataKey: 'mood', dataValue: 'Good' },
      { dataKey: 'cheerful', dataValue: 'yes' },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sleep' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sleep' })));
  });

  it('goes back without validation or saving', async () => {
    const { user, onSavePage } = renderForm({ groups: questionnaire(), initialPage: 1 });
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Introduction' })).toBeTruthy();
    expect(onSavePage).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves one page ahead by its label only when the current page is valid', async () => {
    const { user, onSavePage } = renderForm({ groups: questionnaire(), initialPage: 2 });
    await user.click(pageButton(/Conclusion/));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onSavePage).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Hours' }), '7,5');
    await user.click(pageButton(/Conclusion/));
    expect(onSavePage).toHaveBeenCalledWith(2, [{ dataKey: 'sleepHours', dataValue: '7.5' }]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Conclusion' })).toBeTruthy();
  });

  it('shows the last page 100% only when the page before it is complete', async () => {
    const { user } = renderForm({ groups: questionnaire(), initialPage: 2 });
    expect(pageButton(/Conclusion/).getAttribute('aria-label')).toMatch(/, 0% complete$/);
    await user.type(screen.getByRole('textbox', { name: 'Hours' }), '8');
    expect(pageButton(/Sleep/).getAttribute('aria-label')).toMatch(/, 100% complete$/);
    expect(pageButton(/Conclusion/).getAttribute('aria-label')).toMatch(/, 100% complete$/);
  });

  it('saves the last page and finishes', async () => {
    const { user, onSavePage, onFinished } = renderForm({ groups: questionnaire(), initialPage: 3 });
    await user.click(saveButtons()[1] as HTMLElement);
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(onSavePage).toHaveBeenCalledWith(3, []);
  });

  it('shows a busy state on both buttons while saving', async () => {
    let done: () => void = () => undefined;
    const onSavePage = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const { user } = renderForm({ groups: questionnaire(), onSavePage });
    await user.click(saveButtons()[0] as HTMLElement);
    expect(screen.getAllByRole('progressbar', { name: 'Saving…' })).toHaveLength(2);
    expect((pageButton(/Wellbeing/) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => done());
    expect(screen.getByRole('heading', { level: 2, name: 'Wellbeing' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('DynamicForm in measurements mode', () => {
  function measurements(): FormGroup[] {
    return [
      aPage('Body', [
        aField(FieldType.TextField, 'weight', { label: 'Weight', numeric: true, unit: 'kg', required: true }),
        aField(FieldType.TextField, 'height', { label: 'Height', numeric: true, unit: 'cm', maxValue: 250 }),
      ]),
      aPage('Blood pressure', [
        aField(FieldType.TextField, 'systolic', { label: 'Systolic', numeric: true }),
      ]),
      aPage('Laboratory', [aField(FieldType.TextField, 'glucose', { label: 'Glucose', numeric: true })]),
    ];
  }

  it('saves the current page and jumps when a page label is clicked, even with answers still missing', async () => {
    const { user, onSavePage } = renderForm({ groups: measurements(), mode: 'measurements' });
    expect((pageButton(/Laboratory/) as HTMLButtonElement).disabled).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Height' }), '181');
    await user.click(pageButton(/Laboratory/));
    expect(onSavePage).toHaveBeenCalledWith(0, [{ dataKey: 'height', dataValue: '181' }]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Laboratory' })).toBeTruthy();
  });

  it('does not jump while a value breaks its rule', async () => {
    const { user, onSavePage } = renderForm({ groups: measurements(), mode: 'measurements' });
    await user.type(screen.getByRole('textbox', { name: 'Height' }), '300');
    await user.click(pageButton(/Laboratory/));
    expect(screen.getByRole('alert').textContent).toContain('Some input is missing or incorrect.');
    expect(statusOf('height')).toBe('invalid');
    expect(statusOf('weight')).toBe('none');
    expect(onSavePage).not.toHaveBeenCalled();
  });

  it('takes the refreshed groups the save answers', async () => {
    const refreshed = measurements();
    refreshed[0] = aPage('Body', [
      aField(FieldType.TextField, 'weight', { label: 'Weight', numeric: true, dataValue: '80.2' }),
      aField(FieldType.ReadOnlyTextField, 'bmi', { label: 'BMI', numeric: true, dataValue: '24.81' }),
    ]);
    const onSavePage = vi.fn(async (_page: number, _items: DataItem[]) => refreshed);
    const { user, values } = renderForm({ groups: measurements(), mode: 'measurements', onSavePage });
    await user.type(screen.getByRole('textbox', { name: 'Weight' }), '80.20');
    await user.click(saveButtons()[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 2, name: 'Blood pressure' })).toBeTruthy();
    expect(values()).toMatchObject({ weight: '80.2', bmi: '24.81' });
    await user.click(pageButton(/Body/));
    expect(await screen.findByText('24.81')).toBeTruthy();
  });

  it('saves the last page and finishes', async () => {
    const { user, onSavePage, onFinished } = renderForm({
      groups: measurements(),
      mode: 'measurements',
      initialPage: 2,
    });
    await user.type(screen.getByRole('textbox', { name: 'Glucose' }), '5.4');
    await user.click(saveButtons()[0] as HTMLElement);
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
    expect(onSavePage).toHaveBeenCalledWith(2, [{ dataKey: 'glucose', dataValue: '5.4' }]);
  });
});

describe('DynamicForm failures', () => {
  it('clears the pages, shows the reload message and reports the error when a save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSavePage = vi.fn(async () => Promise.reject(new Error('502 Bad Gateway')));
    const { user } = renderForm({ groups: questionnaire(), onSavePage });
    await user.click(saveButtons()[0] as HTMLElement);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong, please reload the page.');
    expect(within(alert).getByRole('link', { name: 'Reload the page' }).getAttribute('href')).toBe(
      window.location.href,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('shows the same message for a load failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm({ groups: [], loadError: new Error('500') });
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please reload the page.');
    await i18n.changeLanguage('nl-NL');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Er is iets misgegaan, laad de pagina opnieuw.',
    );
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton while loading', () => {
    renderForm({ groups: [], isLoading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
  });
});

describe('DynamicForm enablement', () => {
  it('shows a dependent field when its rule becomes true and hides it again', async () => {
    const { user } = renderForm({
      groups: [
        aPage('Alcohol', [
          aField(FieldType.TextField, 'drinksPerWeek', { label: 'Drinks per week', numeric: true }),
          aField(FieldType.RadioGroup, 'bingeDrinking', {
            label: 'Six or more drinks at once?',
            options: yesNo,
            dependsOn: { rule: '#drinksPerWeek > 0' },
          }),
          aField(FieldType.TextField, 'brand', {
            label: 'Favourite drink',
            dependsOn: { dataKey: 'bingeDrinking', dataValue: 'yes,sometimes' },
          }),
        ]),
      ],
    });
    expect(screen.queryByRole('radiogroup', { name: 'Six or more drinks at once?' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Drinks per week' }), '3');
    expect(screen.getByRole('radiogroup', { name: 'Six or more drinks at once?' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: 'Favourite drink' })).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Drinks per week' }));
    await user.type(screen.getByRole('textbox', { name: 'Drinks per week' }), '0');
    expect(screen.queryByRole('radiogroup', { name: 'Six or more drinks at once?' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Favourite drink' })).toBeNull();
  });

  it('hides groups whose rule fails and skips hidden pages', async () => {
    const { user } = renderForm({
      groups: [
        aPage('Work', [aField(FieldType.RadioGroup, 'works', { label: 'Do you work?', options: yesNo })], {
          groups: [{ label: 'Your hours', dependsOn: { dataKey: 'works', dataValue: 'yes' }, fields: [] }],
        }),
        aPage('Work engagement', [aField(FieldType.TextField, 'vigour', { label: 'Vigour' })], {
          dependsOn: { dataKey: 'works', dataValue: 'yes' },
        }),
        aPage('Sleep', [aField(FieldType.TextField, 'hours', { label: 'Hours' })]),
      ],
    });
    expect(within(screen.getByRole('navigation')).getAllByRole('button')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(within(screen.getByRole('navigation')).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('does not ask for answers of fields that are not shown', async () => {
    const { user, onSavePage } = renderForm({
      groups: [
        aPage('Smoking', [
          aField(FieldType.Switch, 'smokes', {
            label: 'I smoke',
            fields: [aField(FieldType.TextField, 'perDay', { label: 'Cigarettes per day', required: true })],
          }),
        ]),
        aPage('End', []),
      ],
    });
    await user.click(saveButtons()[0] as HTMLElement);
    expect(onSavePage).toHaveBeenCalledWith(0, [{ dataKey: 'smokes', dataValue: 'no' }]);
  });
});
