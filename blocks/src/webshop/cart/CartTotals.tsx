/**
 * The totals under a cart part (spec 000 §2, §4): shipping (excl tax), total excl
 * tax, one line per VAT rate, total incl tax. Under reverse charge the tax lines give
 * way to '0% BTW verlegd' with € 0,00.
 */
import { useSite } from '../../site/SiteContext.tsx';
import { formatEuro } from '../money.ts';
import { webshopText } from '../texts.ts';
import { REVERSE_CHARGE_TEXT } from './cartTexts.ts';
import type { CartPart } from './cartView.ts';

function Line({ label, amount, kind, rate, strong }: { label: string; amount: number; kind: string; rate?: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-6 border-t border-gray-200 pt-2 font-bold' : 'flex justify-between gap-6'} data-total={kind} data-rate={rate}>
      <dt>{label}</dt>
      <dd>{formatEuro(amount)}</dd>
    </div>
  );
}

export function CartTotals({ part, reverseCharge }: { part: CartPart; reverseCharge: boolean }) {
  const { project } = useSite();
  const rates = Object.keys(part.tax_amounts).sort((a, b) => Number(b) - Number(a));
  return (
    <dl className="ml-auto flex w-full max-w-sm flex-col gap-1" data-cart-totals="">
      {part.shipping ? <Line kind="shipping" label={webshopText(project, 'webshop_shipping_total_excl_tax')} amount={part.shipping.excl_tax} /> : null}
      <Line kind="excl" label={webshopText(project, 'webshop_total_excl_tax')} amount={part.total_price} />
      {reverseCharge ? (
        <Line kind="reverse-charge" label={REVERSE_CHARGE_TEXT} amount={0} />
      ) : (
        rates.map((rate) => <Line key={rate} kind="tax" rate={rate} label={`${rate}% ${webshopText(project, 'webshop_percentage_tax')}`} amount={part.tax_amounts[rate]} />)
      )}
      <Line kind="incl" strong label={webshopText(project, 'webshop_total_incl_tax')} amount={part.total_price_incl_tax} />
    </dl>
  );
}
