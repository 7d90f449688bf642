import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { RoutePath } from '@health-passport/domain';
import type { DataItem, FormField } from '@health-passport/form-engine';
import { useLocale } from '../../lib/i18n';
import { DynamicForm, useFormAnswers } from '../forms';
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

  const onSavePage = async (_page: number, items: DataItem[]) => {
    const refreshed = await saveMeasurements(serviceNumber, passportId, items, locale);
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
    />
  );
}
