/**
 * The option fields of the add-to-cart area (spec 000 §3, "Product option"): text,
 * number, textarea, select (each entry with its price), checkbox (its price applies
 * when checked) and calculation (no field; its amount shows when show_calculations is
 * on). Each option has its help text, a label that is visible unless show_label is
 * off (then it is for screen readers) and placed after the field with
 * label_after_field, and its current display price ('+ € 2,50'), which follows the
 * shopper's values. Prices are display only (pricing.ts).
 *
 * A required option (requiredOptions.ts) says so in its label ('*', `aria-required`);
 * after an add that left it empty it shows why under the field (`aria-invalid`).
 * Numbers start empty and bring up the numeric keyboard. Fields use 16 px text (no
 * zoom on iOS) and are at least 44 px high.
 */
import type { ReactNode } from 'react';
import { joinClasses } from '../style/fieldClasses.ts';
import { formatCents } from './money.ts';
import { euroToCents, isChecked, optionLayout, selectEntries, type OptionValue, type ProductOption } from './pricing.ts';

export const CHOOSE_OPTION_TEXT = 'Maak een keuze';
export const NOT_IN_TOTAL_TEXT = 'niet inbegrepen in de prijs';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** Shown unless switched off ('0' / false); a missing setting shows the label. */
function labelShown(option: ProductOption): boolean {
  return option.show_label === undefined || option.show_label === null || option.show_label === '' || isChecked(option.show_label);
}

function plus(cents: number): string {
  return `+ ${formatCents(cents)}`;
}

const INPUT = 'min-h-11 w-full rounded border border-gray-300 px-3 py-2 text-base aria-invalid:border-red-700';
const NUMBER_INPUT = 'min-h-11 w-32 rounded border border-gray-300 px-3 py-2 text-base aria-invalid:border-red-700';
/** Shown after the label of a required option (the field says so with aria-required). */
export const REQUIRED_MARK = '*';

interface OptionFieldProps {
  option: ProductOption;
  id: string;
  value: OptionValue;
  /** The option's current price in cents (pricing.ts). */
  price: number;
  onChange: (value: OptionValue) => void;
  required: boolean;
  /** Why the option cannot stay like this (an add left it empty); '' when fine. */
  error: string;
}

function OptionInput({ option, id, value, onChange, describedBy, required, error }: OptionFieldProps & { describedBy?: string }) {
  const common = { id, 'aria-describedby': describedBy, 'aria-required': required || undefined, 'aria-invalid': error ? true : undefined };
  switch (optionLayout(option)) {
    case 'number':
      // The option's bounds (the server refuses numbers outside them; 0 at least).
      return <input {...common} type="number" inputMode="decimal" placeholder={text(option.value) || '0'} min={text(option.min) || 0} max={text(option.max) || undefined} className={NUMBER_INPUT} value={value} onChange={(event) => onChange(event.target.value)} />;
    case 'textarea':
      return <textarea {...common} rows={3} className={INPUT} value={value} onChange={(event) => onChange(event.target.value)} />;
    case 'select':
      return (
        <select {...common} className={INPUT} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{CHOOSE_OPTION_TEXT}</option>
          {selectEntries(option).map((entry, index) => {
            const title = text(entry.title);
            const cents = euroToCents(entry.price);
            return (
              <option key={index} value={title}>
                {cents > 0 ? `${title} (${plus(cents)})` : title}
              </option>
            );
          })}
        </select>
      );
    case 'checkbox':
      return <input {...common} type="checkbox" className="h-6 w-6" checked={isChecked(value)} onChange={(event) => onChange(event.target.checked ? '1' : '0')} />;
    default:
      return <input {...common} type="text" className={INPUT} value={value} onChange={(event) => onChange(event.target.value)} />;
  }
}

function OptionPrice({ option, price }: { option: ProductOption; price: number }) {
  const layout = optionLayout(option);
  let shown: ReactNode = null;
  if (layout === 'calculation') shown = isChecked(option.show_calculations) ? formatCents(price) : null;
  else if (layout === 'checkbox') shown = euroToCents(option.price) > 0 ? plus(euroToCents(option.price)) : null;
  else if (layout === 'number' || layout === 'select') shown = price > 0 ? plus(price) : null;
  if (shown === null) return null;
  return (
    <span className="text-sm font-medium" data-option-price="">
      {shown}
      {isChecked(option.exclude_from_total) ? <span className="ml-1 font-normal opacity-70">({NOT_IN_TOTAL_TEXT})</span> : null}
    </span>
  );
}

function OptionField(props: OptionFieldProps) {
  const { option, id, price, required, error } = props;
  const layout = optionLayout(option);
  const title = text(option.title);
  const help = text(option.help);
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const mark = required ? (
    <span aria-hidden="true" className="ml-1 text-red-700">
      {REQUIRED_MARK}
    </span>
  ) : null;
  const labelAfter = isChecked(option.label_after_field);
  const isCalculation = layout === 'calculation';
  const label = title ? (
    isCalculation ? (
      <span className={labelShown(option) ? 'font-medium' : 'sr-only'}>{title}</span>
    ) : (
      <label htmlFor={id} className={joinClasses(labelShown(option) ? 'font-medium' : 'sr-only', layout === 'checkbox' ? 'flex min-h-11 items-center' : '')}>
        {title}
        {mark}
      </label>
    )
  ) : null;
  const inline = layout === 'checkbox';
  const field = isCalculation ? null : <OptionInput {...props} describedBy={describedBy} />;
  return (
    <div className="flex flex-col gap-1" data-option={layout || 'text'} data-option-required={required ? '' : undefined}>
      <div className={inline || isCalculation ? 'flex flex-wrap items-center gap-2' : 'flex flex-col gap-1'}>
        {labelAfter ? field : label}
        {labelAfter ? label : field}
        {inline || isCalculation ? <OptionPrice option={option} price={price} /> : null}
      </div>
      {!inline && !isCalculation ? <OptionPrice option={option} price={price} /> : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" data-option-error="">
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={helpId} className="text-sm opacity-80">
          {help}
        </p>
      ) : null}
    </div>
  );
}

export interface ProductOptionsProps {
  options: ProductOption[];
  values: OptionValue[];
  prices: number[];
  idPrefix: string;
  onChange: (index: number, value: OptionValue) => void;
  /** Positions of the required options (requiredOptions.ts). */
  required?: ReadonlySet<number>;
  /** Position → why it cannot stay empty. */
  errors?: Readonly<Record<number, string>>;
}

/** The id of option `index`'s field (the add-to-cart area focuses the first one left empty). */
export function optionFieldId(idPrefix: string, index: number): string {
  return `${idPrefix}-option-${index}`;
}

export function ProductOptions({ options, values, prices, idPrefix, onChange, required, errors }: ProductOptionsProps) {
  if (options.length === 0) return null;
  return (
    <div className="flex flex-col gap-4" data-product-options="">
      {options.map((option, index) => (
        <OptionField
          key={index}
          option={option}
          id={optionFieldId(idPrefix, index)}
          value={values[index] ?? ''}
          price={prices[index] ?? 0}
          required={required?.has(index) ?? false}
          error={errors?.[index] ?? ''}
          onChange={(value) => onChange(index, value)}
        />
      ))}
    </div>
  );
}
