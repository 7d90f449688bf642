import type { AppModule } from '../../context.js';
import { formDataRoutes } from './formdata.routes.js';

export * from './definitions.js';
export { consumerFormRoutes, type ConsumerFormService } from './consumerForm.routes.js';
export { formDataErrors, MAX_ITEMS_PER_SAVE, MAX_VALUE_LENGTH, type FormError } from './formdata.errors.js';
export {
  createFormDataService,
  FormName,
  isFormComplete,
  type FormDataService,
  type HistoryEntry,
  type NewDataItem,
  type SubmitInput,
  type SubmitResult,
} from './formdata.service.js';
export { dataItems, formCompletions } from './formdata.tables.js';

/** Saved answers and measurements as append-only data items, and the history of a passport's values. */
export const formDataModule: AppModule = { name: 'formdata', routes: formDataRoutes };
