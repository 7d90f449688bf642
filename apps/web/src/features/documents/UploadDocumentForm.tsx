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
import { Button, Callout } from '../../lib/ui';
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
  const ids = {
    title: useId(),
    type: useId(),
    typeError: useId(),
    name: useId(),
    nameHint: useId(),
    file: useId(),
    fileHint: useId(),
    fileError: useId(),
  };
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

  const describedBy = (...parts: (string | false)[]) => parts.filter(Boolean).join(' ') || undefined;

  return (
    <section className={styles.panel} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('documents.upload.title', { name: personName })}</h2>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.type}>{t('documents.upload.type')}</label>
          <select
            ref={typeRef}
            id={ids.type}
            className={styles.select}
            value={type}
            aria-invalid={errors.type ? true : undefined}
            aria-describedby={describedBy(errors.type !== undefined && ids.typeError)}
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
          </select>
          {errors.type && (
            <p id={ids.typeError} className={styles.fieldError} role="alert">
              {errors.type}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.name}>{t('documents.upload.name')}</label>
          <input
            id={ids.name}
            className={styles.input}
            value={name}
            maxLength={MAX_DOCUMENT_NAME_LENGTH}
            aria-describedby={ids.nameHint}
            onChange={(event) => setName(event.target.value)}
          />
          <p id={ids.nameHint} className={styles.hint}>
            {t('documents.upload.nameHint')}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.file}>{t('documents.upload.file')}</label>
          <input
            ref={fileRef}
            id={ids.file}
            type="file"
            accept={ACCEPT}
            className={styles.fileInput}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describedBy(ids.fileHint, errors.file !== undefined && ids.fileError)}
            required
            onChange={(event) => {
              setFile(event.target.files?.item(0) ?? null);
              setErrors(({ file: _, ...rest }) => rest);
              setOutcome(null);
            }}
          />
          <p id={ids.fileHint} className={styles.hint}>
            {t('documents.upload.fileHint', { size: MAX_MEGABYTES })}
          </p>
          {errors.file && (
            <p id={ids.fileError} className={styles.fieldError} role="alert">
              {errors.file}
            </p>
          )}
        </div>
        <Button type="submit" isPending={mutation.isPending} pendingLabel={t('documents.upload.busy')}>
          {t('documents.upload.submit')}
        </Button>
      </form>
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
    </section>
  );
}
