import { FieldType, isFieldType } from '@health-passport/domain';
import type { FieldRegistry } from './types';
import {
  CheckBoxGroupField,
  DropDownField,
  GroupToggleField,
  RadioGroupField,
  SwitchField,
} from './fields/ChoiceFields';
import {
  DateFieldInput,
  DateTimeFieldInput,
  DurationFieldInput,
  TimeFieldInput,
} from './fields/DateTimeFields';
import { CategoryDescriptionField, CategoryTitleField, LabelField } from './fields/DecorationFields';
import { FieldGroupField } from './fields/FieldGroupField';
import { BarcodeField, TextFieldRepeaterField } from './fields/ListInputFields';
import { RangeRadioGroupField, RangeRadioMultiGroupField } from './fields/RangeFields';
import { TextAreaDropDownField, TextAreaField } from './fields/TextAreaFields';
import { ReadOnlyTextField, TextInputField } from './fields/TextInputFields';
import { UploadField } from './fields/UploadField';

/**
 * One component per field type of passport-and-professional §3. Typed as a full record, so a field type
 * added to the domain without a component fails the type check; a type the server sends that is not in
 * the domain renders the unknown-field notice instead (FieldRenderer).
 */
export const fieldRegistry: FieldRegistry = Object.freeze({
  [FieldType.CategoryTitle]: CategoryTitleField,
  [FieldType.CategoryDescription]: CategoryDescriptionField,
  [FieldType.Label]: LabelField,
  [FieldType.UploadField]: UploadField,
  [FieldType.TextField]: TextInputField,
  [FieldType.ReadOnlyTextField]: ReadOnlyTextField,
  [FieldType.TextAreaDropDown]: TextAreaDropDownField,
  [FieldType.Barcode]: BarcodeField,
  [FieldType.TextFieldRepeater]: TextFieldRepeaterField,
  [FieldType.DateField]: DateFieldInput,
  [FieldType.DurationField]: DurationFieldInput,
  [FieldType.TimeField]: TimeFieldInput,
  [FieldType.DateTimeField]: DateTimeFieldInput,
  [FieldType.DropDown]: DropDownField,
  [FieldType.TextArea]: TextAreaField,
  [FieldType.GroupToggle]: GroupToggleField,
  [FieldType.RadioGroup]: RadioGroupField,
  [FieldType.RangeRadioGroup]: RangeRadioGroupField,
  [FieldType.RangeRadioMultiGroup]: RangeRadioMultiGroupField,
  [FieldType.CheckBoxGroup]: CheckBoxGroupField,
  [FieldType.Switch]: SwitchField,
  [FieldType.FieldGroup]: FieldGroupField,
});

/** Whether the registry has a component for this type (server data may hold types we do not know). */
export function isKnownFieldType(type: unknown): type is FieldType {
  return isFieldType(type) && Object.hasOwn(fieldRegistry, type);
}
