export { ModalHost } from './ModalHost';
export { modalRegistry } from './registry';
export { useModals, type ModalsApi, type ModalType, type ModalPropsByType } from '../../lib/modals';
export type { ConfirmModalProps } from './ConfirmModal';
export type { MessageModalProps } from './MessageModal';
