import type { ComponentType } from 'react';

/** What the host gives every registered modal besides its own props. */
export interface ModalComponentProps {
  close: () => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry has its own props; checked via PropsOf
export type ModalComponent = ComponentType<any>;

/** A modal's own props: everything except what the host passes. */
export type PropsOf<C> = C extends ComponentType<infer P> ? Omit<P, keyof ModalComponentProps> : never;
