export { StaffNoticeModal } from './StaffNoticeModal';
export { useStaffNotice } from './useStaffNotice';
