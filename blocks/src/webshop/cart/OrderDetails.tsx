/**
 * A verified order (spec 000 §2 "Order overview"): contact and address data, the
 * delivery data only when the order ships elsewhere, the delivery method with its
 * price incl tax, the payment block (status sentence, wire transfer details, a new
 * payment when allowed) and the ordered products of checkout and quote. A quote
 * request (`order.kind` 'quote') says it was received and what happens next, and has
 * no payment block.
 */
import type { ReactNode } from 'react';
import { formatEuro } from '../money.ts';
import type { OrderView } from './cartView.ts';
import { paymentStatusText, QUOTE_NEXT_TEXT, QUOTE_RECEIVED_HEADING } from './cartTexts.ts';
import { QUOTE_REMARKS } from './userFields.ts';
import { QUESTIONS_HEADING } from './UserDetailsForm.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { canPayAgain, PayAgain } from './PayAgain.tsx';
import type { ShopContext } from './shopCall.ts';

export const ORDER_TEXTS = {
  contact: 'Contactgegevens',
  address: 'Adresgegevens',
  delivery: 'Bezorggegevens',
  shippingMethod: 'Verzendmethode',
  payment: 'Betaling',
  products: 'Bestelde producten',
  wire: 'Maak het bedrag over naar:',
} as const;

function Block({ title, kind, children }: { title: string; kind: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded border border-gray-200 p-4" aria-label={title} data-order-block={kind}>
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <p>
      {lines
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
    </p>
  );
}

function join(...parts: string[]): string {
  return parts.filter((part) => part && part.trim() !== '').join(' ');
}

function countryName(order: OrderView, code: string): string {
  return order.countries.find(([key]) => key === code)?.[1] ?? code;
}

function addressLines(order: OrderView, prefix: 'invoice' | 'shipping'): string[] {
  const users = order.users;
  const field = (name: string) => users[`${prefix}_${name}`] ?? '';
  const street = join(field('street'), field('number'), field('number_addition'));
  return [street, join(field('postcode'), field('city')), field('country') ? countryName(order, field('country')) : ''];
}

export function OrderDetails({ context, order }: { context: ShopContext; order: OrderView }) {
  const users = order.users;
  const shipsElsewhere = users.custom_shipping_information === '1';
  const method = order.paymentMethods.find((entry) => entry.id === order.selectedPayment);
  const quote = order.kind === 'quote';
  return (
    <div className="flex flex-col gap-6" data-order-overview="" data-order-kind={order.kind} data-payment-status={quote ? undefined : order.paymentStatus || 'pending'}>
      {quote ? (
        <div className="flex flex-col gap-2 rounded border-l-4 border-green-700 bg-green-50 px-4 py-3" role="status" data-quote-received="">
          <h2 className="text-2xl font-bold">
            {QUOTE_RECEIVED_HEADING}
            {order.number ? ` (${order.number})` : ''}
          </h2>
          <p>{QUOTE_NEXT_TEXT}</p>
        </div>
      ) : order.number ? (
        <h2 className="text-2xl font-bold">Bestelling {order.number}</h2>
      ) : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Block title={ORDER_TEXTS.contact} kind="contact">
          <Lines
            lines={[
              join(users.invoice_firstname ?? '', users.invoice_lastname ?? ''),
              users.invoice_is_company === '1' ? (users.invoice_company ?? '') : '',
              users.invoice_is_company === '1' && users.invoice_tax_number ? `BTW-nummer: ${users.invoice_tax_number}` : '',
              users.invoice_email ?? '',
              users.invoice_phonenumber ?? '',
            ]}
          />
        </Block>
        {addressLines(order, 'invoice').slice(0, 2).some(Boolean) ? (
          <Block title={ORDER_TEXTS.address} kind="address">
            <Lines lines={addressLines(order, 'invoice')} />
          </Block>
        ) : null}
        {order.quoteAnswers.length > 0 ? (
          <Block title={QUESTIONS_HEADING} kind="quote-answers">
            <dl className="grid grid-cols-1 gap-x-4 sm:grid-cols-[auto_1fr]">
              {order.quoteAnswers.map((answer) => (
                <div key={answer.label} className="contents">
                  <dt className="font-medium">{answer.label}</dt>
                  <dd className="mb-1">{answer.value}</dd>
                </div>
              ))}
            </dl>
          </Block>
        ) : null}
        {quote && users.quote_remarks ? (
          <Block title={QUOTE_REMARKS.label} kind="quote-remarks">
            <p className="whitespace-pre-line">{users.quote_remarks}</p>
          </Block>
        ) : null}
        {shipsElsewhere ? (
          <Block title={ORDER_TEXTS.delivery} kind="delivery">
            <Lines lines={[join(users.shipping_firstname ?? '', users.shipping_lastname ?? ''), ...addressLines(order, 'shipping'), users.shipping_email ?? '', users.shipping_phonenumber ?? '']} />
          </Block>
        ) : null}
        {order.selectedShipping ? (
          <Block title={ORDER_TEXTS.shippingMethod} kind="shipping-method">
            <p className="flex justify-between gap-4">
              <span>{order.selectedShipping.title}</span>
              {order.selectedShipping.price ? <span>{formatEuro(order.selectedShipping.price.incl_tax)}</span> : null}
            </p>
            {order.deliverySlot ? <p data-delivery-slot="">Tijdvak: {order.deliverySlot}</p> : null}
          </Block>
        ) : null}
      </div>
      {quote ? null : (
      <Block title={ORDER_TEXTS.payment} kind="payment">
        {method ? <p data-payment-method-title="">{method.title}</p> : null}
        <p role="status" className="font-semibold" data-payment-status-text="">
          {paymentStatusText(order.paymentStatus)}
        </p>
        {order.wire && order.paymentStatus !== 'paid' ? (
          <div data-wire-details="">
            <p>{ORDER_TEXTS.wire}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4">
              <dt>Rekeninghouder</dt>
              <dd>{order.wire.account_name}</dd>
              <dt>IBAN</dt>
              <dd>{order.wire.iban}</dd>
              {order.wire.bic ? (
                <>
                  <dt>BIC</dt>
                  <dd>{order.wire.bic}</dd>
                </>
              ) : null}
              <dt>Kenmerk</dt>
              <dd>{order.wire.reference}</dd>
            </dl>
          </div>
        ) : null}
        {canPayAgain(order) ? <PayAgain context={context} order={order} /> : null}
      </Block>
      )}
      <OrderSummary view={order} heading={ORDER_TEXTS.products} />
    </div>
  );
}
