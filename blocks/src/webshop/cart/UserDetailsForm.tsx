/**
 * The checkout's invoice and shipping details (spec 000 §2): Particulier / Zakelijk
 * (business adds company name and VAT number, with the VIES result under the number),
 * the address fields, and a checkbox for different shipping details that shows the
 * shipping_ set. Errors of placing the order appear under their fields.
 */
import { useId } from 'react';
import { joinClasses } from '../../style/fieldClasses.ts';
import type { Vies } from './cartView.ts';
import { viesText } from './cartTexts.ts';
import { FieldErrors } from './ErrorPanel.tsx';
import type { ErrorMap } from './shopCall.ts';
import type { UserDetails } from './useUserDetails.ts';
import { ADDRESS_FIELDS, BUSINESS_FIELDS, CUSTOM_SHIPPING, IS_COMPANY, USER_VALUE_MAX_LENGTH, type UserField } from './userFields.ts';

export const PRIVATE_TEXT = 'Particulier';
export const BUSINESS_TEXT = 'Zakelijk';
export const INVOICE_HEADING = 'Factuurgegevens';
export const SHIPPING_HEADING = 'Verzendgegevens';
export const CUSTOM_SHIPPING_TEXT = 'Verzenden naar een ander adres';

const INPUT = 'w-full rounded border px-3 py-2';

interface FieldProps {
  field: UserField;
  prefix: 'invoice' | 'shipping';
  details: UserDetails;
  errors: ErrorMap;
  countries: Array<[string, string]>;
  idPrefix: string;
  after?: string;
}

function DetailField({ field, prefix, details, errors, countries, idPrefix, after }: FieldProps) {
  const key = `${prefix}_${field.name}`;
  const id = `${idPrefix}-${key}`;
  const errorId = `${id}-fouten`;
  const messages = errors[key];
  const value = details.values[key] ?? '';
  const invalid = Boolean(messages?.length);
  const common = {
    id,
    name: key,
    'aria-invalid': invalid || undefined,
    'aria-describedby': [invalid ? errorId : '', after ? `${id}-info` : ''].filter(Boolean).join(' ') || undefined,
    autoComplete: field.autoComplete ? `${prefix === 'invoice' ? 'billing' : 'shipping'} ${field.autoComplete}` : 'off',
    className: joinClasses(INPUT, invalid ? 'border-red-500' : 'border-gray-300'),
  };
  let input;
  if (field.type === 'country') {
    const choices = countries.some(([code]) => code === value) || !value ? countries : [[value, value] as [string, string], ...countries];
    input = (
      <select {...common} value={value} onChange={(event) => details.choose(key, event.target.value)}>
        {value ? null : <option value="">Kies een land</option>}
        {choices.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    );
  } else {
    input = (
      <input
        {...common}
        type={field.type ?? 'text'}
        maxLength={USER_VALUE_MAX_LENGTH}
        value={value}
        onChange={(event) => details.type(key, event.target.value)}
      />
    );
  }
  return (
    <div className={field.half ? 'sm:col-span-1' : 'sm:col-span-2'} data-checkout-field={key}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {field.label}
      </label>
      {input}
      <FieldErrors id={errorId} messages={messages} />
      {after ? (
        <p id={`${id}-info`} className="mt-1 text-sm" data-vies-message="">
          {after}
        </p>
      ) : null}
    </div>
  );
}

export interface UserDetailsFormProps {
  details: UserDetails;
  errors: ErrorMap;
  countries: Array<[string, string]>;
  vies: Vies;
}

export function UserDetailsForm({ details, errors, countries, vies }: UserDetailsFormProps) {
  const idPrefix = useId();
  const business = details.values[IS_COMPANY] === '1';
  const customShipping = details.values[CUSTOM_SHIPPING] === '1';
  const shared = { details, errors, countries, idPrefix };
  const vat = viesText(vies.status, vies.number || details.values.invoice_tax_number || '', vies.country);
  return (
    <div className="flex flex-col gap-8" data-user-details="">
      <fieldset className="flex flex-col gap-4" data-invoice-details="">
        <legend className="mb-4 text-xl font-bold">{INVOICE_HEADING}</legend>
        <div role="radiogroup" aria-label="Ik bestel als" className="flex flex-wrap gap-6" data-customer-type={business ? 'business' : 'private'}>
          {[
            { value: '0', text: PRIVATE_TEXT },
            { value: '1', text: BUSINESS_TEXT },
          ].map((choice) => (
            <label key={choice.value} className="flex cursor-pointer items-center gap-2 font-medium">
              <input
                type="radio"
                className="h-4 w-4"
                name={IS_COMPANY}
                value={choice.value}
                checked={(business ? '1' : '0') === choice.value}
                onChange={() => details.choose(IS_COMPANY, choice.value)}
              />
              {choice.text}
            </label>
          ))}
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {business ? BUSINESS_FIELDS.map((field) => <DetailField key={field.name} field={field} prefix="invoice" {...shared} after={field.name === 'tax_number' ? vat : undefined} />) : null}
          {ADDRESS_FIELDS.map((field) => (
            <DetailField key={field.name} field={field} prefix="invoice" {...shared} />
          ))}
        </div>
      </fieldset>
      <div className="flex items-center gap-2">
        <input
          id={`${idPrefix}-${CUSTOM_SHIPPING}`}
          type="checkbox"
          className="h-4 w-4"
          checked={customShipping}
          onChange={(event) => details.choose(CUSTOM_SHIPPING, event.target.checked ? '1' : '0')}
        />
        <label htmlFor={`${idPrefix}-${CUSTOM_SHIPPING}`}>{CUSTOM_SHIPPING_TEXT}</label>
      </div>
      {customShipping ? (
        <fieldset className="flex flex-col gap-4" data-shipping-details="">
          <legend className="mb-4 text-xl font-bold">{SHIPPING_HEADING}</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {ADDRESS_FIELDS.map((field) => (
              <DetailField key={field.name} field={field} prefix="shipping" {...shared} />
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
