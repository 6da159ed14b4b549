/**
 * The option fields of the add-to-cart area (spec 000 §3, "Product option"): text,
 * number, textarea, select (each entry with its price), checkbox (its price applies
 * when checked) and calculation (no field; its amount shows when show_calculations is
 * on). Each option has its help text, a label that is visible unless show_label is
 * off (then it is for screen readers) and placed after the field with
 * label_after_field, and its current display price ('+ € 2,50'), which follows the
 * shopper's values. Prices are display only (pricing.ts).
 */
import type { ReactNode } from 'react';
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

const INPUT = 'w-full rounded border border-gray-300 px-3 py-2';
const NUMBER_INPUT = 'w-32 rounded border border-gray-300 px-3 py-2';

interface OptionFieldProps {
  option: ProductOption;
  id: string;
  value: OptionValue;
  /** The option's current price in cents (pricing.ts). */
  price: number;
  onChange: (value: OptionValue) => void;
}

function OptionInput({ option, id, value, onChange, describedBy }: OptionFieldProps & { describedBy?: string }) {
  const common = { id, 'aria-describedby': describedBy };
  switch (optionLayout(option)) {
    case 'number':
      // The option's bounds (the server refuses numbers outside them; 0 at least).
      return <input {...common} type="number" inputMode="decimal" min={text(option.min) || 0} max={text(option.max) || undefined} className={NUMBER_INPUT} value={value} onChange={(event) => onChange(event.target.value)} />;
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
      return <input {...common} type="checkbox" className="h-5 w-5" checked={isChecked(value)} onChange={(event) => onChange(event.target.checked ? '1' : '0')} />;
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
  const { option, id, price } = props;
  const layout = optionLayout(option);
  const title = text(option.title);
  const help = text(option.help);
  const helpId = help ? `${id}-help` : undefined;
  const labelAfter = isChecked(option.label_after_field);
  const isCalculation = layout === 'calculation';
  const label = title ? (
    isCalculation ? (
      <span className={labelShown(option) ? 'font-medium' : 'sr-only'}>{title}</span>
    ) : (
      <label htmlFor={id} className={labelShown(option) ? 'font-medium' : 'sr-only'}>
        {title}
      </label>
    )
  ) : null;
  const inline = layout === 'checkbox';
  const field = isCalculation ? null : <OptionInput {...props} describedBy={helpId} />;
  return (
    <div className="flex flex-col gap-1" data-option={layout || 'text'}>
      <div className={inline || isCalculation ? 'flex flex-wrap items-center gap-2' : 'flex flex-col gap-1'}>
        {labelAfter ? field : label}
        {labelAfter ? label : field}
        {inline || isCalculation ? <OptionPrice option={option} price={price} /> : null}
      </div>
      {!inline && !isCalculation ? <OptionPrice option={option} price={price} /> : null}
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
}

export function ProductOptions({ options, values, prices, idPrefix, onChange }: ProductOptionsProps) {
  if (options.length === 0) return null;
  return (
    <div className="flex flex-col gap-4" data-product-options="">
      {options.map((option, index) => (
        <OptionField
          key={index}
          option={option}
          id={`${idPrefix}-option-${index}`}
          value={values[index] ?? ''}
          price={prices[index] ?? 0}
          onChange={(value) => onChange(index, value)}
        />
      ))}
    </div>
  );
}
