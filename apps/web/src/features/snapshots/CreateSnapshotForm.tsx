import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { buildPath, CustomerType, RoutePath, SnapshotErrorCode } from '@health-passport/domain';
import { FieldRow, Input } from '../../lib/ui';
import { companiesQueryOptions, createSnapshot, snapshotQueryKey, snapshotsQueryKey } from './api';
import { CompanySelect } from './CompanySelect';
import type { FailureRules, FormErrorKey } from './errors';
import { CustomerTypeField } from './options';
import { useFormErrorText } from './useFormErrorText';
import { SnapshotFormFrame, useSnapshotForm } from './useSnapshotForm';

const createSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'name' satisfies FormErrorKey),
  customerType: z.enum(CustomerType, { error: 'customerType' satisfies FormErrorKey }),
  company: z.string().min(1, 'company' satisfies FormErrorKey),
});

const FIELD_ORDER = ['name', 'customerType', 'company'] as const;
type CreateField = (typeof FIELD_ORDER)[number];

const FAILURE_RULES: FailureRules<CreateField> = {
  fieldOf: { name: 'name', customerType: 'customerType', company: 'company' },
  // The form checks what is missing; what the server still refuses is too long, or a company it does not know.
  messageOf: { name: 'nameTooLong', customerType: 'customerType', company: 'unknownCompany' },
  byCode: {
    [SnapshotErrorCode.UNKNOWN_COMPANY]: {
      fields: [{ field: 'company', key: 'unknownCompany' }],
      problem: null,
    },
  },
};

/**
 * A new snapshot of a company (createSnapshot; data experts and product managers): its name, customer type and
 * company. The server starts computing it; the new snapshot opens.
 */
export function CreateSnapshotForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companies = useQuery(companiesQueryOptions());
  const { form, frame } = useSnapshotForm({
    schema: createSchema,
    defaultValues: { name: '', customerType: CustomerType.B2B, company: '' },
    order: FIELD_ORDER,
    rules: FAILURE_RULES,
    send: async (values) => {
      const snapshot = await createSnapshot(values);
      queryClient.setQueryData(snapshotQueryKey(snapshot.id), snapshot);
      // The list counts the new snapshot when it is next shown.
      await queryClient.invalidateQueries({ queryKey: snapshotsQueryKey, refetchType: 'none' });
      await navigate(buildPath(RoutePath.SNAPSHOT, { id: snapshot.id }));
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SnapshotFormFrame
      {...frame}
      labelledBy={labelledBy}
      submitLabel={t('snapshots.create.submit')}
      pendingLabel={t('snapshots.create.pending')}
    >
      <FieldRow
        id="new-snapshot-name"
        label={t('snapshots.form.name')}
        required
        error={errorText(errors.name?.message)}
        wide
      >
        {(aria) => <Input {...aria} {...register('name')} autoComplete="off" />}
      </FieldRow>
      <CustomerTypeField
        id="new-snapshot-customer-type"
        error={errorText(errors.customerType?.message)}
        registration={register('customerType')}
      />
      <FieldRow
        id="new-snapshot-company"
        label={t('snapshots.form.company')}
        required
        description={companies.isError ? t('snapshots.form.companiesFailed') : undefined}
        error={errorText(errors.company?.message)}
      >
        {(aria) => <CompanySelect {...aria} {...register('company')} />}
      </FieldRow>
    </SnapshotFormFrame>
  );
}
