import { lazy } from 'react';

// Opened once after a staff member signs in: loaded then, not with every page.
export const StaffNoticeModal = lazy(() =>
  import('./StaffNoticeModal').then((m) => ({ default: m.StaffNoticeModal })),
);
export { useStaffNotice } from './useStaffNotice';
