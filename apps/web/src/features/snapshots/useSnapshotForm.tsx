import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, Callout, Form, FormActions, FormGrid, FormNote } from '../../lib/ui';
import { formFailureOf, showFieldFailures, type FailureRules, type FormErrorKey } from './errors';
import { useFormErrorText } from './useFormErrorText';

interface SnapshotFormOptions<
  T extends z.ZodType<FieldValues, FieldValues>,
  F extends FieldPath<z.input<T>> & string,
> {
  schema: T;
  defaultValues: DefaultValues<z.input<T>>;
  /** The fields in screen order: the first the server refused gets the focus. */
  order: readonly F[];
  rules: FailureRules<F>;
  /** The call; a failure is shown at the fields it names, or as the form's problem. */
  send: (values: z.output<T>) => Promise<void>;
}

/**
 * A snapshot form (create, edit, invite): react-hook-form checked by the form's zod schema, its messages keys of
 * snapshots.form.errors, and a refused call shown at the fields (focusing the first) or as one problem.
 */
export function useSnapshotForm<
  T extends z.ZodType<FieldValues, FieldValues>,
  F extends FieldPath<z.input<T>> & string,
>({ schema, defaultValues, order, rules, send }: SnapshotFormOptions<T, F>) {
  const [problem, setProblem] = useState<FormErrorKey | null>(null);
  const form = useForm<z.input<T>, unknown, z.output<T>>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: true,
  });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await send(values);
    } catch (error) {
      const failure = formFailureOf<F>(error, rules);
      showFieldFailures(failure, order, form.setError);
      setProblem(failure.problem);
    }
  });
  const frame = {
    onSubmit: (event: FormEvent) => void submit(event),
    isSubmitting: form.formState.isSubmitting,
    problem,
  };
  return { form, frame };
}

interface SnapshotFormFrameProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  onSubmit: (event: FormEvent) => void;
  isSubmitting: boolean;
  /** A refusal no field explains, announced as it appears. */
  problem: FormErrorKey | null;
  submitLabel: string;
  pendingLabel: string;
  /** The FieldRows. */
  children: ReactNode;
  /** A note under the fields (saved, nothing changed). */
  notice?: ReactNode;
}

/** A snapshot form's frame: the required-fields note, the fields in a grid, its problem and its submit button. */
export function SnapshotFormFrame({
  labelledBy,
  onSubmit,
  isSubmitting,
  problem,
  submitLabel,
  pendingLabel,
  children,
  notice,
}: SnapshotFormFrameProps) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  return (
    <Form aria-labelledby={labelledBy} aria-busy={isSubmitting || undefined} onSubmit={onSubmit}>
      <FormNote>{t('snapshots.form.requiredNote')}</FormNote>
      <FormGrid>{children}</FormGrid>
      {problem && (
        <Callout tone="danger" role="alert">
          <p>{errorText(problem)}</p>
        </Callout>
      )}
      {notice}
      <FormActions>
        <Button type="submit" isPending={isSubmitting} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
