/**
 * Which options the shopper still has to fill in before a product goes into the cart,
 * and whether every choice that sets the price is made (then the price is no longer a
 * 'vanaf' price). Display and guidance only: the server checks every add again.
 *
 * An option is required when the owner marked it `required` (a checkbox must then be
 * ticked), or when a calculation counted in the price reads it (without a number the
 * calculation would cost nothing; the server refuses such an add too).
 */
import { isChecked, optionLayout, type OptionValue, type ProductOption } from './pricing.ts';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The connection ids that calculations counted in the price read. */
function readByCalculations(options: ProductOption[]): Set<string> {
  const ids = new Set<string>();
  for (const option of options) {
    if (optionLayout(option) !== 'calculation' || isChecked(option.exclude_from_total)) continue;
    const from = text(option.calculation_options?.connection_id_from);
    if (from) ids.add(from);
  }
  return ids;
}

export function isRequired(option: ProductOption, read: ReadonlySet<string> = new Set()): boolean {
  const layout = optionLayout(option);
  if (layout === 'calculation') return false;
  if (isChecked(option.required)) return true;
  const id = text(option.connection_id);
  return layout !== 'checkbox' && id !== '' && read.has(id);
}

function isEmpty(option: ProductOption, value: OptionValue | undefined): boolean {
  if (optionLayout(option) === 'checkbox') return !isChecked(value);
  return (value ?? '').trim() === '';
}

/** Positions of the required options without a value, in order. */
export function missingOptions(options: ProductOption[], values: OptionValue[]): number[] {
  const read = readByCalculations(options);
  return options.flatMap((option, index) => (isRequired(option, read) && isEmpty(option, values[index]) ? [index] : []));
}

/** The positions of every required option (for `aria-required` and the label's mark). */
export function requiredOptions(options: ProductOption[]): Set<number> {
  const read = readByCalculations(options);
  return new Set(options.flatMap((option, index) => (isRequired(option, read) ? [index] : [])));
}

/**
 * Whether every choice is made: each select and number (the options that set the
 * price) has a value and no required option is empty. Then the price shown is the
 * price, and the product's before-price text ('vanaf') is dropped.
 */
export function everyOptionChosen(options: ProductOption[], values: OptionValue[]): boolean {
  if (missingOptions(options, values).length > 0) return false;
  return options.every((option, index) => {
    const layout = optionLayout(option);
    return (layout !== 'select' && layout !== 'number') || (values[index] ?? '').trim() !== '';
  });
}

/** The message under an empty required option. */
export function requiredText(option: ProductOption): string {
  const title = text(option.title);
  return title ? `${title} is verplicht.` : 'Deze optie is verplicht.';
}
