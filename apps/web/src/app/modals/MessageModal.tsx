import { useTranslation } from 'react-i18next';
import { Button, ModalDialog } from '../../lib/ui';
import type { ModalComponentProps } from './types';

export interface MessageModalProps {
  title: string;
  message: string;
  closeLabel?: string;
}

export function MessageModal({ title, message, closeLabel, close }: MessageModalProps & ModalComponentProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={title}
      onDismiss={close}
      actions={
        <Button onPress={close} autoFocus>
          {closeLabel ?? t('common.close')}
        </Button>
      }
    >
      <p>{message}</p>
    </ModalDialog>
  );
}
