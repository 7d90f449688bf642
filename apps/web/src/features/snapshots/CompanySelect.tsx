import type { ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Select, type ControlAria } from '../../lib/ui';
import { companiesQueryOptions } from './api';

type CompanySelectProps = ControlAria &
  Omit<ComponentProps<'select'>, 'children' | 'id'> & {
    /** The snapshot's company now: always an option, also when the list is still loading or failed. */
    current?: string;
  };

/**
 * The companies (`companies`) as a select, by name. While the list loads the select is busy; when it fails
 * the select holds the current company only (the form says why in the field's description).
 */
export function CompanySelect({ current, ...props }: CompanySelectProps) {
  const { t } = useTranslation();
  const companies = useQuery(companiesQueryOptions());
  const names = (companies.data ?? []).map((company) => company.name);
  if (current && !names.includes(current)) names.unshift(current);
  return (
    <Select {...props} aria-busy={companies.isPending || undefined}>
      <option value="">{t('snapshots.form.chooseCompany')}</option>
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </Select>
  );
}
