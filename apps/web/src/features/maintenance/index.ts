import { lazy } from 'react';

// The shell polls inside the data cache's scope, which the sign-in page draws without: loaded after it.
export const MaintenanceModal = lazy(() =>
  import('./MaintenanceModal').then((m) => ({ default: m.MaintenanceModal })),
);
