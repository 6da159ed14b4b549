// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { SiteProvider } from '../../site/SiteContext.tsx';
import type { Project } from '../../site/types.ts';
import { fails, ok, orderView, stubShopApi, type ShopHandler } from '../../test/shopApi.ts';
import { navigation } from './navigation.ts';
import { ORDER_REFRESH_MS, OrderOverview } from './OrderOverview.tsx';

const NOT_FOUND = 'We kunnen geen bestelling vinden met dit e-mailadres.';

function renderOverview(handlers: Record<string, ShopHandler | ShopHandler[]>, { query = '?order=bestelling-1', project = { id: 7 } as Project } = {}) {
  window.history.replaceState(null, '', `/bestelling${query}`);
  const api = stubShopApi(handlers);
  render(
    <SiteProvider value={{ project }}>
      <OrderOverview />
    </SiteProvider>,
  );
  return api;
}

const emailField = () => screen.getByLabelText('E-mailadres') as HTMLInputElement;
const login = () => screen.getByRole('button', { name: 'Bestelling bekijken' });

async function verify(email = 'sanne@example.nl') {
  await screen.findByRole('heading', { name: 'Verificatie' });
  act(() => fireEvent.change(emailField(), { target: { value: email } }));
  act(() => fireEvent.click(login()));
}


test('the spec\'s timing: 5000 ms', () => expect(ORDER_REFRESH_MS).toBe(5000));

describe('order overview: verification', () => {
  test('asks for the e-mail under Verificatie; a wrong one shows the answer and keeps the order closed', async () => {
    const api = renderOverview({ 'orders/get': [fails(404, { email: [NOT_FOUND] }), ok(orderView())] });
    await verify('fout@example.nl');
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toBe(NOT_FOUND);
    expect(screen.getByText('De bestelling kon niet worden geladen.')).toBeTruthy();
    expect(document.querySelector('[data-order-overview]')).toBeNull();
    expect(window.localStorage.getItem('wm_order_email')).toBeNull();
    expect(api.sent('orders/get')).toEqual([{ website_id: 7, project_id: 7, order_session: 'bestelling-1', email: 'fout@example.nl' }]);
    await verify('sanne@example.nl');
    await screen.findByRole('heading', { name: 'Bestelling 1001' });
    expect(window.localStorage.getItem('wm_order_email')).toBe('sanne@example.nl');
    expect(screen.queryByRole('heading', { name: 'Verificatie' })).toBeNull();
  });

  test('the remembered e-mail is filled in; the project text replaces Inloggen; 429 shows its message', async () => {
    window.localStorage.setItem('wm_order_email', 'sanne@example.nl');
    renderOverview({ 'orders/get': fails(429, { email: ['Te veel pogingen. Probeer het over een kwartier opnieuw.'] }) }, { project: { id: 7, translations: { webshop_thankyou_login_label: 'Bekijk bestelling' } } });
    await screen.findByRole('heading', { name: 'Verificatie' });
    expect(emailField().value).toBe('sanne@example.nl');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Bekijk bestelling' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Te veel pogingen. Probeer het over een kwartier opnieuw.');
  });

  test('right after ordering the e-mail this browser used opens the order at once', async () => {
    window.localStorage.setItem('wm_order_email', 'sanne@example.nl');
    const api = renderOverview({ 'orders/get': ok(orderView()) });
    await screen.findByRole('heading', { name: 'Bestelling 1001' });
    expect(screen.queryByRole('heading', { name: 'Verificatie' })).toBeNull();
    expect(api.sent('orders/get')).toEqual([{ website_id: 7, project_id: 7, order_session: 'bestelling-1', email: 'sanne@example.nl' }]);
  });

  test('without ?order= there is nothing to look up', async () => {
    const api = renderOverview({}, { query: '' });
    await screen.findByText('Er is geen bestelling opgegeven.');
    expect(api.calls).toEqual([]);
  });
});

