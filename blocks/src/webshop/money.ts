/**
 * Euro amounts as visitors read them: '€ 1.234,56' (Dutch grouping and decimal comma,
 * a plain space after the sign). Amounts arrive from the API as euro numbers with two
 * decimals (docs/shop.md); they are turned into whole cents before formatting, so no
 * float artefact ever shows.
 */

/** Whole cents of a euro amount (number or numeric string); NaN when unreadable. */
export function toCents(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : NaN;
  if (typeof value === 'string' && value.trim()) {
    const text = value.trim().replace(',', '.');
    return /^-?\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 100) : NaN;
  }
  return NaN;
}

/** '€ 1.234,56' for 123456 cents; '-€ 3,00' for negatives. */
export function formatCents(cents: number): string {
  const negative = cents < 0;
  const absolute = Math.abs(Math.round(cents));
  const euros = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = String(absolute % 100).padStart(2, '0');
  return `${negative ? '-' : ''}€ ${euros},${rest}`;
}

/** Formats a euro amount from the API; '' when it is not a number. */
export function formatEuro(value: unknown): string {
  const cents = toCents(value);
  return Number.isNaN(cents) ? '' : formatCents(cents);
}

export interface Price {
  incl_tax: number;
  excl_tax: number;
}

/** A `{incl_tax, excl_tax}` price, or null when absent or unreadable. */
export function readPrice(value: unknown): Price | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const incl = toCents(record.incl_tax);
  const excl = toCents(record.excl_tax);
  if (Number.isNaN(incl) && Number.isNaN(excl)) return null;
  return { incl_tax: (Number.isNaN(incl) ? excl : incl) / 100, excl_tax: (Number.isNaN(excl) ? incl : excl) / 100 };
}

/** The product flags arrive as booleans or as the builder's '1' / '0' strings. */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The price fields of a product or card that decide what it shows. */
export interface PriceFacts {
  price?: unknown;
  sale_price?: unknown;
  hide_price?: unknown;
  show_price_tax_included?: unknown;
}

export interface ShownPrice {
  regular: Price;
  /** The sale price when it is lower than the regular one, else the regular price. */
  current: Price;
  onSale: boolean;
  /** Amounts shown incl tax (show_price_tax_included; default on). */
  inclusive: boolean;
}

/** What a product shows of its price; null when hidden (hide_price) or without a price. */
export function shownPrice(fields: PriceFacts): ShownPrice | null {
  if (flag(fields.hide_price)) return null;
  const regular = readPrice(fields.price);
  if (!regular) return null;
  const sale = readPrice(fields.sale_price);
  const onSale = sale !== null && sale.incl_tax < regular.incl_tax;
  const inclusive = fields.show_price_tax_included === undefined ? true : flag(fields.show_price_tax_included);
  return { regular, current: onSale ? sale : regular, onSale, inclusive };
}

/** The current amount as a card's one-line price ('€ 24,95'); '' when none is shown. */
export function shownAmount(fields: PriceFacts): string {
  const shown = shownPrice(fields);
  return shown ? formatEuro(shown.inclusive ? shown.current.incl_tax : shown.current.excl_tax) : '';
}
