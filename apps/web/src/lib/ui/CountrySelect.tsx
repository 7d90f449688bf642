import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { addressCountries } from '../countries';
import { useLocale } from '../i18n';
import { Select } from './FieldRow';

/**
 * The address's country (customer-journey §5: the priority countries first, then all others), named in the
 * interface language; the value is the ISO code in upper case. Takes the props of a native select, so a
 * FieldRow's aria and a form library's `register` spread onto it.
 */
export function CountrySelect(props: Omit<ComponentProps<'select'>, 'children'>) {
  const { t } = useTranslation();
  const { priority, others } = addressCountries(useLocale());
  const groups = [
    { label: t('common.countriesFirst'), options: priority },
    { label: t('common.countriesOther'), options: others },
  ];
  return (
    <Select {...props} autoComplete={props.autoComplete ?? 'country'}>
      {groups.map(({ label, options }) => (
        <optgroup key={label} label={label}>
          {options.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </optgroup>
      ))}
    </Select>
  );
}
