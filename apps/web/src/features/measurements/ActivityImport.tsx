import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { reportError } from '../../lib/errorReporting';
import { Button, Callout, FieldRow, Form, FormActions, Input, SectionCard } from '../../lib/ui';
import {
  importActivitySpreadsheet,
  isSuccessAnswer,
  measurementsQueryKey,
  SPREADSHEET_EXTENSION,
  SPREADSHEET_MIME_TYPE,
} from './api';
import styles from './MeasurementsPage.module.css';

type Outcome =
  { kind: 'success'; text: string } | { kind: 'failure'; message: string; problems: readonly string[] };

/** At most this many of the server's problem lines are listed under its message. */
const MAX_PROBLEMS_SHOWN = 10;

/** The texts of `details.problems` (each naming a row and column), when the server sends them. */
function problemsOf(details: Record<string, unknown> | undefined): string[] {
  const problems = details?.problems;
  if (!Array.isArray(problems)) return [];
  return problems
    .map((problem: unknown) =>
      typeof problem === 'object' && problem !== null && 'text' in problem && typeof problem.text === 'string'
        ? problem.text
        : '',
    )
    .filter((text) => text !== '');
}

/**
 * "Import activity spreadsheet" (issue item 5, P&P §5 "Activity import takes a spreadsheet file"): an .xlsx
 * export of the person's activity tracker, sent with their service number. Shows the server's answer: its
 * success text, or its message naming the row and column that is wrong.
 */
export function ActivityImport({ serviceNumber }: { serviceNumber: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const mutation = useMutation({
    mutationFn: (chosen: File) => importActivitySpreadsheet(serviceNumber, chosen),
    onSuccess: (text) => {
      if (isSuccessAnswer(text)) {
        setOutcome({ kind: 'success', text });
        // Imported activity may fill in values of the measurements form.
        void queryClient.invalidateQueries({ queryKey: [...measurementsQueryKey, serviceNumber] });
      } else {
        setOutcome({ kind: 'failure', message: text || t('measurements.import.failed'), problems: [] });
      }
    },
    onError: (error) => {
      // A refused spreadsheet (4xx) comes with a message naming the row and column; anything else is ours.
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      if (!refused) reportError(error, { feature: 'measurements', stage: 'activityImport' });
      const problems = refused ? problemsOf(error.details) : [];
      setOutcome({
        kind: 'failure',
        message: refused && error.message ? error.message : t('measurements.import.failed'),
        // The message names the first problem; a longer list adds the others.
        problems: problems.length > 1 ? problems.slice(0, MAX_PROBLEMS_SHOWN) : [],
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (file === null) {
      setFileError(t('measurements.import.chooseFirst'));
      inputRef.current?.focus();
      return;
    }
    if (!file.name.toLowerCase().endsWith(SPREADSHEET_EXTENSION)) {
      setFileError(t('measurements.import.wrongType'));
      inputRef.current?.focus();
      return;
    }
    setOutcome(null);
    mutation.mutate(file);
  };

  return (
    <SectionCard title={t('measurements.import.title')}>
      <p className={styles.muted}>{t('measurements.import.text')}</p>
      <Form onSubmit={submit}>
        <FieldRow
          id={inputId}
          label={t('measurements.import.fileLabel')}
          description={t('measurements.import.fileHint')}
          error={fileError ?? undefined}
          announceError
        >
          {(aria) => (
            <Input
              {...aria}
              ref={inputRef}
              type="file"
              accept={`${SPREADSHEET_EXTENSION},${SPREADSHEET_MIME_TYPE}`}
              onChange={(event) => {
                setFile(event.target.files?.item(0) ?? null);
                setFileError(null);
                setOutcome(null);
              }}
            />
          )}
        </FieldRow>
        <FormActions>
          <Button
            type="submit"
            variant="secondary"
            isPending={mutation.isPending}
            pendingLabel={t('measurements.import.busy')}
          >
            {t('measurements.import.submit')}
          </Button>
        </FormActions>
      </Form>
      {outcome?.kind === 'success' && (
        <Callout tone="info" role="status">
          <p>
            <strong>{t('measurements.import.done')}</strong>
          </p>
          <p>{outcome.text}</p>
        </Callout>
      )}
      {outcome?.kind === 'failure' && (
        <Callout tone="danger" role="alert">
          <p>
            <strong>{t('measurements.import.refused')}</strong>
          </p>
          <p>{outcome.message}</p>
          {outcome.problems.length > 0 && (
            <ul className={styles.problems}>
              {outcome.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </Callout>
      )}
    </SectionCard>
  );
}
