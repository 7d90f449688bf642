import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  isIsoDate,
  SNAPSHOT_LOGO_URI,
  SNAPSHOT_MAX_STEP_SUMMARY_PASSPORTS,
  SNAPSHOT_MIN_SUMMARY_PASSPORTS,
  SnapshotErrorCode,
  SnapshotStatus,
} from '@health-passport/domain';
import { Callout, FieldRow, Input, Select, TextArea } from '../../lib/ui';
import type { SnapshotInput } from '../../lib/gql/graphql';
import {
  companiesQueryOptions,
  snapshotQueryKey,
  snapshotsQueryKey,
  updateSnapshot,
  type Snapshot,
} from './api';
import { CompanySelect } from './CompanySelect';
import type { FailureRules, FormErrorKey } from './errors';
import { useFormErrorText } from './useFormErrorText';
import { SnapshotFormFrame, useSnapshotForm } from './useSnapshotForm';
import { StatusOptions } from './options';

const logoAddress = z
  .string()
  .trim()
  .refine((value) => value === '' || SNAPSHOT_LOGO_URI.test(value), 'logo' satisfies FormErrorKey);

const editSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'name' satisfies FormErrorKey),
  company: z.string().min(1, 'company' satisfies FormErrorKey),
  description: z.string().trim(),
  status: z.enum(SnapshotStatus, { error: 'status' satisfies FormErrorKey }),
  expiryDate: z
    .string()
    .trim()
    .refine((value) => value === '' || isIsoDate(value), 'expiryDate' satisfies FormErrorKey),
  logoEn: logoAddress,
  logoNl: logoAddress,
  // At least 11 people behind every figure (k-anonymity); the server refuses less as well.
  minSummaryPassports: z
    .number({ error: 'minSummary' satisfies FormErrorKey })
    .int('minSummary' satisfies FormErrorKey)
    .min(SNAPSHOT_MIN_SUMMARY_PASSPORTS, 'minSummary' satisfies FormErrorKey),
  stepSummaryPassports: z
    .number({ error: 'stepSummary' satisfies FormErrorKey })
    .int('stepSummary' satisfies FormErrorKey)
    .min(1, 'stepSummary' satisfies FormErrorKey)
    .max(SNAPSHOT_MAX_STEP_SUMMARY_PASSPORTS, 'stepSummary' satisfies FormErrorKey),
});
type EditValues = z.output<typeof editSchema>;

const FIELD_ORDER = [
  'name',
  'company',
  'description',
  'status',
  'expiryDate',
  'logoEn',
  'logoNl',
  'minSummaryPassports',
  'stepSummaryPassports',
] as const;
type EditField = (typeof FIELD_ORDER)[number];

const FAILURE_RULES: FailureRules<EditField> = {
  fieldOf: {
    name: 'name',
    company: 'company',
    description: 'description',
    status: 'status',
    expiryDate: 'expiryDate',
    'logoURI.en_US': 'logoEn',
    'logoURI.nl_NL': 'logoNl',
    minSummaryPassports: 'minSummaryPassports',
    stepSummaryPassports: 'stepSummaryPassports',
  },
  // The form checks what is missing; what the server still refuses is too long, or a company it does not know.
  messageOf: {
    name: 'nameTooLong',
    company: 'unknownCompany',
    description: 'descriptionTooLong',
    status: 'status',
    expiryDate: 'expiryDate',
    logoEn: 'logo',
    logoNl: 'logo',
    minSummaryPassports: 'minSummary',
    stepSummaryPassports: 'stepSummary',
  },
  byCode: {
    [SnapshotErrorCode.UNKNOWN_COMPANY]: {
      fields: [{ field: 'company', key: 'unknownCompany' }],
      problem: null,
    },
    [SnapshotErrorCode.NOT_COMPUTED]: { fields: [{ field: 'status', key: 'notComputed' }], problem: null },
  },
};

function valuesOf(snapshot: Snapshot): EditValues {
  return {
    name: snapshot.name,
    company: snapshot.company,
    description: snapshot.description ?? '',
    status: snapshot.status,
    expiryDate: snapshot.expiryDate ?? '',
    logoEn: snapshot.logoURI.en_US ?? '',
    logoNl: snapshot.logoURI.nl_NL ?? '',
    minSummaryPassports: snapshot.minSummaryPassports,
    stepSummaryPassports: snapshot.stepSummaryPassports,
  };
}

/**
 * Only what changed is sent: the server recomputes on a new company, minimum or step, so an untouched one must
 * not look changed. An emptied description, expiry or logo is removed (null).
 */
function changesOf(before: EditValues, after: EditValues): SnapshotInput {
  const input: SnapshotInput = {};
  if (after.name !== before.name) input.name = after.name;
  if (after.company !== before.company) input.company = after.company;
  if (after.description !== before.description) input.description = after.description || null;
  if (after.status !== before.status) input.status = after.status;
  if (after.expiryDate !== before.expiryDate) input.expiryDate = after.expiryDate || null;
  if (after.logoEn !== before.logoEn || after.logoNl !== before.logoNl) {
    input.logoURI = { en_US: after.logoEn || null, nl_NL: after.logoNl || null };
  }
  if (after.minSummaryPassports !== before.minSummaryPassports) {
    input.minSummaryPassports = after.minSummaryPassports;
  }
  if (after.stepSummaryPassports !== before.stepSummaryPassports) {
    input.stepSummaryPassports = after.stepSummaryPassports;
  }
  return input;
}

