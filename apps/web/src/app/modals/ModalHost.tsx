import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ModalsContext, type ModalPropsByType, type ModalsApi, type ModalType } from '../../lib/modals';
import { QueryScope } from '../../lib/queryScope';
import { modalRegistry } from './registry';
import type { ModalComponent } from './types';

interface ActiveModal {
  type: ModalType;
  props: ModalPropsByType[ModalType];
  /** Remounts the component when the same type is opened again with new props. */
  key: number;
}

/** Provides `useModals()` and renders the one open modal. */
export function ModalHost({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveModal | null>(null);

  const close = useCallback(() => setActive(null), []);
  const open = useCallback<ModalsApi['open']>((type, props) => {
    setActive((previous) => ({ type, props, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const api = useMemo<ModalsApi>(() => ({ open, close }), [open, close]);

  const Component: ModalComponent | undefined = active ? modalRegistry[active.type] : undefined;

  return (
    <ModalsContext.Provider value={api}>
      {children}
      {active && Component && (
        <Suspense fallback={null}>
          {/* Modals read and change data, like pages. */}
          <QueryScope>
            <Component key={active.key} {...active.props} close={close} />
          </QueryScope>
        </Suspense>
      )}
    </ModalsContext.Provider>
  );
}
