import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../lib/errorReporting';
import { Button, ModalDialog } from '../../lib/ui';
import type { ModalComponentProps } from './types';

export interface ConfirmModalProps {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** May return a promise: the dialog stays open, busy, until it settles. */
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
}

export function ConfirmModal({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  close,
}: ConfirmModalProps & ModalComponentProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    onCancel?.();
    close();
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      reportError(error, { modal: 'confirm' });
    } finally {
      setBusy(false);
      close();
    }
  };

  return (
    <ModalDialog
      title={title}
      role="alertdialog"
      onDismiss={busy ? undefined : cancel}
      actions={
        <>
          <Button variant="secondary" onPress={cancel} isDisabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button onPress={() => void confirm()} isPending={busy} pendingLabel={t('common.busy')}>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </ModalDialog>
  );
}
