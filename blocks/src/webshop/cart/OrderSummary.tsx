/**
 * The products of a cart or an order, read-only (checkout summary, order overview):
 * the checkout part and the quote part, each with its rows and totals.
 */
import { CartLines } from './CartLines.tsx';
import { CartTotals } from './CartTotals.tsx';
import { CHECKOUT_HEADING, QUOTE_HEADING } from './cartTexts.ts';
import type { CartPart, ShopView } from './cartView.ts';

export const SUMMARY_HEADING = 'Overzicht van je bestelling';

function SummaryPart({ heading, part, view }: { heading: string; part: CartPart; view: ShopView }) {
  if (part.products.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{heading}</h3>
      <CartLines products={part.products} showPriceTaxIncluded={view.showPriceTaxIncluded} />
      <CartTotals part={part} reverseCharge={view.vies.reverse_charge_applied} />
    </div>
  );
}

export function OrderSummary({ view, heading = SUMMARY_HEADING }: { view: ShopView; heading?: string }) {
  return (
    <section className="flex flex-col gap-6" aria-label={heading} data-order-summary="">
      <h2 className="text-xl font-bold">{heading}</h2>
      <SummaryPart heading={CHECKOUT_HEADING} part={view.checkout} view={view} />
      <SummaryPart heading={QUOTE_HEADING} part={view.quote} view={view} />
    </section>
  );
}
