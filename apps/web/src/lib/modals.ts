import { createContext, useContext } from 'react';

/**
 * Props of each modal type, by type name. Empty here on purpose: `app/modals/registry.ts` fills it in
 * from its component map (declaration merging), so features can open modals without importing `app/`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModalPropsByType {}

export type ModalType = keyof ModalPropsByType;

export interface ModalsApi {
  /** Opens the modal of `type`; an open modal is replaced (one modal at a time). */
  open<T extends ModalType>(type: T, props: ModalPropsByType[T]): void;
  close(): void;
}

export const ModalsContext = createContext<ModalsApi | null>(null);

export function useModals(): ModalsApi {
  const api = useContext(ModalsContext);
  if (!api) throw new Error('useModals() needs the <ModalHost> of app/modals above it');
  return api;
}
