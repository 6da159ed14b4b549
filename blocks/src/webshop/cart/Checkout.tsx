/**
 * The checkout page (`checkout` island, hydrates on load; spec 000 §2, §4, §7):
 * reads the cart, then the invoice and shipping details (saved as they change, see
 * useUserDetails.ts), delivery and payment choices (saved at once; failures only
 * logged), the order summary, the agreement checkbox when the shop has an agreement
 * url, and 'Bestelling plaatsen'. The server decides whether the cart is an order or a
 * quote request (`checkout_form.kind`): a quote request has no delivery or payment
 * and its button says 'Offerte aanvragen'.
 *
 * Errors: the server checks the details on every save (`checkout_form.errors`); a
 * field's error shows once the field was left with something in it, or after a failed
 * submit, and goes as soon as a save says it is right. After a failed submit focus
 * moves to the red summary, whose entries link to their fields. Placing the order
 * waits for every save, calls orders/create, remembers the e-mail for the order
 * overview and goes to the answer's url. An empty cart shows the empty text and a link
 * back to the cart page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { SpinnerIcon } from '../../icons/Icon.tsx';
import { Island } from '../../islands/Island.tsx';
import { safeUrl } from '../../links/safeUrl.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { webshopText } from '../texts.ts';
import { createOrder, fetchCart, savePaymentMethod, saveShippingMethod } from './cartApi.ts';
import { BACK_TO_CART_TEXT, PLACE_ORDER_TEXT, REQUEST_QUOTE_TEXT } from './cartTexts.ts';
import type { CartView } from './cartView.ts';
import { CartLoading } from './CartLoading.tsx';
import { CheckTarget } from './CheckTarget.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { FieldErrors } from './ErrorPanel.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { ANSWER_PREFIX, FIELD_LABELS, fieldId, USER_KEYS } from './userFields.ts';
import { PaymentChoice, ShippingChoice } from './MethodChoices.tsx';
import { setOrderEmail } from './session.ts';
import { SlotPicker } from './SlotPicker.tsx';
import type { ErrorMap, ShopContext } from './shopCall.ts';
import { UserDetailsForm } from './UserDetailsForm.tsx';
import { useUserDetails } from './useUserDetails.ts';
import { navigation } from './navigation.ts';

export const AGREEMENT_TEXT = 'Ik ga akkoord met de';
export const AGREEMENT_LINK_TEXT = 'algemene voorwaarden';
export const QUOTE_SUMMARY_HEADING = 'Overzicht van je aanvraag';

const DETAIL_KEYS = new Set(USER_KEYS);

export interface CheckoutProps {
  /** The cart page (webshop setting shoppingcart_page), computed on the server. */
  cartPath: string;
}

function without(errors: ErrorMap, key: string): ErrorMap {
  const { [key]: _gone, ...rest } = errors;
  return rest;
}

