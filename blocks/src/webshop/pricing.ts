/**
 * The price of a product with the shopper's option values, for display only (spec 000
 * §5: option prices are computed on the client for display; the server prices every
 * cart with api/shop/pricing.py). Both run the cases of shared-schema/cases/pricing.json.
 *
 * Rules (docs/shop.md): select costs the chosen entry's price (chosen by title);
 * number costs value × price; checkbox its price when checked ('1' / true); text and
 * textarea nothing; a calculation takes x = the numeric value of the option whose
 * connection_id equals its connection_id_from and costs x × value
 * (multiply_relation_value) or x + value (add_relation_value) euros, nothing without
 * a numeric x. Values that are not numbers, or negative, count as 0. Every option's
 * price is rounded half up to whole cents once; exclude_from_total options are shown
 * but not added; exclude_base_price leaves the base price out. Option prices include
 * tax at the product's rate: excl = round_half_up(incl × 100 / (100 + rate)).
 *
 * Amounts are exact decimals (a bigint of units and a scale), never floats.
 */

export interface SelectEntry {
  title?: unknown;
  price?: unknown;
}

export interface ProductOption {
  title?: unknown;
  layout?: unknown;
  value?: unknown;
  help?: unknown;
  show_label?: unknown;
  show_calculations?: unknown;
  label_after_field?: unknown;
  exclude_from_total?: unknown;
  connection_id?: unknown;
  calculation_options?: { type?: unknown; value?: unknown; connection_id_from?: unknown } | null;
  options?: SelectEntry[] | unknown;
  price?: unknown;
  /** The shopper must fill it in (a checkbox: tick it) before the product is added. */
  required?: unknown;
  /** Bounds of a number the shopper gives (the server refuses others). */
  min?: unknown;
  max?: unknown;
}

/** A shopper's value of one option, by position: text, or '1' / '0' for a checkbox. */
export type OptionValue = string;

interface Decimal {
  units: bigint;
  scale: number;
}

const ZERO: Decimal = { units: 0n, scale: 0 };

/** An exact decimal of a number or numeric string ('12.50', '12,50'); null when unreadable. */
export function parseDecimal(value: unknown): Decimal | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim().replace(',', '.');
  } else {
    return null;
  }
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) return null;
  const fraction = match[3] ?? '';
  const units = BigInt(`${match[2] || '0'}${fraction}`);
  return { units: match[1] === '-' ? -units : units, scale: fraction.length };
}

function rescale(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Whole cents, half up (away from zero, as Python's ROUND_HALF_UP). */
function toCentsHalfUp(value: Decimal): number {
  if (value.scale <= 2) return Number(rescale(value, 2));
  const divisor = 10n ** BigInt(value.scale - 2);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  const cents = (magnitude * 2n + divisor) / (divisor * 2n);
  return Number(negative ? -cents : cents);
}

/** Whole cents of a euro amount (number or string), half up; 0 when unreadable. */
export function euroToCents(value: unknown): number {
  const decimal = parseDecimal(value);
  return decimal ? toCentsHalfUp(decimal) : 0;
}

/** Excl-tax cents of incl-tax cents at `rate` percent, half up (the money rule). */
export function exclFromIncl(inclCents: number, rate: number): number {
  const divisor = 100 + rate;
  const negative = inclCents < 0;
  const excl = Math.floor((Math.abs(inclCents) * 200 + divisor) / (divisor * 2));
  return negative ? -excl : excl;
}

/** A checkbox value that counts as checked: true, 1, or '1' / 'true' / 'on' (any case). */
export function isChecked(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && ['1', 'true', 'on'].includes(value.trim().toLowerCase());
}

/** A shopper's or stored number: null when empty, unreadable or negative (prices never go below zero). */
function nonNegative(value: unknown): Decimal | null {
  const decimal = parseDecimal(value);
  return decimal && decimal.units >= 0n ? decimal : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function optionLayout(option: ProductOption): string {
  return text(option.layout);
}

export function selectEntries(option: ProductOption): SelectEntry[] {
  return Array.isArray(option.options) ? (option.options as SelectEntry[]).filter((entry) => typeof entry === 'object' && entry !== null) : [];
}

/** The exact euro price of option `index` with the shopper's `values`. */
function optionPrice(options: ProductOption[], values: OptionValue[], index: number): Decimal {
  const option = options[index];
  const value = values[index] ?? '';
  switch (optionLayout(option)) {
    case 'select': {
      const entry = selectEntries(option).find((candidate) => value !== '' && text(candidate.title) === value);
      return (entry && nonNegative(entry.price)) || ZERO;
    }
    case 'number':
      return multiply(nonNegative(value) ?? ZERO, nonNegative(option.price) ?? ZERO);
    case 'checkbox':
      return isChecked(value) ? (nonNegative(option.price) ?? ZERO) : ZERO;
    case 'calculation': {
      const calculation = option.calculation_options ?? {};
      const from = text(calculation.connection_id_from);
      const related = from ? options.findIndex((other) => text(other.connection_id) === from) : -1;
      // Without a numeric related value the calculation costs nothing (also when adding).
      const x = related >= 0 ? nonNegative(values[related] ?? '') : null;
      if (x === null) return ZERO;
      const factor = nonNegative(calculation.value) ?? ZERO;
      return calculation.type === 'add_relation_value' ? add(x, factor) : multiply(x, factor);
    }
    default:
      return ZERO;
  }
}

export interface PricedProduct {
  /** Base price incl. tax in euros (number or string). */
  price: unknown;
  vat_rate: number;
  exclude_base_price?: unknown;
  options: ProductOption[];
}

export interface PricingResult {
  /** Each option's own price in cents incl. tax, by position (also when excluded from the total). */
  options: number[];
  unitInclCents: number;
  unitExclCents: number;
}

export function priceOptions(product: PricedProduct, values: OptionValue[]): PricingResult {
  const options = product.options.map((_, index) => toCentsHalfUp(optionPrice(product.options, values, index)));
  let unit = isChecked(product.exclude_base_price) ? 0 : euroToCents(product.price);
  product.options.forEach((option, index) => {
    if (!isChecked(option.exclude_from_total)) unit += options[index];
  });
  return { options, unitInclCents: unit, unitExclCents: exclFromIncl(unit, product.vat_rate) };
}

/**
 * The values a shopper starts with: each option's stored `value` ('' when none). A
 * number starts empty: the shopper types it (a stored 0 would have to be erased first).
 */
export function initialOptionValues(options: ProductOption[]): OptionValue[] {
  return options.map((option) => {
    if (optionLayout(option) === 'checkbox') return isChecked(option.value) ? '1' : '0';
    if (optionLayout(option) === 'number') return '';
    return text(option.value);
  });
}
