/**
 * The order calls of the overview page (spec 000 §7): orders/get with the order
 * session and the buyer's e-mail, and transactions/create to pay again.
 */
import { paymentTarget } from './navigation.ts';
import { readOrderView, type OrderView } from './cartView.ts';
import { shopCall, type ErrorMap, type ShopContext } from './shopCall.ts';

export type OrderLookup = { ok: true; order: OrderView } | { ok: false; status: number; errors: ErrorMap };

export async function fetchOrder(context: ShopContext, orderSession: string, email: string): Promise<OrderLookup> {
  const answer = await shopCall(context, 'orders/get', { order_session: orderSession, email });
  return answer.ok ? { ok: true, order: readOrderView(answer.data) } : answer;
}

export type PaymentStart = { ok: true; paymentUrl: string } | { ok: false; status: number; errors: ErrorMap };

export async function startPayment(context: ShopContext, orderSession: string, paymentMethod: string): Promise<PaymentStart> {
  const answer = await shopCall<{ payment?: { url?: unknown } }>(context, 'transactions/create', { order_session: orderSession, payment_method: paymentMethod });
  if (!answer.ok) return answer;
  const url = typeof answer.data.payment?.url === 'string' ? paymentTarget(answer.data.payment.url) : '';
  if (!url) return { ok: false, status: answer.status, errors: { general: ['De betaling kon niet worden gestart.'] } };
  return { ok: true, paymentUrl: url };
}
