/* Test helpers of the forms feature (not exported from index.ts). */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect, vi } from 'vitest';
import type { FieldType } from '@health-passport/domain';
import { initialValues } from '@health-passport/form-engine';
import type { DataItem, FormField, FormGroup } from '@health-passport/form-engine';
import { i18n } from '../../lib/i18n';
import { DynamicForm } from './DynamicForm';
import type { DynamicFormProps } from './DynamicForm';

export function aField(type: FieldType, dataKey: string, extra: Partial<FormField> = {}): FormField {
  return { type, dataKey, label: `Question ${dataKey}`, ...extra };
}

export function aPage(label: string, fields: FormField[], extra: Partial<FormGroup> = {}): FormGroup {
  return { label, fields, ...extra };
}

interface RenderFormOptions extends Partial<Omit<DynamicFormProps, 'values' | 'onChange'>> {
  groups: readonly FormGroup[];
  /** Answers on top of the engine's initial values. */
  values?: Record<string, string>;
}

/** Renders a DynamicForm that keeps its answers in state, with spies for the page's callbacks. */
export function renderForm({ groups, values: extra = {}, ...props }: RenderFormOptions) {
  const onChange = vi.fn<(values: Record<string, string>) => void>();
  const onSavePage =
    props.onSavePage ?? vi.fn<(pageIndex: number, items: DataItem[]) => Promise<void>>(async () => undefined);
  const onFinished = props.onFinished ?? vi.fn<() => void>();
  let latest: Record<string, string> = { ...initialValues(groups), ...extra };

  function Harness() {
    const [values, setValues] = useState(latest);
    return (
      <DynamicForm
        mode="questionnaire"
        {...props}
        groups={groups}
        values={values}
        onChange={(next) => {
          latest = next;
          setValues(next);
          onChange(next);
        }}
        onSavePage={onSavePage}
        onFinished={onFinished}
      />
    );
  }

  const result = render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  return {
    ...result,
    user: userEvent.setup({ delay: null }),
    onChange,
    onSavePage,
    onFinished,
    values: () => latest,
  };
}

/** A one-page form with one field. */
export function renderField(field: FormField, options: Omit<RenderFormOptions, 'groups'> = {}) {
  return renderForm({ groups: [aPage('About you', [field])], ...options });
}

/** The element that carries a field's validation status. */
export function fieldOf(dataKey: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-field-key="${dataKey}"]`);
  if (element === null) throw new Error(`No field ${dataKey}`);
  return element;
}

export function statusOf(dataKey: string): string | undefined {
  return fieldOf(dataKey).dataset.status;
}

/** Focuses an element of a field, then leaves the field with Tab (`tabs` times, past its other inputs). */
export async function focusAndLeave(
  user: ReturnType<typeof userEvent.setup>,
  element: HTMLElement,
  tabs = 1,
) {
  act(() => element.focus());
  for (let i = 0; i < tabs; i++) await user.tab();
}

/** Waits for a field to be evaluated as invalid after blur, with its error announced. */
export async function expectInvalidAfterBlur(dataKey: string, message = 'Please answer this question.') {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(message);
  expect(statusOf(dataKey)).toBe('invalid');
}

/** Focusing a field resets its status to none and removes its error. */
export function expectResetOnFocus(dataKey: string, element: HTMLElement) {
  act(() => element.focus());
  expect(statusOf(dataKey)).toBe('none');
  expect(screen.queryByRole('alert')).toBeNull();
}
