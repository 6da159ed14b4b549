// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { cartView, fails, ok, orderView, stubShopApi, type ShopHandler } from '../../test/shopApi.ts';
import { readCartView, readOrderView } from './cartView.ts';
import { OrderDetails } from './OrderDetails.tsx';
import { SlotPicker, SLOT_TEXTS } from './SlotPicker.tsx';

const context = { apiBase: '', projectId: 7 };
const session = { website_id: 7, project_id: 7, shoppingcart_session: 'sessie-1' };
const FULL = 'Dit tijdvak is vol. Kies een ander tijdvak.';

beforeEach(() => window.localStorage.setItem('shoppingcart_session', 'sessie-1'));

function pickupView(slots = true) {
  const ophalen = { title: 'Ophalen in de winkel', price: { incl_tax: 0, excl_tax: 0 }, ...(slots ? { delivery_slots: true } : {}) };
  return readCartView(
    cartView({
      shipment: {
        shipping_methods: { verzenden: { title: 'Verzenden', price: { incl_tax: 6.95, excl_tax: 5.74 } }, ophalen },
        selected: { selected: 'ophalen', title: 'Ophalen in de winkel', price: { incl_tax: 0, excl_tax: 0 } },
      },
    }),
  );
}

function offer(selected: string | null = null, full: string[] = [], leadTimeDays = 0) {
  const slot = (id: string, from: string, to: string) => ({ id, from, to, available: !full.includes(id), remaining: full.includes(id) ? 0 : 2 });
  return {
    delivery_slots: {
      method: 'ophalen',
      timezone: 'Europe/Amsterdam',
      lead_time_days: leadTimeDays,
      selected,
      days: [
        { date: '2026-11-27', label: 'vrijdag 27 november', slots: [slot('2026-11-27T08:00-10:00', '08:00', '10:00'), slot('2026-11-27T10:00-12:00', '10:00', '12:00')] },
        { date: '2026-11-28', label: 'zaterdag 28 november', slots: [slot('2026-11-28T08:00-12:00', '08:00', '12:00')] },
      ],
    },
  };
}

async function renderPicker(handlers: Record<string, ShopHandler | ShopHandler[]>, props: { errors?: string[]; onSave?: (save: Promise<unknown>) => void } = {}) {
  const api = stubShopApi(handlers);
  const view = render(<SlotPicker context={context} view={pickupView()} {...props} />);
  await screen.findByRole('group', { name: 'Dag' });
  return { api, view };
}