function CheckoutForm({ context, initial }: { context: ShopContext; initial: CartView }) {
  const [view, setView] = useState(initial);
  const details = useUserDetails(context, initial.users, setView, initial.form.quoteAnswers);
  const [shipping, setShipping] = useState<string | null>(initial.selectedShipping?.key ?? null);
  const [payment, setPayment] = useState<string | null>(initial.selectedPayment);
  const [agreed, setAgreed] = useState(false);
  // What orders/create refused beyond the details (methods, agreement, products).
  const [orderErrors, setOrderErrors] = useState<ErrorMap>({});
  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const saves = useRef(new Set<Promise<unknown>>());
  const summary = useRef<HTMLDivElement>(null);
  const quote = view.form.kind === 'quote';

  useEffect(() => {
    if (failures > 0) summary.current?.focus();
  }, [failures]);

  // Method saves go one after the other: a quick second choice (arrow keys) must reach
  // the server, and its answer the page, after the first.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const track = (save: () => Promise<unknown>) => {
    const tracked = queue.current.then(save, save).finally(() => saves.current.delete(tracked));
    queue.current = tracked;
    saves.current.add(tracked);
  };

  const chooseShipping = (key: string) => {
    setShipping(key);
    setOrderErrors((errors) => without(errors, 'shipping_method'));
    track(() =>
      saveShippingMethod(context, key).then((answer) => {
        if (answer.ok) setView(answer.view);
        else console.error('[shop] shipping method not saved:', answer.errors);
      }),
    );
  };

  const choosePayment = (id: string) => {
    setPayment(id);
    setOrderErrors((errors) => without(errors, 'payment_method'));
    track(() =>
      savePaymentMethod(context, id).then((answer) => {
        if (answer.ok) setView(answer.view);
        else console.error('[shop] payment method not saved:', answer.errors);
      }),
    );
  };

  const leave = (key: string) => {
    details.leave();
    if ((details.values[key] ?? '') !== '' || (view.users[key] ?? '') !== '') setLeft((keys) => (keys.has(key) ? keys : new Set([...keys, key])));
  };

  // The server decides which methods remain (country, cart); its choice wins once answered.
  useEffect(() => setShipping(view.selectedShipping?.key ?? null), [view.selectedShipping?.key]);
  useEffect(() => setPayment(view.selectedPayment), [view.selectedPayment]);

  const placeOrder = async () => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    await details.flush();
    await Promise.allSettled([...saves.current]);
    const answer = await createOrder(context, view.agreementUrl ? agreed : false);
    if (answer.ok && answer.paymentUrl) {
      // The overview opened next is verified with this e-mail (spec: kept in local storage).
      setOrderEmail((details.values.invoice_email ?? '').trim());
      // The page is left; the button stays busy until it is.
      navigation.assign(answer.paymentUrl);
      return;
    }
    const refused = answer.ok ? { general: ['De betaling kon niet worden gestart.'] } : answer.errors;
    const detail = (key: string) => DETAIL_KEYS.has(key) || key.startsWith(ANSWER_PREFIX);
    setOrderErrors(Object.fromEntries(Object.entries(refused).filter(([key]) => !detail(key) || !(key in view.form.errors))));
    setSubmitted(true);
    setFailures((count) => count + 1);
    busy.current = false;
    setSubmitting(false);
  };

  const fieldErrors: ErrorMap = {};
  for (const [key, messages] of Object.entries(view.form.errors)) if (submitted || left.has(key)) fieldErrors[key] = messages;
  const shown: ErrorMap = { ...fieldErrors, ...orderErrors };
  const questions = view.form.quoteQuestions;
  const required = new Set([...view.form.required, ...questions.filter((question) => question.required).map((question) => `${ANSWER_PREFIX}${question.key}`)]);
  const labels = { ...FIELD_LABELS, ...Object.fromEntries(questions.map((question) => [`${ANSWER_PREFIX}${question.key}`, question.label])) };
  const agreementUrl = safeUrl(view.agreementUrl);
  const number = (details.values.invoice_tax_number ?? '').trim();
  const viesChecking = details.values.invoice_is_company === '1' && number !== '' && number !== (view.users.invoice_tax_number ?? '').trim();
  const agreementId = fieldId('agreement');
  return (
    <div className="wm-checkout grid grid-cols-1 gap-10 text-base lg:grid-cols-[3fr_2fr]" data-checkout="" data-checkout-kind={view.form.kind}>
      <div className="flex flex-col gap-10">
        <UserDetailsForm details={details} errors={shown} required={required} onLeave={leave} countries={view.countries} vies={view.vies} kind={view.form.kind} viesChecking={viesChecking} questions={questions} />
        {quote ? null : (
          <>
            <ShippingChoice methods={view.shippingMethods} selected={shipping} onSelect={chooseShipping} errors={shown.shipping_method} addressKnown={view.form.addressKnown} contact={view.form.contact} />
            <SlotPicker context={context} view={view} onSave={(save) => track(() => save)} errors={shown.delivery_slot} />
            <PaymentChoice methods={view.paymentMethods} selected={payment} onSelect={choosePayment} errors={shown.payment_method} addressKnown={view.form.addressKnown} contact={view.form.contact} />
          </>
        )}
      </div>
      <div className="flex flex-col gap-6">
        <OrderSummary view={view} heading={quote ? QUOTE_SUMMARY_HEADING : undefined} />
        {agreementUrl ? (
          <div data-agreement="">
            <div className="flex items-start gap-1">
              <CheckTarget
                type="checkbox"
                id={agreementId}
                checked={agreed}
                aria-invalid={shown.agreement?.length ? true : undefined}
                aria-describedby={shown.agreement?.length ? `${agreementId}-fouten` : undefined}
                onChange={(event) => {
                  setAgreed(event.target.checked);
                  setOrderErrors((errors) => without(errors, 'agreement'));
                }}
              />
              <label htmlFor={agreementId} className="py-2.5">
                {AGREEMENT_TEXT}{' '}
                <a href={agreementUrl} target="_blank" rel="noopener" className="underline">
                  {AGREEMENT_LINK_TEXT}
                </a>
              </label>
            </div>
            <FieldErrors id={`${agreementId}-fouten`} messages={shown.agreement} />
          </div>
        ) : null}
        {submitted ? <ErrorSummary ref={summary} errors={shown} labels={labels} /> : null}
        <button
          type="button"
          className="flex min-h-11 items-center justify-center gap-2 rounded bg-primary-500 px-6 py-3 text-base font-semibold text-white hover:bg-primary-600 aria-disabled:opacity-70"
          aria-disabled={submitting || undefined}
          data-place-order=""
          onClick={() => void placeOrder()}
        >
          {submitting ? <SpinnerIcon /> : null}
          {quote ? REQUEST_QUOTE_TEXT : PLACE_ORDER_TEXT}
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
