import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BARCODE_MAX_LENGTH } from '@health-passport/domain';
import { MAX_DURATION_MINUTES, minutesToDuration } from '@health-passport/form-engine';
import type { FormField } from '@health-passport/form-engine';
import { useLocale } from '../../lib/i18n';
import type { FieldErrorCode } from './types';

const LATEST_CLOCK_TIME = minutesToDuration(MAX_DURATION_MINUTES) ?? '';

/** The translated error text of a field's validation code, with the field's own limits filled in. */
export function useErrorMessage(): (field: FormField, error: FieldErrorCode) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return useCallback(
    (field: FormField, error: FieldErrorCode): string => {
      const number = (n: number | undefined): string =>
        n === undefined ? '' : new Intl.NumberFormat(locale).format(n);
      switch (error) {
        case 'tooFewSelected':
          return t('forms.errors.tooFewSelected', { min: number(field.minSelectedValues ?? 1) });
        case 'tooManySelected':
          return t('forms.errors.tooManySelected', { max: number(field.maxSelectedValues) });
        case 'aboveMax':
          return t('forms.errors.aboveMax', { max: number(field.maxValue) });
        case 'belowMin':
          return t('forms.errors.belowMin', { min: number(field.minValue) });
        case 'invalidDuration':
          return t('forms.errors.invalidDuration', { max: LATEST_CLOCK_TIME });
        case 'invalidTime':
          return t('forms.errors.invalidTime', { max: LATEST_CLOCK_TIME });
        case 'invalidBarcode':
          return t('forms.errors.invalidBarcode', { max: BARCODE_MAX_LENGTH });
        default:
          return t(`forms.errors.${error}`);
      }
    },
    [t, locale],
  );
}
