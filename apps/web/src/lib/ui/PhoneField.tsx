import { useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneInput } from 'react-international-phone';
import { DEFAULT_PHONE_ISO2, phoneCountries, type PhoneCountryOption } from '../countries';
import { useLocale } from '../i18n';
import { Input, Select, type ControlAria } from './FieldRow';
import styles from './Field.module.css';

export interface PhoneFieldProps {
  aria: ControlAria;
  /** E.164 with + ('' while only the dialling code is there). */
  value: string;
  onChange: (phone: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  disabled?: boolean;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function CountryOptions({ options }: { options: PhoneCountryOption[] }) {
  return options.map((option) => (
    <option key={option.iso2} value={option.iso2}>
      {`${option.name} (+${option.dialCode})`}
    </option>
  ));
}

/**
 * The international phone input (customer-journey §5; the checkout's and the share form's): react-international-phone formats the number with
 * the country's mask, guesses the country from a typed dialling code and hands back E.164. The dialling
 * code is chosen in a native select named in the interface language (the library's own selector is
 * English-only and loads its flags from a CDN the site's content policy blocks); the Dutch default and
 * the priority countries come first.
 */
export function PhoneField({ aria, value, onChange, onBlur, inputRef, disabled }: PhoneFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ownInputRef = useRef<HTMLInputElement | null>(null);
  const { inputValue, country, setCountry, handlePhoneValueChange } = usePhoneInput({
    defaultCountry: DEFAULT_PHONE_ISO2,
    value,
    inputRef: ownInputRef,
    // Only the dialling code is no number yet: the field counts as empty.
    onChange: ({ phone, country: current }) => onChange(phone === `+${current.dialCode}` ? '' : phone),
  });
  const { priority, others } = phoneCountries(locale);
  const countryId = `${aria.id}-country`;

  return (
    <div className={styles.phone}>
      <Select
        id={countryId}
        aria-label={t('common.phoneCountry')}
        value={country.iso2}
        disabled={disabled}
        onChange={(event) => setCountry(event.target.value)}
      >
        <optgroup label={t('common.countriesFirst')}>
          <CountryOptions options={priority} />
        </optgroup>
        <optgroup label={t('common.countriesOther')}>
          <CountryOptions options={others} />
        </optgroup>
      </Select>
      <Input
        {...aria}
        ref={(element) => {
          ownInputRef.current = element;
          assignRef(inputRef, element);
        }}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={inputValue}
        disabled={disabled}
        onChange={handlePhoneValueChange}
        onBlur={onBlur}
      />
    </div>
  );
}
