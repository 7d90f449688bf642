import type { CSSProperties } from 'react';
import { Checkbox, CheckboxGroup, Radio, RadioGroup } from 'react-aria-components';
import {
  EXTENDED_RANGE_RADIO_THRESHOLD,
  FieldDirection,
  FieldValidationStatus,
  LIST_VALUE_SEPARATOR,
} from '@health-passport/domain';
import { isRequired, splitList } from '@health-passport/form-engine';
import type { FormField } from '@health-passport/form-engine';
import type { FieldProps } from '../types';
import { FieldShell, describedBy } from './FieldShell';
import styles from './RangeFields.module.css';

/** The result colours from good to bad; the label text always stays beside the colour (DESIGN.md). */
const GOOD_TO_BAD = ['green', 'yellow', 'orange', 'red'] as const;
export type ScaleColor = (typeof GOOD_TO_BAD)[number];

/** The result colour of option `index` of `count` on a scale coloured by `direction`, if it has one. */
export function scaleColor(
  index: number,
  count: number,
  direction: FormField['direction'],
): ScaleColor | undefined {
  if (direction === undefined) return undefined;
  const step = count <= 1 ? 0 : Math.round((index / (count - 1)) * (GOOD_TO_BAD.length - 1));
  const fromGood = direction === FieldDirection.GREEN_TO_RED ? step : GOOD_TO_BAD.length - 1 - step;
  return GOOD_TO_BAD[fromGood];
}

/** §5: a range with more than EXTENDED_RANGE_RADIO_THRESHOLD options uses the extended (compact) style. */
export function isExtendedRange(field: FormField): boolean {
  return (field.options?.length ?? 0) > EXTENDED_RANGE_RADIO_THRESHOLD;
}

function ScaleEnds({ field, id }: { field: FormField; id: string }) {
  if (!field.minLabel && !field.maxLabel) return null;
  return (
    <p id={id} className={styles.ends}>
      <span>{field.minLabel}</span>
      <span className="visually-hidden"> – </span>
      <span className={styles.endMax}>{field.maxLabel}</span>
    </p>
  );
}

function useScale(props: FieldProps) {
  const { field } = props;
  const options = field.options ?? [];
  const hasEnds = Boolean(field.minLabel || field.maxLabel);
  // Short labels (numbers) stay side by side on a phone; worded options stack.
  const short = options.every((option) => option.label.length <= 4);
  return {
    options,
    hasEnds,
    className: [styles.scale, isExtendedRange(field) && styles.extended, short && styles.short]
      .filter(Boolean)
      .join(' '),
    describedBy: describedBy(props, { hint: hasEnds }),
    colorOf: (index: number) => scaleColor(index, options.length, field.direction),
    style: { '--scale-count': options.length } as CSSProperties,
  };
}

/** RangeRadioGroup: one point on a scale, with the end labels under it and optional result colours. */
export function RangeRadioGroupField(props: FieldProps) {
  const { field, value, onChange, ids, status } = props;
  const scale = useScale(props);
  return (
    <FieldShell props={props} labelAs="text">
      <div className={styles.range}>
        <RadioGroup
          id={ids.input}
          value={value !== undefined && scale.options.some((o) => o.value === value) ? value : null}
          onChange={onChange}
          orientation="horizontal"
          aria-labelledby={ids.label}
          aria-describedby={scale.describedBy}
          isInvalid={status === FieldValidationStatus.INVALID}
          isRequired={isRequired(field)}
          validationBehavior="aria"
          className={scale.className}
          style={scale.style}
        >
          {scale.options.map((option, index) => (
            <Radio key={option.value} value={option.value} className={styles.step}>
              <span className={styles.mark} data-color={scale.colorOf(index)}>
                {option.label}
              </span>
            </Radio>
          ))}
        </RadioGroup>
        <ScaleEnds field={field} id={ids.hint} />
      </div>
    </FieldShell>
  );
}

/** RangeRadioMultiGroup: one or more points on a scale, stored like a checkbox group. */
export function RangeRadioMultiGroupField(props: FieldProps) {
  const { field, value, onChange, ids, status } = props;
  const scale = useScale(props);
  const selected = value === undefined ? [] : splitList(value).filter((item) => item !== '');
  return (
    <FieldShell props={props} labelAs="text">
      <div className={styles.range}>
        <CheckboxGroup
          id={ids.input}
          value={selected}
          onChange={(next) =>
            onChange(
              scale.options
                .filter((option) => next.includes(option.value))
                .map((option) => option.value)
                .join(LIST_VALUE_SEPARATOR),
            )
          }
          aria-labelledby={ids.label}
          aria-describedby={scale.describedBy}
          isInvalid={status === FieldValidationStatus.INVALID}
          isRequired={isRequired(field)}
          validationBehavior="aria"
          className={scale.className}
          style={scale.style}
        >
          {scale.options.map((option, index) => (
            <Checkbox key={option.value} value={option.value} className={styles.step}>
              <span className={styles.mark} data-color={scale.colorOf(index)}>
                {option.label}
              </span>
            </Checkbox>
          ))}
        </CheckboxGroup>
        <ScaleEnds field={field} id={ids.hint} />
      </div>
    </FieldShell>
  );
}
