/**
 * A new payment for an order (spec 000 §4, contract "ORDER VIEW"): the payment method
 * choice and 'Betalen', calling transactions/create and going to the payment page.
 * Shown while the order is not paid (spec 000 §4: "or when not paid"), whatever its
 * method, and only for orders with products to check out that the shop has not
 * cancelled. With an online payment still open, 'Betalen' with that method goes back
 * to it (the server answers the open payment; another method is refused until it
 * ends). A paid order never offers a payment, whatever its method: the spec's "paid
 * with pay_on_pickup, wire" reads an offline order as paid, where here such an order
 * is not paid until the owner records the money, and then it is (docs/cart-and-checkout.md).
 */
import { useState } from 'react';
import { SpinnerIcon } from '../../icons/Icon.tsx';
import type { OrderView } from './cartView.ts';
import { PAY_TEXT } from './cartTexts.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { PaymentChoice } from './MethodChoices.tsx';
import { navigation } from './navigation.ts';
import { startPayment } from './orderApi.ts';
import type { ErrorMap, ShopContext } from './shopCall.ts';

export const CHOOSE_METHOD_TEXT = 'Kies een betaalmethode.';

export function canPayAgain(order: OrderView): boolean {
  // A cancelled order takes no payment (the server refuses one too).
  if (order.checkout.products.length === 0 || order.orderStatus === 'cancelled') return false;
  return order.paymentStatus !== 'paid';
}

export function PayAgain({ context, order }: { context: ShopContext; order: OrderView }) {
  const preferred = order.paymentMethods.some((method) => method.id === order.selectedPayment) ? order.selectedPayment : (order.paymentMethods[0]?.id ?? null);
  const [method, setMethod] = useState<string | null>(preferred);
  const [errors, setErrors] = useState<ErrorMap | null>(null);
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    if (busy) return;
    if (!method) return setErrors({ payment_method: [CHOOSE_METHOD_TEXT] });
    setBusy(true);
    setErrors(null);
    const answer = await startPayment(context, order.session, method);
    if (answer.ok) return navigation.assign(answer.paymentUrl);
    setErrors(answer.errors);
    setBusy(false);
  };

  return (
    <div className="flex flex-col gap-4" data-pay-again="">
      <PaymentChoice methods={order.paymentMethods} selected={method} onSelect={setMethod} disabled={busy} />
      <ErrorPanel errors={errors} />
      {order.paymentMethods.length > 0 ? (
        <button
          type="button"
          className="flex w-fit items-center gap-2 rounded bg-primary-500 px-6 py-3 font-semibold text-white hover:bg-primary-600 aria-disabled:opacity-70"
          aria-disabled={busy || undefined}
          data-pay-button=""
          onClick={() => void pay()}
        >
          {busy ? <SpinnerIcon /> : null}
          {PAY_TEXT}
        </button>
      ) : null}
    </div>
  );
}
