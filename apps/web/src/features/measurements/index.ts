export { MeasurementsPage } from './MeasurementsPage';
