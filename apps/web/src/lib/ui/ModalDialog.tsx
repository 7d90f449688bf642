import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './ModalDialog.module.css';

export interface ModalDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Called when the user dismisses the dialog (Escape, outside click); omit for a blocking dialog. */
  onDismiss?: () => void;
  /** `alertdialog` for confirmations and blocking notices that need the user's attention. */
  role?: 'dialog' | 'alertdialog';
  /** Buttons, laid out at the bottom. */
  actions?: ReactNode;
}

/** The one dialog frame: focus trap, Escape, labelled by its title, background made inert. */
export function ModalDialog({ title, children, onDismiss, role = 'dialog', actions }: ModalDialogProps) {
  const dismissable = onDismiss !== undefined;
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onDismiss?.();
      }}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role={role} className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <div className={styles.body}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
