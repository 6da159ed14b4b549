/**
 * A new payment for an order (spec 000 §4, contract "ORDER VIEW"): the payment method
 * choice and 'Betalen', calling transactions/create and going to the payment page.
 * Shown when the payment expired, failed or was canceled, or when the order is not
 * paid and its method is pay on pickup, wire or none — and only for orders with
 * products to check out.
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

const RETRY_STATUSES = ['expired', 'failed', 'canceled'];
const OFFLINE_METHODS = ['pay_on_pickup', 'wire'];
export const CHOOSE_METHOD_TEXT = 'Kies een betaalmethode.';

export function canPayAgain(order: OrderView): boolean {
  // A cancelled order takes no payment (the server refuses one too).
  if (order.checkout.products.length === 0 || order.orderStatus === 'cancelled') return false;
  if (RETRY_STATUSES.includes(order.paymentStatus)) return true;
  return order.paymentStatus !== 'paid' && (order.selectedPayment === null || OFFLINE_METHODS.includes(order.selectedPayment));
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
