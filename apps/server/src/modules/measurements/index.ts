import type { AppModule } from '../../context.js';
import { measurementsRoutes } from './measurements.routes.js';

export {
  ACTIVITY_COLUMNS,
  ACTIVITY_IMPORT,
  ACTIVITY_KEY_PREFIX,
  MAX_ACTIVITY_DAYS,
  MAX_ACTIVITY_FILE_BYTES,
} from './activityImport.js';
export {
  MEASUREMENT_PAGES,
  MEASUREMENTS_VERSION,
  MeasurementPart,
  PACKAGE_PARTS,
  partsFor,
  VIDEO_UPLOAD_KEYS,
} from './measurements.definitions.js';
export {
  createMeasurementsService,
  MAX_UPLOAD_BYTES,
  measurementErrors,
  type CurrentUpload,
  type MediaKind,
  type MeasurementsService,
} from './measurements.service.js';
export { measurementUploads } from './measurements.tables.js';

/** The measurements form, scan uploads (images and videos) and the activity import, for the professionals who measure. */
export const measurementsModule: AppModule = { name: 'measurements', routes: measurementsRoutes };