describe('order overview: a quote request', () => {
  test('says the request was received and what happens next; no payment block or status', async () => {
    window.localStorage.setItem('wm_order_email', 'sanne@example.nl');
    const users = { ...(orderView().users as object), invoice_street: '', invoice_number: '', invoice_postcode: '', invoice_city: '', quote_remarks: 'Bruiloft op 12 juni' };
    const order = { number: 1002, session: 'bestelling-1', status: 'new', kind: 'quote', quote_answers: [{ label: 'Datum van de bruiloft', value: '2027-06-12' }] };
    renderOverview({ 'orders/get': ok(orderView({ payment_status: '', selected: null }, { order, users })) });
    await screen.findByRole('heading', { name: 'Je offerteaanvraag is ontvangen (1002)' });
    expect(screen.getByText(/We bekijken je aanvraag en sturen je zo snel mogelijk een offerte per e-mail/)).toBeTruthy();
    expect(screen.getByText('Bruiloft op 12 juni')).toBeTruthy();
    const answers = screen.getByRole('region', { name: 'Over je aanvraag' });
    expect(within(answers).getByText('Datum van de bruiloft').nextElementSibling?.textContent).toBe('2027-06-12');
    // Without an address (a quote request asks none) there is no address block.
    expect(screen.queryByRole('region', { name: 'Adresgegevens' })).toBeNull();
    expect(document.querySelector('[data-payment-status-text]')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Betaling' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Betalen' })).toBeNull();
  });
});

