export { MaintenanceModal } from './MaintenanceModal';
