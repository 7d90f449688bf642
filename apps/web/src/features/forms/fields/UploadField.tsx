import { useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FieldValidationStatus, UploadState } from '@health-passport/domain';
import { initialUploadState, uploadResultState } from '@health-passport/form-engine';
import { reportError } from '../../../lib/errorReporting';
import { Button } from '../../../lib/ui';
import type { FieldProps } from '../types';
import { FieldShell, describedBy } from './FieldShell';
import styles from './fields.module.css';

interface Upload {
  state: UploadState;
  fileName: string | undefined;
}

/**
 * UploadField (§4 upload states): idle, uploading, completed, failed, or uploaded earlier when the field
 * already holds a file. The page decides where the file goes (`onUpload`); an answer containing the word
 * "success" completes it and the field keeps the file's name (or the value the answer names), anything
 * else fails: the value is cleared and the field marked invalid.
 */
export function UploadField(props: FieldProps) {
  const { t } = useTranslation();
  const { field, value, onChange, ids, upload, setStatus } = props;
  const [current, setCurrent] = useState<Upload>(() => ({
    state: initialUploadState(value),
    fileName: undefined,
  }));
  const attempt = useRef(0);

  const start = async (file: File): Promise<void> => {
    const id = ++attempt.current;
    setCurrent({ state: UploadState.UPLOADING, fileName: file.name });
    let state: 'completed' | 'failed';
    let storedValue = file.name;
    try {
      if (upload === undefined) throw new Error(`No upload handler for field ${field.dataKey}`);
      const answer = await upload(file);
      state = uploadResultState(typeof answer === 'string' ? answer : answer.text);
      if (typeof answer !== 'string') storedValue = answer.value;
    } catch (error) {
      reportError(error, { feature: 'forms', field: field.dataKey });
      state = UploadState.FAILED;
    }
    if (id !== attempt.current) return; // a newer file was chosen meanwhile
    setCurrent({ state, fileName: file.name });
    if (state === UploadState.COMPLETED) {
      onChange(storedValue);
      setStatus({ status: FieldValidationStatus.VALID });
    } else {
      onChange('');
      setStatus({ status: FieldValidationStatus.INVALID, error: 'uploadFailed', announce: true });
    }
  };

  const notice = (() => {
    switch (current.state) {
      case UploadState.UPLOADING:
        return t('forms.upload.uploading');
      case UploadState.COMPLETED:
        return t('forms.upload.completed');
      case UploadState.FAILED:
        return t('forms.upload.failed');
      case UploadState.UPLOADED_EARLIER:
        return t('forms.upload.uploadedEarlier', { file: value ?? '' });
      default:
        return '';
    }
  })();
  const hasFile = current.state !== UploadState.IDLE && current.state !== UploadState.FAILED;

  return (
    <FieldShell props={props} labelAs="text">
      <div className={styles.upload} data-upload-state={current.state}>
        <FileTrigger
          onSelect={(files) => {
            const file = files?.item(0);
            if (file) void start(file);
          }}
        >
          <Button
            id={ids.input}
            variant="secondary"
            aria-labelledby={`${ids.input} ${ids.label}`}
            aria-describedby={describedBy(props, { hint: true })}
            isPending={current.state === UploadState.UPLOADING}
            pendingLabel={t('forms.upload.uploading')}
          >
            {hasFile ? t('forms.upload.chooseAnother') : t('forms.upload.chooseFile')}
          </Button>
        </FileTrigger>
        <p id={ids.hint} className={styles.uploadNotice} role="status">
          {notice !== '' && (
            <span className={styles.uploadText} data-state={current.state}>
              {notice}
              {current.state === UploadState.COMPLETED && current.fileName ? `: ${current.fileName}` : ''}
            </span>
          )}
        </p>
      </div>
    </FieldShell>
  );
}