describe('SlotPicker', () => {
  test('nothing without slots on the chosen method, and no call', () => {
    const api = stubShopApi({});
    const { container } = render(<SlotPicker context={context} view={pickupView(false)} />);
    expect(container.innerHTML).toBe('');
    expect(api.calls).toEqual([]);
  });

  test('offers the first day and its times as radio groups; full slots cannot be chosen', async () => {
    const { api } = await renderPicker({ 'shoppingcart/delivery-slots': ok(offer(null, ['2026-11-27T08:00-10:00'])) });
    expect(api.sent('shoppingcart/delivery-slots')).toEqual([session]);
    const days = screen.getByRole('group', { name: 'Dag' });
    expect(within(days).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['vrijdag 27 november', 'zaterdag 28 november']);
    expect((within(days).getByRole('radio', { name: 'vrijdag 27 november' }) as HTMLInputElement).checked).toBe(true);
    const times = screen.getByRole('group', { name: 'Tijd op vrijdag 27 november' });
    const full = within(times).getByRole('radio', { name: /08:00 – 10:00/ }) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    expect(full.closest('label')?.textContent).toContain(SLOT_TEXTS.full);
    expect((within(times).getByRole('radio', { name: /10:00 – 12:00/ }) as HTMLInputElement).disabled).toBe(false);
  });

  test('another day shows its times; a choice is saved on the cart and handed to onSave', async () => {
    const saves: Promise<unknown>[] = [];
    const { api } = await renderPicker(
      { 'shoppingcart/delivery-slots': ok(offer()), 'shoppingcart/add/delivery-slot': ok(offer('2026-11-28T08:00-12:00')) },
      { onSave: (save) => saves.push(save) },
    );
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'zaterdag 28 november' })));
    const times = screen.getByRole('group', { name: 'Tijd op zaterdag 28 november' });
    act(() => fireEvent.click(within(times).getByRole('radio', { name: /08:00 – 12:00/ })));
    expect(saves).toHaveLength(1);
    await act(() => saves[0]);
    expect(api.sent('shoppingcart/add/delivery-slot')).toEqual([{ ...session, delivery_slot: '2026-11-28T08:00-12:00' }]);
    expect((within(times).getByRole('radio', { name: /08:00 – 12:00/ }) as HTMLInputElement).checked).toBe(true);
  });

  test('a preparation time says why the first days come later; none says nothing', async () => {
    const { view } = await renderPicker({ 'shoppingcart/delivery-slots': ok(offer(null, [], 2)) });
    expect(document.querySelector('[data-slot-lead-time]')?.textContent).toBe(
      'Wat in je winkelwagen zit, heeft 2 dagen voorbereidingstijd nodig; de dagen hieronder houden daar rekening mee.',
    );
    view.unmount();
    await renderPicker({ 'shoppingcart/delivery-slots': ok(offer()) });
    expect(document.querySelector('[data-slot-lead-time]')).toBeNull();
  });

  test('a stored choice opens on its day', async () => {
    await renderPicker({ 'shoppingcart/delivery-slots': ok(offer('2026-11-28T08:00-12:00')) });
    expect((screen.getByRole('radio', { name: 'zaterdag 28 november' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /08:00 – 12:00/ }) as HTMLInputElement).checked).toBe(true);
  });

  test('a refused choice shows the server\'s message under the group and asks for the slots again', async () => {
    const { api } = await renderPicker({
      'shoppingcart/delivery-slots': [ok(offer()), ok(offer(null, ['2026-11-27T10:00-12:00']))],
      'shoppingcart/add/delivery-slot': fails(422, { delivery_slot: [FULL] }),
    });
    act(() => fireEvent.click(screen.getByRole('radio', { name: /10:00 – 12:00/ })));
    expect(await screen.findByText(FULL)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('radio', { name: /10:00 – 12:00/ }) as HTMLInputElement).disabled).toBe(true));
    expect(api.sent('shoppingcart/delivery-slots')).toHaveLength(2);
    const group = document.querySelector('[data-delivery-slots]') as HTMLElement;
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(FULL);
  });

  test('no open slots: the sentence instead of the groups', async () => {
    stubShopApi({ 'shoppingcart/delivery-slots': ok({ delivery_slots: { method: 'ophalen', days: [], selected: null } }) });
    render(<SlotPicker context={context} view={pickupView()} />);
    expect(await screen.findByText(SLOT_TEXTS.none)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Dag' })).toBeNull();
  });
});

describe('the booked slot in the order overview', () => {
  test('shown with the delivery method; absent without one', () => {
    const label = 'zaterdag 28 november 2026, 08:00-12:00';
    const shipment = { selected: { selected: 'ophalen', title: 'Ophalen in de winkel', price: { incl_tax: 0, excl_tax: 0 } }, delivery_slot: { id: '2026-11-28T08:00-12:00', label } };
    const order = readOrderView(orderView({}, { shipment }));
    expect(order.deliverySlot).toBe(label);
    const { container, unmount } = render(<OrderDetails context={context} order={order} />);
    expect(container.querySelector('[data-order-block="shipping-method"] [data-delivery-slot]')?.textContent).toBe(`Tijdvak: ${label}`);
    unmount();
    const plain = render(<OrderDetails context={context} order={readOrderView(orderView())} />);
    expect(plain.container.querySelector('[data-delivery-slot]')).toBeNull();
  });
});
