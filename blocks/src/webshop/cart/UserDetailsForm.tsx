/**
 * The checkout's invoice and shipping details (spec 000 §2): Particulier / Zakelijk
 * (business adds company name and VAT number, with the VIES outcome as a state under
 * the number), the address fields, and a checkbox for a different shipping address
 * that asks only what a delivery needs and starts with the invoice country. A quote
 * request asks who is asking and what for. Required fields carry '*', optional ones
 * '(optioneel)', before anything is typed; errors show under their field.
 */
import { joinClasses } from '../../style/fieldClasses.ts';
import { CheckTarget } from './CheckTarget.tsx';
import type { CheckoutKind, QuoteQuestion, Vies } from './cartView.ts';
import { VIES_PRICE_TEXTS, VIES_STATE_TITLES, viesText } from './cartTexts.ts';
import { FieldErrors } from './ErrorPanel.tsx';
import type { ErrorMap } from './shopCall.ts';
import type { UserDetails } from './useUserDetails.ts';
import {
  ADDRESS_FIELDS,
  ANSWER_PREFIX,
  BUSINESS_FIELDS,
  CUSTOM_SHIPPING,
  fieldId,
  IS_COMPANY,
  QUOTE_FIELDS,
  QUOTE_REMARKS,
  SHIPPING_FIELDS,
  USER_VALUE_MAX_LENGTH,
  type UserField,
} from './userFields.ts';

export const PRIVATE_TEXT = 'Particulier';
export const BUSINESS_TEXT = 'Zakelijk';
export const INVOICE_HEADING = 'Factuurgegevens';
export const QUOTE_DETAILS_HEADING = 'Je gegevens';
export const SHIPPING_HEADING = 'Verzendgegevens';
export const CUSTOM_SHIPPING_TEXT = 'Verzenden naar een ander adres';
export const REQUIRED_NOTE = 'Velden met * zijn verplicht.';
export const QUESTIONS_HEADING = 'Over je aanvraag';
export const OPTIONAL_TEXT = '(optioneel)';

// 16 px text (no zoom on focus in iOS) and at least 44 px high.
const INPUT = 'min-h-11 w-full rounded border px-3 py-2 text-base';
const WIDTHS = { third: 'sm:col-span-2', half: 'sm:col-span-3', full: 'sm:col-span-6' };

export interface FieldState {
  /** The errors to show under each field now. */
  errors: ErrorMap;
  required: Set<string>;
  /** The field was left: its server check may show. */
  onLeave: (key: string) => void;
}

interface FieldProps extends FieldState {
  field: UserField;
  name: string;
  details: UserDetails;
  countries: Array<[string, string]>;
  labelSuffix?: string;
  after?: React.ReactNode;
}

