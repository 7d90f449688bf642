import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError, type DownloadedFile } from '../api';
import { reportError } from '../errorReporting';
import { saveFile } from '../saveFile';
import { Button } from './Button';
import { Callout } from './Callout';
import styles from './DownloadButton.module.css';

export interface DownloadButtonProps {
  /** Fetches the file; the server makes it on request, so the button shows it is busy meanwhile. */
  download: () => Promise<DownloadedFile>;
  /** The file's name when the server gives none. */
  fallbackName: string;
  label: string;
  /** Announced while the file is on its way ("Making the PDF…"). */
  pendingLabel: string;
  /** Said when the download fails. */
  errorText: string;
  /** Names the download in error reports. */
  action: string;
}

/** A button that downloads a file the server makes (a PDF), busy while it comes and saying so when it fails. */
export function DownloadButton({
  download,
  fallbackName,
  label,
  pendingLabel,
  errorText,
  action,
}: DownloadButtonProps) {
  const errorId = useId();
  const mutation = useMutation({
    mutationFn: async () => saveFile(await download(), fallbackName),
    onError: (error) => {
      // A refusal is an answer; anything else is a fault worth reporting.
      if (!isApiError(error) || error.status === 0 || error.status >= 500) reportError(error, { action });
    },
  });
  return (
    <div className={styles.download}>
      <Button
        variant="secondary"
        isPending={mutation.isPending}
        pendingLabel={pendingLabel}
        aria-describedby={mutation.isError ? errorId : undefined}
        onPress={() => mutation.mutate()}
      >
        {label}
      </Button>
      {mutation.isError && (
        <Callout tone="danger" role="alert" id={errorId}>
          {errorText}
        </Callout>
      )}
    </div>
  );
}
