/**
 * A product's price as visitors see it on cards and on the product page: the
 * before-price text, the price (incl or excl tax per show_price_tax_included), a sale
 * price with the regular one struck through, the after-price text, and the other-tax
 * line (webshop_incl_tax with {price_excl}, or webshop_excl_tax with {price_incl}).
 * hide_price shows nothing. `override` replaces the amounts (the product page's live
 * price with options); it is display only: the server prices every cart. `final`
 * (every option chosen) drops the before-price text: 'vanaf' no longer applies.
 */
import { useSite } from '../site/SiteContext.tsx';
import { flag, formatEuro, readPrice, type Price } from './money.ts';
import { webshopText } from './texts.ts';

export interface PriceFields {
  price?: unknown;
  sale_price?: unknown;
  hide_price?: unknown;
  show_price_tax_included?: unknown;
  before_price_text?: unknown;
  after_price_text?: unknown;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : '';
}

export interface PriceTagProps {
  fields: PriceFields;
  override?: Price | null;
  size?: 'card' | 'detail';
  /** Every option is chosen: the price shown is the price, without 'vanaf'. */
  final?: boolean;
}

export function PriceTag({ fields, override, size = 'card', final = false }: PriceTagProps) {
  const { project } = useSite();
  if (flag(fields.hide_price)) return null;
  const regular = readPrice(fields.price);
  if (!regular && !override) return null;
  const sale = override ? null : readPrice(fields.sale_price);
  const onSale = sale !== null && regular !== null && sale.incl_tax < regular.incl_tax;
  const current = override ?? (onSale ? sale : regular)!;
  const inclusive = fields.show_price_tax_included === undefined ? true : flag(fields.show_price_tax_included);
  const pick = (price: Price) => formatEuro(inclusive ? price.incl_tax : price.excl_tax);
  const before = final ? '' : text(fields.before_price_text);
  const after = text(fields.after_price_text) || webshopText(project, 'webshop_after_price');
  const taxLine = inclusive
    ? webshopText(project, 'webshop_incl_tax', { price_excl: formatEuro(current.excl_tax) })
    : webshopText(project, 'webshop_excl_tax', { price_incl: formatEuro(current.incl_tax) });
  const big = size === 'detail' ? 'text-2xl' : 'text-lg';
  return (
    <div className="wm-price" data-price="">
      <p className="flex flex-wrap items-baseline gap-x-2">
        {before ? <span className="text-sm">{before}</span> : null}
        {onSale && regular ? (
          <del className="text-sm opacity-70" data-price-regular="">
            {pick(regular)}
          </del>
        ) : null}
        <strong className={`${big} font-bold`} data-price-current="">
          {pick(current)}
        </strong>
        {after ? <span className="text-sm">{after}</span> : null}
      </p>
      {taxLine ? (
        <p className="text-xs opacity-80" data-price-tax="">
          {taxLine}
        </p>
      ) : null}
    </div>
  );
}
