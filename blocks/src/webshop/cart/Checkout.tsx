/**
 * The checkout page (`checkout` island, hydrates on load; spec 000 §2, §4, §7):
 * reads the cart, then the invoice and shipping details (saved as they change, see
 * useUserDetails.ts), delivery and payment choices (saved at once; failures only
 * logged), the order summary, the agreement checkbox when the shop has an agreement
 * url, and 'Bestelling plaatsen'. Placing the order waits for every save, calls
 * orders/create and goes to the answer's payment url; its errors show under their
 * fields and all together in a red panel. An empty cart shows the empty text and a
 * link back to the cart page.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { SpinnerIcon } from '../../icons/Icon.tsx';
import { Island } from '../../islands/Island.tsx';
import { safeUrl } from '../../links/safeUrl.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { webshopText } from '../texts.ts';
import { createOrder, fetchCart, savePaymentMethod, saveShippingMethod } from './cartApi.ts';
import { BACK_TO_CART_TEXT, PLACE_ORDER_TEXT } from './cartTexts.ts';
import type { CartView } from './cartView.ts';
import { CartLoading } from './CartLoading.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { ErrorPanel, FieldErrors } from './ErrorPanel.tsx';
import { FIELD_LABELS } from './userFields.ts';
import { PaymentChoice, ShippingChoice } from './MethodChoices.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import type { ErrorMap, ShopContext } from './shopCall.ts';
import { UserDetailsForm } from './UserDetailsForm.tsx';
import { useUserDetails } from './useUserDetails.ts';
import { navigation } from './navigation.ts';

export const AGREEMENT_TEXT = 'Ik ga akkoord met de';
export const AGREEMENT_LINK_TEXT = 'algemene voorwaarden';

export interface CheckoutProps {
  /** The cart page (webshop setting shoppingcart_page), computed on the server. */
  cartPath: string;
}

function CheckoutForm({ context, initial }: { context: ShopContext; initial: CartView }) {
  const [view, setView] = useState(initial);
  const details = useUserDetails(context, initial.users, setView);
  const [shipping, setShipping] = useState<string | null>(initial.selectedShipping?.key ?? null);
  const [payment, setPayment] = useState<string | null>(initial.selectedPayment);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<ErrorMap | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const saves = useRef(new Set<Promise<unknown>>());
  const agreementId = useId();

  const track = (save: Promise<unknown>) => {
    const tracked = save.finally(() => saves.current.delete(tracked));
    saves.current.add(tracked);
  };

  const chooseShipping = (key: string) => {
    setShipping(key);
    track(
      saveShippingMethod(context, key).then((answer) => {
        if (answer.ok) setView(answer.view);
        else console.error('[shop] shipping method not saved:', answer.errors);
      }),
    );
  };

  const choosePayment = (id: string) => {
    setPayment(id);
    track(
      savePaymentMethod(context, id).then((answer) => {
        if (answer.ok) setView(answer.view);
        else console.error('[shop] payment method not saved:', answer.errors);
      }),
    );
  };

  // The server decides which methods remain (country, cart); its choice wins once answered.
  useEffect(() => setShipping(view.selectedShipping?.key ?? null), [view.selectedShipping?.key]);
  useEffect(() => setPayment(view.selectedPayment), [view.selectedPayment]);

  const placeOrder = async () => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setErrors(null);
    await details.flush();
    await Promise.allSettled([...saves.current]);
    const answer = await createOrder(context, view.agreementUrl ? agreed : false);
    if (answer.ok && answer.paymentUrl) {
      // The page is left; the button stays busy until it is.
      navigation.assign(answer.paymentUrl);
      return;
    }
    setErrors(answer.ok ? { general: ['De betaling kon niet worden gestart.'] } : answer.errors);
    busy.current = false;
    setSubmitting(false);
  };

  const fieldErrors = errors ?? {};
  const agreementUrl = safeUrl(view.agreementUrl);
  return (
    <div className="wm-checkout grid grid-cols-1 gap-10 lg:grid-cols-[3fr_2fr]" data-checkout="">
      <div className="flex flex-col gap-10">
        <UserDetailsForm details={details} errors={fieldErrors} countries={view.countries} vies={view.vies} />
        <ShippingChoice methods={view.shippingMethods} selected={shipping} onSelect={chooseShipping} errors={fieldErrors.shipping_method} />
        <SlotPicker context={context} view={view} onSave={track} errors={fieldErrors.delivery_slot} />
        <PaymentChoice methods={view.paymentMethods} selected={payment} onSelect={choosePayment} errors={fieldErrors.payment_method} />
      </div>
      <div className="flex flex-col gap-6">
        <OrderSummary view={view} />
        {agreementUrl ? (
          <div data-agreement="">
            <div className="flex items-start gap-2">
              <input
                id={agreementId}
                type="checkbox"
                className="mt-1 h-4 w-4"
                checked={agreed}
                aria-invalid={fieldErrors.agreement?.length ? true : undefined}
                aria-describedby={fieldErrors.agreement?.length ? `${agreementId}-fouten` : undefined}
                onChange={(event) => setAgreed(event.target.checked)}
              />
              <label htmlFor={agreementId}>
                {AGREEMENT_TEXT}{' '}
                <a href={agreementUrl} target="_blank" rel="noopener" className="underline">
                  {AGREEMENT_LINK_TEXT}
                </a>
              </label>
            </div>
            <FieldErrors id={`${agreementId}-fouten`} messages={fieldErrors.agreement} />
          </div>
        ) : null}
        <ErrorPanel errors={errors} labels={FIELD_LABELS} />
        <button
          type="button"
          className="flex items-center justify-center gap-2 rounded bg-primary-500 px-6 py-3 font-semibold text-white hover:bg-primary-600 aria-disabled:opacity-70"
          aria-disabled={submitting || undefined}
          data-place-order=""
          onClick={() => void placeOrder()}
        >
          {submitting ? <SpinnerIcon /> : null}
          {PLACE_ORDER_TEXT}
        </button>
      </div>
    </div>
  );
}

export function Checkout({ cartPath }: CheckoutProps) {
  const { project, apiBase } = useSite();
  const projectId = project.id;
  const context = useMemo(() => ({ apiBase, projectId }), [apiBase, projectId]);
  const [view, setView] = useState<CartView | null>(null);
  const emptyText = webshopText(project, 'webshop_cart_empty_global_text');

  useEffect(() => {
    let current = true;
    void fetchCart(context).then((loaded) => {
      if (current) setView(loaded);
    });
    return () => {
      current = false;
    };
  }, [context]);

  if (!view) return <CartLoading />;
  if (view.checkout.products.length === 0 && view.quote.products.length === 0) {
    return (
      <div data-checkout="" data-cart-state="empty">
        <p className="wm-cart-empty mb-4 text-lg">{emptyText}</p>
        <a href={safeUrl(cartPath) ?? '/winkelwagen'} className="underline">
          {BACK_TO_CART_TEXT}
        </a>
      </div>
    );
  }
  return <CheckoutForm context={context} initial={view} />;
}

/** The checkout on a page: an island hydrating on load. */
export function SiteCheckout(props: CheckoutProps) {
  return <Island name="checkout" props={props} />;
}
