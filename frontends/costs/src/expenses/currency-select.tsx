import { Select } from 'antd';
import type { Currency } from '../common/costs-types';

const names = new Intl.DisplayNames('en', { type: 'currency' });

/** "EUR · Euro" */
export const currencyLabel = (code: string) => `${code} · ${names.of(code) ?? code}`;

/** A searchable list of every currency, by code or name. */
export function CurrencySelect({
  id,
  value,
  currencies,
  onChange,
  disabled,
  ariaLabel,
}: {
  id?: string;
  value: string;
  currencies: Currency[];
  onChange: (code: string) => void;
  disabled?: boolean;
  ariaLabel?: string;
}) {
  const options = (
    currencies.some((currency) => currency.code === value) ? currencies : [{ code: value }, ...currencies]
  ).map(({ code }) => ({ value: code, label: currencyLabel(code) }));
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      size="large"
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      options={options}
      onChange={onChange}
      disabled={disabled}
      popupMatchSelectWidth={false}
      style={{ minWidth: 110 }}
      labelRender={({ value: code }) => String(code)}
    />
  );
}