function DetailField({ field, name, details, errors, required, onLeave, countries, labelSuffix, after }: FieldProps) {
  const id = fieldId(name);
  const errorId = `${id}-fouten`;
  const messages = errors[name];
  const value = details.values[name] ?? '';
  const invalid = Boolean(messages?.length);
  const needed = required.has(name);
  const section = name.startsWith('shipping_') ? 'shipping' : 'billing';
  const common = {
    id,
    name,
    'aria-invalid': invalid || undefined,
    'aria-required': needed || undefined,
    'aria-describedby': [invalid ? errorId : '', after ? `${id}-info` : ''].filter(Boolean).join(' ') || undefined,
    autoComplete: field.autoComplete ? `${section} ${field.autoComplete}` : 'off',
    onBlur: () => onLeave(name),
    className: joinClasses(INPUT, invalid ? 'border-red-600' : 'border-gray-400'),
  };
  let input;
  if (field.type === 'select') {
    input = (
      <select {...common} value={value} onChange={(event) => details.choose(name, event.target.value)}>
        {field.options?.some(([choice]) => choice === '') ? null : <option value="">Maak een keuze</option>}
        {(field.options ?? []).map(([choice, title]) => (
          <option key={choice} value={choice}>
            {title}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'country') {
    const choices = countries.some(([code]) => code === value) || !value ? countries : [[value, value] as [string, string], ...countries];
    input = (
      <select {...common} value={value} onChange={(event) => details.choose(name, event.target.value)}>
        {value ? null : <option value="">Kies een land</option>}
        {choices.map(([code, title]) => (
          <option key={code} value={code}>
            {title}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    input = <textarea {...common} rows={4} maxLength={field.maxLength ?? USER_VALUE_MAX_LENGTH} value={value} onChange={(event) => details.type(name, event.target.value)} />;
  } else {
    input = (
      <input
        {...common}
        type={field.type === 'date' || field.type === 'time' || field.type === 'email' || field.type === 'tel' ? field.type : 'text'}
        inputMode={field.inputMode}
        autoCapitalize={field.upperCase ? 'characters' : undefined}
        spellCheck={field.type === 'email' || field.upperCase ? false : undefined}
        maxLength={field.maxLength ?? USER_VALUE_MAX_LENGTH}
        value={value}
        onChange={(event) => details.type(name, field.upperCase ? event.target.value.toUpperCase() : event.target.value)}
      />
    );
  }
  return (
    <div className={WIDTHS[field.width ?? 'full']} data-checkout-field={name}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {field.label}
        {labelSuffix ? <span className="sr-only"> {labelSuffix}</span> : null}
        {needed ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}*
          </span>
        ) : (
          <span className="font-normal text-gray-700"> {OPTIONAL_TEXT}</span>
        )}
      </label>
      {input}
      <FieldErrors id={errorId} messages={messages} />
      {after ? <div id={`${id}-info`}>{after}</div> : null}
    </div>
  );
}

/** The VIES outcome as a state: what it is and what it means for the price. */
export function ViesState({ vies, number, checking, reverseCharge }: { vies: Vies; number: string; checking: boolean; reverseCharge: boolean }) {
  if (checking) {
    return (
      <p className="mt-2 text-sm" role="status" data-vies-state="checking">
        {VIES_PRICE_TEXTS.checking}
      </p>
    );
  }
  if (vies.status === 'unchecked') return null;
  const tone = { valid: 'border-green-700 bg-green-50', invalid: 'border-red-600 bg-red-50', unavailable: 'border-amber-600 bg-amber-50' }[vies.status];
  const price = vies.status === 'valid' ? (reverseCharge ? VIES_PRICE_TEXTS.reverseCharge : VIES_PRICE_TEXTS.charged) : VIES_PRICE_TEXTS[vies.status];
  return (
    <div className={joinClasses('mt-2 rounded border-l-4 px-3 py-2 text-sm text-gray-900', tone)} role="status" data-vies-state={vies.status} data-reverse-charge={reverseCharge ? '1' : '0'}>
      <p className="font-semibold">{VIES_STATE_TITLES[vies.status]}</p>
      <p data-vies-message="">{viesText(vies.status, vies.number || number, vies.country)}</p>
      <p data-vies-price="">{price}</p>
    </div>
  );
}

export interface UserDetailsFormProps extends FieldState {
  details: UserDetails;
  countries: Array<[string, string]>;
  vies: Vies;
  kind: CheckoutKind;
  /** A VAT number was typed and its check has not come back yet. */
  viesChecking: boolean;
  /** The questions of the quote lines' product forms. */
  questions: QuoteQuestion[];
}

/** A quote question as a field of this form. */
const questionField = (question: QuoteQuestion): UserField => ({ name: question.key, label: question.label, type: question.type, options: question.options, width: 'full', maxLength: 2000 });

export function UserDetailsForm({ details, countries, vies, kind, viesChecking, questions, ...state }: UserDetailsFormProps) {
  const business = details.values[IS_COMPANY] === '1';
  const quote = kind === 'quote';
  const customShipping = !quote && details.values[CUSTOM_SHIPPING] === '1';
  const shared = { details, countries, ...state };
  const number = details.values.invoice_tax_number ?? '';
  const viesState = <ViesState vies={vies} number={number} checking={viesChecking} reverseCharge={vies.reverse_charge_applied} />;
  const invoiceFields = quote ? QUOTE_FIELDS : ADDRESS_FIELDS;
  const toggleShipping = (on: boolean) => {
    // A different address starts in the invoice country.
    if (on && !details.values.shipping_country) details.set('shipping_country', details.values.invoice_country || countries[0]?.[0] || '');
    details.choose(CUSTOM_SHIPPING, on ? '1' : '0');
  };
  return (
    <div className="flex flex-col gap-8" data-user-details="" data-checkout-kind={kind}>
      <fieldset className="flex flex-col gap-4" data-invoice-details="">
        <legend className="mb-2 text-xl font-bold">{quote ? QUOTE_DETAILS_HEADING : INVOICE_HEADING}</legend>
        <p className="text-sm text-gray-700">{REQUIRED_NOTE}</p>
        <div role="radiogroup" aria-label="Ik bestel als" className="flex flex-wrap gap-x-6" data-customer-type={business ? 'business' : 'private'}>
          {[
            { value: '0', text: PRIVATE_TEXT },
            { value: '1', text: BUSINESS_TEXT },
          ].map((choice) => (
            <label key={choice.value} className="flex cursor-pointer items-center gap-1 pr-2 font-medium">
              <CheckTarget type="radio" name={IS_COMPANY} value={choice.value} checked={(business ? '1' : '0') === choice.value} onChange={() => details.choose(IS_COMPANY, choice.value)} />
              {choice.text}
            </label>
          ))}
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
          {business ? BUSINESS_FIELDS.map((field) => <DetailField key={field.name} field={field} name={`invoice_${field.name}`} {...shared} after={field.name === 'tax_number' ? viesState : undefined} />) : null}
          {invoiceFields.map((field) => (
            <DetailField key={field.name} field={field} name={`invoice_${field.name}`} {...shared} />
          ))}
        </div>
      </fieldset>
      {quote || questions.length > 0 ? (
        <fieldset className="flex flex-col gap-4" data-quote-questions="">
          <legend className="mb-2 text-xl font-bold">{QUESTIONS_HEADING}</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
            {questions.map((question) => (
              <DetailField key={question.key} field={questionField(question)} name={`${ANSWER_PREFIX}${question.key}`} {...shared} />
            ))}
            {quote ? <DetailField field={QUOTE_REMARKS} name={QUOTE_REMARKS.name} {...shared} /> : null}
          </div>
        </fieldset>
      ) : null}
      {quote ? null : (
        <label className="flex cursor-pointer items-center gap-1 font-medium">
          <CheckTarget type="checkbox" id={fieldId(CUSTOM_SHIPPING)} checked={customShipping} onChange={(event) => toggleShipping(event.target.checked)} />
          {CUSTOM_SHIPPING_TEXT}
        </label>
      )}
      {customShipping ? (
        <fieldset className="flex flex-col gap-4" data-shipping-details="">
          <legend className="mb-2 text-xl font-bold">{SHIPPING_HEADING}</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
            {SHIPPING_FIELDS.map((field) => (
              <DetailField key={field.name} field={field} name={`shipping_${field.name}`} labelSuffix="(verzending)" {...shared} />
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
