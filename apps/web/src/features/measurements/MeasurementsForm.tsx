import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RoutePath, unitSuspicion } from '@health-passport/domain';
import { isPassing, validateField } from '@health-passport/form-engine';
import type { DataItem, FormField } from '@health-passport/form-engine';
import { useLocale } from '../../lib/i18n';
import { DynamicForm, useFormAnswers, type SoftWarningOf } from '../forms';
import { measurementsQueryOptions, saveMeasurements, uploadScanFile } from './api';

interface MeasurementsFormProps {
  serviceNumber: string;
  passportId: string;
}

/**
 * The measurements form of one passport (P&P §2.5): a page label saves the open page and jumps to it, the
 * last page saves and goes to /users, and scan images are uploaded as they are chosen. A load or save
 * failure shows the renderer's "Something went wrong, please reload the page." with a reload link.
 */
export function MeasurementsForm({ serviceNumber, passportId }: MeasurementsFormProps) {
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = measurementsQueryOptions(serviceNumber, passportId, locale);
  const query = useQuery(options);
  const [values, setValues] = useFormAnswers(query.data);
  const unitWarning = useUnitWarning();

  const onSavePage = async (_page: number, items: DataItem[], saved?: { confirmedKeys: string[] }) => {
    const refreshed = await saveMeasurements(serviceNumber, passportId, items, locale, saved?.confirmedKeys);
    if (refreshed !== undefined) queryClient.setQueryData(options.queryKey, refreshed);
    return refreshed;
  };

  return (
    <DynamicForm
      mode="measurements"
      groups={query.data ?? []}
      values={values}
      onChange={setValues}
      onSavePage={onSavePage}
      onFinished={() => void navigate(RoutePath.USERS)}
      onUpload={(file: File, field: FormField) =>
        uploadScanFile(serviceNumber, passportId, field.dataKey, file)
      }
      loadError={query.data === undefined ? (query.error ?? undefined) : undefined}
      isLoading={query.isPending}
      softWarningOf={unitWarning}
    />
  );
}

/**
 * A value that looks entered in another unit (haemoglobin in g/dL, vitamin D in ng/mL ...; the rule is the
 * domain's `unitSuspicion`) is saved only after staff confirm it; outside the field's limits the warning only
 * explains the refusal.
 */
function useUnitWarning(): SoftWarningOf {
  const { t } = useTranslation();
  const locale = useLocale();
  return (field: FormField, value: string) => {
    const entered = Number(value);
    const suspicion = unitSuspicion(field.dataKey, entered);
    if (suspicion === null) return null;
    const number = (n: number, decimals?: number) =>
      new Intl.NumberFormat(locale, {
        maximumFractionDigits: decimals ?? 3,
        ...(decimals === undefined ? {} : { minimumFractionDigits: decimals }),
      }).format(n);
    const texts = {
      likelyUnit: suspicion.likelyUnit,
      unit: suspicion.unit,
      value: number(entered),
      converted: number(suspicion.convertedValue, suspicion.decimals),
    };
    const confirmable = isPassing(validateField(field, value, { required: false }));
    return {
      message: t(
        confirmable ? 'measurements.unitCheck.message' : 'measurements.unitCheck.outOfLimits',
        texts,
      ),
      confirmLabel: t('measurements.unitCheck.confirm', texts),
      confirmable,
    };
  };
}