/**
 * Edits a snapshot (updateSnapshot; data experts and product managers): name, company, description, status,
 * expiry date, a logo per language and the k-anonymity minimum and rounding step.
 */
export function EditSnapshotForm({ snapshot, labelledBy }: { snapshot: Snapshot; labelledBy: string }) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const queryClient = useQueryClient();
  const companies = useQuery(companiesQueryOptions());
  const [saved, setSaved] = useState<'saved' | 'unchanged' | null>(null);
  const { form, frame } = useSnapshotForm({
    schema: editSchema,
    defaultValues: valuesOf(snapshot),
    order: FIELD_ORDER,
    rules: FAILURE_RULES,
    send: async (values) => {
      setSaved(null);
      const input = changesOf(valuesOf(snapshot), values);
      if (Object.keys(input).length === 0) {
        setSaved('unchanged');
        return;
      }
      const updated = await updateSnapshot(snapshot.id, input);
      queryClient.setQueryData(snapshotQueryKey(snapshot.id), updated);
      // A new company, minimum or step changes the numbers and the list's card.
      await queryClient.invalidateQueries({ queryKey: snapshotsQueryKey });
      form.reset(valuesOf(updated));
      setSaved('saved');
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
      submitLabel={t('snapshots.edit.submit')}
      pendingLabel={t('snapshots.edit.pending')}
      notice={
        saved && (
          <Callout tone={saved === 'saved' ? 'success' : 'info'} role="status">
            <p>{saved === 'saved' ? t('snapshots.edit.saved') : t('snapshots.edit.unchanged')}</p>
          </Callout>
        )
      }
    >
      <FieldRow
        id="edit-snapshot-name"
        label={t('snapshots.form.name')}
        required
        error={errorText(errors.name?.message)}
      >
        {(aria) => <Input {...aria} {...register('name')} autoComplete="off" />}
      </FieldRow>
      <FieldRow
        id="edit-snapshot-company"
        label={t('snapshots.form.company')}
        required
        description={companies.isError ? t('snapshots.form.companiesFailed') : undefined}
        error={errorText(errors.company?.message)}
      >
        {(aria) => <CompanySelect {...aria} {...register('company')} current={snapshot.company} />}
      </FieldRow>
      <FieldRow
        id="edit-snapshot-description"
        label={t('snapshots.form.description')}
        error={errorText(errors.description?.message)}
        wide
      >
        {(aria) => <TextArea {...aria} {...register('description')} rows={3} />}
      </FieldRow>
      <FieldRow
        id="edit-snapshot-status"
        label={t('snapshots.form.status')}
        required
        error={errorText(errors.status?.message)}
      >
        {(aria) => (
          <Select {...aria} {...register('status')}>
            <StatusOptions />
          </Select>
        )}
      </FieldRow>
      <FieldRow
        id="edit-snapshot-expiry"
        label={t('snapshots.form.expiryDate')}
        description={t('snapshots.form.expiryHint')}
        error={errorText(errors.expiryDate?.message)}
      >
        {(aria) => <Input {...aria} {...register('expiryDate')} type="date" />}
      </FieldRow>
      <FieldRow
        id="edit-snapshot-logo-en"
        label={t('snapshots.form.logoEn')}
        description={t('snapshots.form.logoHint')}
        error={errorText(errors.logoEn?.message)}
      >
        {(aria) => <Input {...aria} {...register('logoEn')} type="url" autoComplete="off" />}
      </FieldRow>
      <FieldRow
        id="edit-snapshot-logo-nl"
        label={t('snapshots.form.logoNl')}
        description={t('snapshots.form.logoHint')}
        error={errorText(errors.logoNl?.message)}
      >
        {(aria) => <Input {...aria} {...register('logoNl')} type="url" autoComplete="off" />}
      </FieldRow>
      <FieldRow
        id="edit-snapshot-min-summary"
        label={t('snapshots.form.minSummary')}
        required
        description={t('snapshots.form.minSummaryHint', { min: SNAPSHOT_MIN_SUMMARY_PASSPORTS })}
        error={errorText(errors.minSummaryPassports?.message)}
      >
        {(aria) => (
          <Input
            {...aria}
            {...register('minSummaryPassports', { valueAsNumber: true })}
            type="number"
            min={SNAPSHOT_MIN_SUMMARY_PASSPORTS}
            step={1}
            inputMode="numeric"
          />
        )}
      </FieldRow>
      <FieldRow
        id="edit-snapshot-step-summary"
        label={t('snapshots.form.stepSummary')}
        required
        description={t('snapshots.form.stepSummaryHint', { max: SNAPSHOT_MAX_STEP_SUMMARY_PASSPORTS })}
        error={errorText(errors.stepSummaryPassports?.message)}
      >
        {(aria) => (
          <Input
            {...aria}
            {...register('stepSummaryPassports', { valueAsNumber: true })}
            type="number"
            min={1}
            max={SNAPSHOT_MAX_STEP_SUMMARY_PASSPORTS}
            step={1}
            inputMode="numeric"
          />
        )}
      </FieldRow>
    </SnapshotFormFrame>
  );
}
