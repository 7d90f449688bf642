import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_TYPES,
  fileExtension,
  isDocumentType,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_NAME_LENGTH,
} from '@health-passport/domain';
import { isApiError } from '../../lib/api';
import { reportError } from '../../lib/errorReporting';
import { Button, Callout, FieldRow, Form, FormActions, Input, SectionCard, Select } from '../../lib/ui';
import { documentsQueryKey, uploadDocument, type DocumentUpload } from './api';
import styles from './DocumentsPage.module.css';

/** What the file input offers: the accepted extensions and their content types. */
const ACCEPT = [...DOCUMENT_EXTENSIONS, ...Object.keys(DOCUMENT_FILE_TYPES)].join(',');
const MAX_MEGABYTES = MAX_DOCUMENT_BYTES / (1024 * 1024);

type Field = 'type' | 'file';
type FieldErrors = Partial<Record<Field, string>>;
type Outcome = { kind: 'added'; name: string } | { kind: 'failed'; message: string };

/**
 * Adds a document for the selected person (staff who upload, issue 8 item 3): its kind, an optional name and
 * the file (PDF or image, at most 10 MB). The server checks the file's content; its refusals are shown under
 * the file field, in the interface's language where the code is known.
 */
export function UploadDocumentForm({
  serviceNumber,
  personName,
}: {
  serviceNumber: string;
  personName: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ids = { type: useId(), name: useId(), file: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [type, setType] = useState('');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const mutation = useMutation({
    mutationFn: (upload: DocumentUpload) => uploadDocument(serviceNumber, upload),
    onSuccess: (storedName) => {
      setOutcome({ kind: 'added', name: storedName });
      setType('');
      setName('');
      setFile(null);
      formRef.current?.reset();
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
    },
    onError: (error, upload) => {
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      if (!refused) reportError(error, { feature: 'documents', stage: 'upload' });
      const fileProblem = refused ? fileErrorText(error.code, upload.file.name) : undefined;
      if (fileProblem) {
        setErrors({ file: fileProblem });
        fileRef.current?.focus();
      } else {
        setOutcome({
          kind: 'failed',
          message: refused && error.message ? error.message : t('documents.upload.errors.failed'),
        });
      }
    },
  });

  /** The server's refusal of the file itself, translated. */
  const fileErrorText = (code: string, fileName: string): string | undefined => {
    if (code === 'fileTooLarge') return t('documents.upload.errors.tooLarge', { size: MAX_MEGABYTES });
    if (code === 'unsupportedFileType') return t('documents.upload.errors.unsupported');
    if (code === 'fileExtensionMismatch')
      return t('documents.upload.errors.extensionMismatch', { file: fileName });
    return undefined;
  };

  /** The checks the browser can make before sending; the server makes them all again. */
  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!isDocumentType(type)) found.type = t('documents.upload.errors.typeRequired');
    if (file === null) found.file = t('documents.upload.errors.fileRequired');
    else if (!DOCUMENT_EXTENSIONS.includes(fileExtension(file.name)))
      found.file = t('documents.upload.errors.unsupported');
    else if (file.size > MAX_DOCUMENT_BYTES)
      found.file = t('documents.upload.errors.tooLarge', { size: MAX_MEGABYTES });
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setOutcome(null);
    const found = check();
    setErrors(found);
    if (found.type) typeRef.current?.focus();
    else if (found.file) fileRef.current?.focus();
    if (found.type || found.file || file === null || !isDocumentType(type)) return;
    mutation.mutate({ type, name, file });
  };

  return (
    <SectionCard
      title={t('documents.upload.title', { name: personName })}
      tone="muted"
      className={styles.panel}
    >
      <Form ref={formRef} onSubmit={submit}>
        <FieldRow id={ids.type} label={t('documents.upload.type')} error={errors.type} announceError>
          {(aria) => (
            <Select
              {...aria}
              ref={typeRef}
              value={type}
              required
              onChange={(event) => {
                setType(event.target.value);
                setErrors(({ type: _, ...rest }) => rest);
              }}
            >
              <option value="">{t('documents.upload.typePlaceholder')}</option>
              {DOCUMENT_TYPES.map((documentType) => (
                <option key={documentType} value={documentType}>
                  {t(`documents.kinds.${documentType}`)}
                </option>
              ))}
            </Select>
          )}
        </FieldRow>
        <FieldRow
          id={ids.name}
          label={t('documents.upload.name')}
          description={t('documents.upload.nameHint')}
        >
          {(aria) => (
            <Input
              {...aria}
              value={name}
              maxLength={MAX_DOCUMENT_NAME_LENGTH}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FieldRow>
        <FieldRow
          id={ids.file}
          label={t('documents.upload.file')}
          description={t('documents.upload.fileHint', { size: MAX_MEGABYTES })}
          error={errors.file}
          announceError
        >
          {(aria) => (
            <Input
              {...aria}
              ref={fileRef}
              type="file"
              accept={ACCEPT}
              required
              onChange={(event) => {
                setFile(event.target.files?.item(0) ?? null);
                setErrors(({ file: _, ...rest }) => rest);
                setOutcome(null);
              }}
            />
          )}
        </FieldRow>
        <FormActions>
          <Button type="submit" isPending={mutation.isPending} pendingLabel={t('documents.upload.busy')}>
            {t('documents.upload.submit')}
          </Button>
        </FormActions>
      </Form>
      {outcome?.kind === 'added' && (
        <Callout tone="info" role="status">
          <p>{t('documents.upload.added', { name: outcome.name })}</p>
        </Callout>
      )}
      {outcome?.kind === 'failed' && (
        <Callout tone="danger" role="alert">
          <p>{outcome.message}</p>
        </Callout>
      )}
    </SectionCard>
  );
}
