/**
 * The product rows of one cart part (spec 000 §2 "Cart page"): title linking to the
 * product, option lines 'title: value label_after_field', price per piece and row
 * total (incl or excl tax as the cart shows prices), and on the cart page the quantity
 * steps (minus stops at 1) and the delete link. Read-only in the checkout summary and
 * the order overview.
 */
import { safeUrl } from '../../links/safeUrl.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { formatEuro } from '../money.ts';
import { webshopText } from '../texts.ts';
import type { CartOption, CartProduct } from './cartView.ts';

export interface LineControls {
  /** The quantity shown (the visitor's latest step, before the server answered). */
  quantityOf: (product: CartProduct) => number;
  onQuantity: (product: CartProduct, quantity: number) => void;
  onDelete: (product: CartProduct) => void;
  /** Lines whose delete is under way. */
  deleting: ReadonlySet<number | string>;
}

/** A ticked checkbox option reads 'Extra slagroom: Ja' (its stored value is '1'). */
export const CHECKED_TEXT = 'Ja';

/** label_after_field set as a switch ('1', '0', ...) places the product page's label; only text is shown. */
const SWITCH_VALUES = new Set(['', '0', '1', 'true', 'false', 'on', 'off']);

export function optionLine(option: CartOption): string {
  const value = option.type === 'checkbox' ? CHECKED_TEXT : option.value;
  const after = SWITCH_VALUES.has(option.label_after_field.trim().toLowerCase()) ? '' : option.label_after_field;
  return [`${option.title}: ${value}`, after].filter((part) => part.trim() !== '').join(' ');
}

const STEP = 'flex h-11 w-11 items-center justify-center text-lg font-bold hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40';

function Quantity({ product, controls }: { product: CartProduct; controls: LineControls }) {
  const quantity = controls.quantityOf(product);
  return (
    <div className="inline-flex items-center rounded border border-gray-300" data-cart-quantity-control="">
      <button type="button" className={STEP} aria-label={`Aantal ${product.title} verlagen`} data-cart-decrease="" disabled={quantity <= 1} onClick={() => controls.onQuantity(product, quantity - 1)}>
        −
      </button>
      <output className="w-10 text-center text-base" aria-label={`Aantal ${product.title}`} aria-live="polite" data-cart-quantity="">
        {quantity}
      </output>
      <button type="button" className={STEP} aria-label={`Aantal ${product.title} verhogen`} data-cart-increase="" onClick={() => controls.onQuantity(product, quantity + 1)}>
        +
      </button>
    </div>
  );
}

export interface CartLinesProps {
  products: CartProduct[];
  showPriceTaxIncluded: boolean;
  /** Absent: read-only rows. */
  controls?: LineControls;
}

export function CartLines({ products, showPriceTaxIncluded, controls }: CartLinesProps) {
  const { project } = useSite();
  return (
    <ul className="divide-y divide-gray-200 border-y border-gray-200" data-cart-lines="">
      {products.map((product) => {
        const quantity = controls ? controls.quantityOf(product) : product.quantity;
        const unit = showPriceTaxIncluded ? product.price_incl_tax : product.price_excl_tax;
        const serverTotal = showPriceTaxIncluded ? product.total_price_incl_tax : product.total_price_excl_tax;
        // A step not yet answered shows unit × quantity; the answer's total replaces it.
        const total = quantity === product.quantity ? serverTotal : Math.round(unit * 100 * quantity) / 100;
        const href = safeUrl(product.url);
        return (
          <li key={product.id} className="flex flex-wrap items-start gap-4 py-4" data-cart-line={product.id} data-product-id={product.product_id}>
            {product.main_image ? <img src={product.main_image} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded object-cover" /> : null}
            <div className="min-w-0 flex-1 basis-48">
              {href ? (
                <a href={href} className="inline-flex min-h-11 items-center font-semibold underline-offset-2 hover:underline" data-cart-line-title="">
                  {product.title}
                </a>
              ) : (
                <span className="block font-semibold" data-cart-line-title="">
                  {product.title}
                </span>
              )}
              {product.options.length > 0 ? (
                <ul className="mt-1 text-sm opacity-80" data-cart-line-options="">
                  {product.options.map((option, index) => (
                    <li key={index}>{optionLine(option)}</li>
                  ))}
                </ul>
              ) : null}
              {controls ? (
                <button
                  type="button"
                  className="-ml-2 mt-1 inline-flex min-h-11 items-center px-2 text-sm text-red-700 underline disabled:opacity-50"
                  data-cart-delete=""
                  aria-label={`${webshopText(project, 'webshop_delete')}: ${product.title}`}
                  disabled={controls.deleting.has(product.id)}
                  onClick={() => controls.onDelete(product)}
                >
                  {webshopText(project, 'webshop_delete')}
                </button>
              ) : null}
            </div>
            <div className="flex items-center gap-6">
              {controls ? (
                <Quantity product={product} controls={controls} />
              ) : (
                <span data-cart-quantity="">{quantity} ×</span>
              )}
              <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm">
                <dt className="opacity-80">{webshopText(project, 'webshop_per_piece')}</dt>
                <dd className="text-right" data-cart-line-unit="">
                  {formatEuro(unit)}
                </dd>
                <dt className="opacity-80">{webshopText(project, 'webshop_total')}</dt>
                <dd className="text-right font-semibold" data-cart-line-total="">
                  {formatEuro(total)}
                </dd>
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
