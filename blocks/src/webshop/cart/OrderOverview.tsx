/**
 * The order overview (`orderOverview` island on the thank-you page, hydrates on load):
 * reads the order session from `?order=`; with an e-mail remembered in localStorage
 * `wm_order_email` (the checkout stores the one it just ordered with) it calls
 * orders/get at once, else (or when that fails) it asks for the buyer's e-mail under
 * 'Verificatie' (button 'Bestelling bekijken' unless translated), calls orders/get and
 * shows the order (OrderDetails.tsx); the e-mail is remembered on success. While the
 * order is not paid it is read again every 5 seconds. A failed lookup leaves the
 * order empty: the answer's messages and 'De bestelling kon niet worden geladen.'.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { SpinnerIcon } from '../../icons/Icon.tsx';
import { Island } from '../../islands/Island.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { webshopText } from '../texts.ts';
import { CartLoading } from './CartLoading.tsx';
import { NO_ORDER_TEXT, ORDER_LOADING_TEXT, ORDER_NOT_LOADED_TEXT, VERIFICATION_HEADING, VERIFICATION_INTRO } from './cartTexts.ts';
import type { OrderView } from './cartView.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { fetchOrder } from './orderApi.ts';
import { OrderDetails } from './OrderDetails.tsx';
import { orderEmail, setOrderEmail } from './session.ts';
import type { ErrorMap, ShopContext } from './shopCall.ts';

export const ORDER_REFRESH_MS = 5000;
export const ORDER_QUERY_PARAMETER = 'order';

type Stage = { kind: 'starting' } | { kind: 'no-order' } | { kind: 'verify'; session: string } | { kind: 'verified'; session: string; email: string };

interface VerificationProps {
  context: ShopContext;
  session: string;
  loginLabel: string;
  onVerified: (email: string, order: OrderView) => void;
}

function Verification({ context, session, loginLabel, onVerified }: VerificationProps) {
  const [email, setEmail] = useState(() => orderEmail());
  const [errors, setErrors] = useState<ErrorMap | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors(null);
    const typed = email.trim();
    const answer = await fetchOrder(context, session, typed);
    setBusy(false);
    if (!answer.ok) return setErrors(answer.errors);
    setOrderEmail(typed);
    onVerified(typed, answer.order);
  };

  return (
    <form className="flex max-w-md flex-col gap-4" onSubmit={(event) => void submit(event)} aria-labelledby={`${inputId}-kop`} data-order-verification="">
      <h2 id={`${inputId}-kop`} className="text-xl font-bold">
        {VERIFICATION_HEADING}
      </h2>
      <p>{VERIFICATION_INTRO}</p>
      <div>
        <label htmlFor={inputId} className="mb-1 block font-medium">
          E-mailadres
        </label>
        <input id={inputId} name="email" type="email" autoComplete="email" required className="w-full rounded border border-gray-300 px-3 py-2" value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      {errors ? (
        <div className="flex flex-col gap-2" data-order-not-loaded="">
          <p>{ORDER_NOT_LOADED_TEXT}</p>
          <ErrorPanel errors={errors} />
        </div>
      ) : null}
      <button type="submit" className="flex w-fit items-center gap-2 rounded bg-primary-500 px-6 py-2 font-semibold text-white hover:bg-primary-600 aria-disabled:opacity-70" aria-disabled={busy || undefined} data-order-login="">
        {busy ? <SpinnerIcon /> : null}
        {loginLabel}
      </button>
    </form>
  );
}

/** Reads the order again every 5 s while it is not paid; stops when paid or unmounted. */
function useOrderRefresh(context: ShopContext, stage: Stage, order: OrderView | null, setOrder: (order: OrderView) => void) {
  const setter = useRef(setOrder);
  setter.current = setOrder;
  const paid = order?.paymentStatus === 'paid';
  const session = stage.kind === 'verified' ? stage.session : '';
  const email = stage.kind === 'verified' ? stage.email : '';
  useEffect(() => {
    if (!session || paid) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(() => {
        void fetchOrder(context, session, email).then((answer) => {
          if (stopped) return;
          if (answer.ok) setter.current(answer.order);
          // A paid answer re-runs this effect, which then stops.
          if (!answer.ok || answer.order.paymentStatus !== 'paid') next();
        });
      }, ORDER_REFRESH_MS);
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [context, session, email, paid]);
}

export function OrderOverview() {
  const { project, apiBase } = useSite();
  const projectId = project.id;
  const context = useMemo(() => ({ apiBase, projectId }), [apiBase, projectId]);
  const [stage, setStage] = useState<Stage>({ kind: 'starting' });
  const [order, setOrder] = useState<OrderView | null>(null);
  useOrderRefresh(context, stage, order, setOrder);
  // Read while rendering, so the project's translation travels with the page's site slice.
  const loginLabel = webshopText(project, 'webshop_thankyou_login_label');

  useEffect(() => {
    const session = new URLSearchParams(window.location.search).get(ORDER_QUERY_PARAMETER)?.trim() ?? '';
    if (!session) return setStage({ kind: 'no-order' });
    // Right after ordering this browser knows the e-mail it just used: verified at once.
    const email = orderEmail().trim();
    if (!email) return setStage({ kind: 'verify', session });
    let current = true;
    void fetchOrder(context, session, email).then((answer) => {
      if (!current) return;
      if (!answer.ok) return setStage({ kind: 'verify', session });
      setOrder({ ...answer.order, session: answer.order.session || session });
      setStage({ kind: 'verified', session, email });
    });
    return () => {
      current = false;
    };
  }, [context]);

  let content;
  if (stage.kind === 'starting') content = <CartLoading text={ORDER_LOADING_TEXT} />;
  else if (stage.kind === 'no-order') content = <p data-order-missing="">{NO_ORDER_TEXT}</p>;
  else if (stage.kind === 'verify')
    content = (
      <Verification
        context={context}
        session={stage.session}
        loginLabel={loginLabel}
        onVerified={(email, verified) => {
          setOrder({ ...verified, session: verified.session || stage.session });
          setStage({ kind: 'verified', session: stage.session, email });
        }}
      />
    );
  else content = order ? <OrderDetails context={context} order={{ ...order, session: order.session || stage.session }} /> : null;
  return <div className="wm-order-overview mt-8" data-order-stage={stage.kind}>{content}</div>;
}

/** The order overview on a page: an island hydrating on load (the order is in the URL). */
export function SiteOrderOverview() {
  return <Island name="orderOverview" />;
}
