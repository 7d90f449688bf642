import { lazy, Suspense } from 'react';
import { useMaintenance } from './useMaintenance';

// Rarely shown: the dialog loads when the server says it is in maintenance, not with every page.
const MaintenanceDialog = lazy(() =>
  import('./MaintenanceDialog').then((m) => ({ default: m.MaintenanceDialog })),
);

/** Blocks the portal while the server is in maintenance; it cannot be dismissed and closes by itself. */
export function MaintenanceModal() {
  const inMaintenance = useMaintenance();
  if (!inMaintenance) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceDialog />
    </Suspense>
  );
}