describe('order overview: the order', () => {
  test('contact, address, delivery method with price incl tax, payment status and the ordered lines', async () => {
    renderOverview({ 'orders/get': ok(orderView({ payment_status: 'paid' })) });
    await verify();
    await screen.findByRole('heading', { name: 'Bestelling 1001' });
    const block = (name: string) => screen.getByRole('region', { name });
    expect(within(block('Contactgegevens')).getByText('Sanne de Vries')).toBeTruthy();
    expect(within(block('Contactgegevens')).getByText('sanne@example.nl')).toBeTruthy();
    expect(within(block('Adresgegevens')).getByText('Dorpsstraat 1')).toBeTruthy();
    expect(within(block('Adresgegevens')).getByText('1234 AB Utrecht')).toBeTruthy();
    expect(within(block('Adresgegevens')).getByText('Nederland')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bezorggegevens' })).toBeNull();
    expect(block('Verzendmethode').textContent).toBe('VerzendmethodeVerzenden€ 6,95');
    expect(within(block('Betaling')).getByRole('status').textContent).toBe('Betaling is succesvol ontvangen.');
    expect(document.querySelector('[data-order-summary] [data-cart-line-title]')?.textContent).toBe('Appeltaart');
    expect(document.querySelector('[data-order-summary] [data-total="incl"]')?.textContent).toBe('Totaal incl. btw€ 56,85');
    expect(document.querySelector('[data-order-summary] [data-cart-delete]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Betalen' })).toBeNull();
  });

  test("separate delivery data only when custom_shipping_information is '1'; wire transfer details", async () => {
    const users = { ...(orderView().users as object), custom_shipping_information: '1', shipping_firstname: 'Piet', shipping_lastname: 'Bakker', shipping_street: 'Kerkweg', shipping_number: '9', shipping_postcode: '4321 BA', shipping_city: 'Gouda', shipping_country: 'NL' };
    const wire = { account_name: 'Bakkerij De Gouden Korenaar', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', reference: '1001' };
    renderOverview({ 'orders/get': ok(orderView({ payment_status: 'open', selected: 'wire', wire }, { users })) });
    await verify();
    const delivery = await screen.findByRole('region', { name: 'Bezorggegevens' });
    expect(within(delivery).getByText('Piet Bakker')).toBeTruthy();
    expect(within(delivery).getByText('Kerkweg 9')).toBeTruthy();
    const details = document.querySelector('[data-wire-details]')!;
    expect(details.textContent).toContain('NL91ABNA0417164300');
    expect(details.textContent).toContain('Kenmerk1001');
    expect(screen.getByRole('region', { name: 'Betaling' }).textContent).toContain('Betaling nog niet ontvangen of nog in verwerking.');
  });

  /** Verifies under fake timers, so the refresh timer is one the test controls. */
  async function verifyWithFakeTimers() {
    await screen.findByRole('heading', { name: 'Verificatie' });
    vi.useFakeTimers();
    act(() => fireEvent.change(emailField(), { target: { value: 'sanne@example.nl' } }));
    act(() => fireEvent.click(login()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Betaling nog niet ontvangen of nog in verwerking.')).toBeTruthy();
  }

  test('not paid: read again every 5 seconds until paid, then no more', async () => {
    const api = renderOverview({ 'orders/get': [ok(orderView({ payment_status: 'open' })), ok(orderView({ payment_status: 'open' })), ok(orderView({ payment_status: 'paid' }))] });
    await verifyWithFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_REFRESH_MS - 1));
    expect(api.sent('orders/get')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.sent('orders/get')).toHaveLength(2);
    expect(api.sent('orders/get')[1]).toEqual({ website_id: 7, project_id: 7, order_session: 'bestelling-1', email: 'sanne@example.nl' });
    expect(screen.getByText('Betaling nog niet ontvangen of nog in verwerking.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_REFRESH_MS));
    expect(api.sent('orders/get')).toHaveLength(3);
    expect(screen.getByText('Betaling is succesvol ontvangen.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_REFRESH_MS * 3));
    expect(api.sent('orders/get')).toHaveLength(3);
  });

  test('no refresh after the overview is gone', async () => {
    const api = renderOverview({ 'orders/get': ok(orderView({ payment_status: 'open' })) });
    await verifyWithFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_REFRESH_MS));
    expect(api.sent('orders/get')).toHaveLength(2);
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    await vi.advanceTimersByTimeAsync(ORDER_REFRESH_MS * 3);
    expect(api.sent('orders/get')).toHaveLength(2);
  });
});

describe("order overview: 'Betalen'", () => {
  const cases: Array<[string, Record<string, unknown>, boolean]> = [
    ['expired', { payment_status: 'expired', selected: 'ideal' }, true],
    ['failed', { payment_status: 'failed', selected: 'ideal' }, true],
    ['canceled', { payment_status: 'canceled', selected: 'ideal' }, true],
    ['open with an online method (goes back to it)', { payment_status: 'open', selected: 'ideal' }, true],
    ['not paid, online method', { payment_status: '', selected: 'ideal' }, true],
    ['not paid, pay on pickup', { payment_status: '', selected: 'pay_on_pickup' }, true],
    ['not paid, wire', { payment_status: 'open', selected: 'wire' }, true],
    ['not paid, no method', { payment_status: '', selected: null }, true],
    ['paid', { payment_status: 'paid', selected: 'wire' }, false],
  ];
  test.each(cases)('%s', async (_, payment, shown) => {
    renderOverview({ 'orders/get': ok(orderView(payment)) });
    await verify();
    await screen.findByRole('heading', { name: 'Bestelling 1001' });
    expect(screen.queryByRole('button', { name: 'Betalen' }) !== null).toBe(shown);
    if (['expired', 'failed', 'canceled'].includes(String(payment.payment_status))) {
      expect(screen.getByText('De betaling is verlopen. Je kunt een nieuwe betaling starten om de bestelling verder af te ronden.')).toBeTruthy();
    }
  });

  test('not for an order the shop cancelled', async () => {
    const order = { ...(orderView().order as object), status: 'cancelled' };
    renderOverview({ 'orders/get': ok(orderView({ payment_status: 'expired' }, { order })) });
    await verify();
    await screen.findByRole('heading', { name: 'Bestelling 1001' });
    expect(screen.queryByRole('button', { name: 'Betalen' })).toBeNull();
  });

  test('not for an order with only quote lines', async () => {
    const checkout = { ...(orderView().checkout as object), products: [], total_quantity: 0 };
    renderOverview({ 'orders/get': ok(orderView({ payment_status: 'expired' }, { checkout })) });
    await verify();
    await screen.findByRole('heading', { name: 'Bestelling 1001' });
    expect(screen.queryByRole('button', { name: 'Betalen' })).toBeNull();
  });

  test('the chosen method goes to transactions/create, then to the payment page; errors in a red panel', async () => {
    const api = renderOverview({
      'orders/get': ok(orderView({ payment_status: 'expired', selected: 'ideal' })),
      'transactions/create': [fails(409, { payment: ['Deze bestelling is al betaald.'] }), ok({ payment: { url: 'https://pay.example/2' } })],
    });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    await verify();
    const pay = await screen.findByRole('button', { name: 'Betalen' });
    expect((screen.getByRole('radio', { name: /iDEAL/ }) as HTMLInputElement).checked).toBe(true);
    act(() => fireEvent.click(screen.getByRole('radio', { name: /Overboeking/ })));
    act(() => fireEvent.click(pay));
    expect((await screen.findByRole('alert')).textContent).toBe('Deze bestelling is al betaald.');
    act(() => fireEvent.click(pay));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/2'));
    expect(api.sent('transactions/create')).toEqual([
      { website_id: 7, project_id: 7, order_session: 'bestelling-1', payment_method: 'wire' },
      { website_id: 7, project_id: 7, order_session: 'bestelling-1', payment_method: 'wire' },
    ]);
  });
});
