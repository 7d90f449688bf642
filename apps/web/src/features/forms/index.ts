/**
 * The web renderer of the dynamic form engine (passport-and-professional §2.5, §3-§5, §8, §9). A page
 * loads the groups, keeps the answers and decides where they are saved; every rule (enablement,
 * validation, progress, navigation) comes from `@health-passport/form-engine`.
 *
 *   const [values, setValues] = useState(() => initialValues(groups)); // from the form engine
 *   <DynamicForm
 *     mode="questionnaire"                    // or "measurements"
 *     groups={groups}                         // parsed with parseFormDefinition; pages = top-level groups
 *     values={values}
 *     onChange={setValues}
 *     onSavePage={(pageIndex, dataItems) => save(dataItems)}  // may answer refreshed groups
 *     onFinished={() => navigate('/onboarding')}
 *     onUpload={(file, field) => upload(file, field.dataKey)}  // answer text ("success" completes),
 *                                                              // or { text, value } to store another value
 *     softWarningOf={(field, value) => warning}  // values saved only once confirmed (the unit check)
 *     loadError={query.error}
 *     isLoading={query.isPending}
 *   />
 */
export { DynamicForm } from './DynamicForm';
export type { DynamicFormMode, DynamicFormProps } from './DynamicForm';
export { fieldRegistry } from './fieldRegistry';
export type {
  FieldComponent,
  FieldProps,
  FieldRegistry,
  FieldStatus,
  InputFormat,
  SoftWarning,
  SoftWarningOf,
  UploadAnswer,
  UploadHandler,
} from './types';
export { resumePageIndex } from './resumePage';
export { useFormAnswers } from './useFormAnswers';
export { FormLoadFailure, type FormLoadFailureProps } from './FormLoadFailure';
export {
  ServerFormPage,
  type NotApplicableView,
  type ServerFormPageConfig,
  type ServerFormPageProps,
} from './ServerFormPage';
