import { Checkbox, CheckboxGroup, Radio, RadioGroup, Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  FieldValidationStatus,
  LIST_VALUE_SEPARATOR,
  SWITCH_DEFAULT_VALUE,
  SWITCH_ON_VALUE,
} from '@health-passport/domain';
import { isRequired, isToggleOn, splitList } from '@health-passport/form-engine';
import type { FieldOption } from '@health-passport/form-engine';
import type { FieldProps } from '../types';
import { FieldShell, describedBy } from './FieldShell';
import { SelectBox } from './SelectBox';
import styles from './fields.module.css';

const isInvalid = (props: FieldProps): boolean => props.status === FieldValidationStatus.INVALID;

/** DropDown: one choice from a list; the placeholder ("Please select") is not an answer (§5). */
export function DropDownField(props: FieldProps) {
  const { t } = useTranslation();
  const { field, value, onChange, ids } = props;
  return (
    <FieldShell props={props} labelAs="text">
      <SelectBox
        id={ids.input}
        options={field.options ?? []}
        value={value ?? null}
        onChange={onChange}
        placeholder={field.placeholder ?? t('forms.selectPlaceholder')}
        aria-labelledby={ids.label}
        aria-describedby={describedBy(props)}
        isInvalid={isInvalid(props)}
        isRequired={isRequired(field)}
      />
    </FieldShell>
  );
}

function RadioChoices({
  props,
  options,
  horizontal = false,
}: {
  props: FieldProps;
  options: readonly FieldOption[];
  horizontal?: boolean;
}) {
  const { field, value, onChange, ids } = props;
  return (
    <FieldShell props={props} labelAs="text">
      <RadioGroup
        id={ids.input}
        value={value !== undefined && options.some((o) => o.value === value) ? value : null}
        onChange={onChange}
        aria-labelledby={ids.label}
        aria-describedby={describedBy(props)}
        isInvalid={isInvalid(props)}
        isRequired={isRequired(field)}
        validationBehavior="aria"
        orientation={horizontal ? 'horizontal' : 'vertical'}
        className={horizontal ? styles.segmented : styles.choiceList}
      >
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className={horizontal ? styles.segment : styles.choice}
          >
            {!horizontal && <span className={styles.radioMark} aria-hidden="true" />}
            <span>{option.label}</span>
          </Radio>
        ))}
      </RadioGroup>
    </FieldShell>
  );
}

/** RadioGroup: one choice, all options in view. */
export function RadioGroupField(props: FieldProps) {
  return <RadioChoices props={props} options={props.field.options ?? []} />;
}

/**
 * GroupToggle: the answer that opens or closes its group (§4: on when yes/Y or the toggle regex matches).
 * Without options it is a statement answered with Agree (yes) or Disagree (no).
 */
export function GroupToggleField(props: FieldProps) {
  const { t } = useTranslation();
  const given = props.field.options ?? [];
  const options =
    given.length > 0
      ? given
      : [
          { value: SWITCH_ON_VALUE, label: t('forms.labels.agree') },
          { value: SWITCH_DEFAULT_VALUE, label: t('forms.labels.disagree') },
        ];
  return <RadioChoices props={props} options={options} horizontal={options.length <= 3} />;
}

/** CheckBoxGroup: several choices, within the field's minimum and maximum (§5). */
export function CheckBoxGroupField(props: FieldProps) {
  const { t } = useTranslation();
  const { field, value, onChange, ids } = props;
  const options = field.options ?? [];
  const selected = value === undefined ? [] : splitList(value).filter((item) => item !== '');
  const min = field.minSelectedValues ?? 0;
  const max = field.maxSelectedValues;
  const hint =
    max !== undefined && min > 0
      ? min === max
        ? undefined
        : t('forms.selection.between', { min, max })
      : max !== undefined
        ? t('forms.selection.atMost', { max })
        : min > 1
          ? t('forms.selection.atLeast', { min })
          : undefined;
  return (
    <FieldShell props={props} labelAs="text" hint={hint}>
      <CheckboxGroup
        id={ids.input}
        value={selected}
        onChange={(next) =>
          // Stored in the order of the options, joined with commas.
          onChange(
            options
              .filter((option) => next.includes(option.value))
              .map((option) => option.value)
              .join(LIST_VALUE_SEPARATOR),
          )
        }
        aria-labelledby={ids.label}
        aria-describedby={describedBy(props, { hint: hint !== undefined })}
        isInvalid={isInvalid(props)}
        isRequired={isRequired(field)}
        validationBehavior="aria"
        className={styles.choiceList}
      >
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} className={styles.choice}>
            <span className={styles.checkMark} aria-hidden="true" />
            <span>{option.label}</span>
          </Checkbox>
        ))}
      </CheckboxGroup>
    </FieldShell>
  );
}

/**
 * Switch: yes or no, "no" until switched (§5); on shows its nested fields (§4). The state text beside the
 * track is the option labels when given, else Yes / No.
 */
export function SwitchField(props: FieldProps) {
  const { t } = useTranslation();
  const { field, value, onChange, ids } = props;
  const options = field.options ?? [];
  const onOption = options.find((o) => isToggleOn(o.value, field.toggleCriteriaRegex));
  const offOption = options.find((o) => !isToggleOn(o.value, field.toggleCriteriaRegex));
  const on = isToggleOn(value ?? SWITCH_DEFAULT_VALUE, field.toggleCriteriaRegex);
  const onLabel = onOption?.label ?? t('forms.labels.yes');
  const offLabel = offOption?.label ?? t('forms.labels.no');
  return (
    <FieldShell props={props} labelAs="none">
      <Switch
        id={ids.input}
        isSelected={on}
        onChange={(selected) =>
          onChange(
            selected ? (onOption?.value ?? SWITCH_ON_VALUE) : (offOption?.value ?? SWITCH_DEFAULT_VALUE),
          )
        }
        aria-describedby={describedBy(props)}
        className={styles.switch}
      >
        <span id={ids.label} className={styles.label}>
          {field.label}
        </span>
        <span className={styles.switchControl}>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          <span className={styles.switchState} aria-hidden="true">
            {on ? onLabel : offLabel}
          </span>
        </span>
      </Switch>
    </FieldShell>
  );
}
