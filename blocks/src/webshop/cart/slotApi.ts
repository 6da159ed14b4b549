/**
 * The time slot calls of the checkout (docs/pickup-slots.md): the slots the cart's
 * shipping method offers after the lead time of its products
 * (`shoppingcart/delivery-slots`) and keeping the buyer's choice on the cart
 * (`shoppingcart/add/delivery-slot`). The server decides what is open; a full or
 * closed slot comes back as an error under `delivery_slot`.
 */
import { cartSession } from './session.ts';
import { shopCall, type ErrorMap, type ShopContext } from './shopCall.ts';

export interface DeliverySlot {
  id: string;
  from: string;
  to: string;
  available: boolean;
  remaining: number;
}

export interface SlotDay {
  date: string;
  label: string;
  slots: DeliverySlot[];
}

export interface SlotOffer {
  method: string | null;
  days: SlotDay[];
  selected: string | null;
  /** The longest preparation time of the cart's products, in days (0: none). */
  leadTimeDays: number;
}

export type SlotAnswer = { ok: true; offer: SlotOffer } | { ok: false; status: number; errors: ErrorMap };

type Fields = Record<string, unknown>;

function object(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function readSlotOffer(body: unknown): SlotOffer {
  const offer = object(object(body).delivery_slots);
  return {
    method: text(offer.method) || null,
    selected: text(offer.selected) || null,
    leadTimeDays: typeof offer.lead_time_days === 'number' && Number.isInteger(offer.lead_time_days) && offer.lead_time_days > 0 ? offer.lead_time_days : 0,
    days: list(offer.days)
      .map((entry) => {
        const day = object(entry);
        const slots = list(day.slots)
          .map((value) => {
            const slot = object(value);
            const remaining = typeof slot.remaining === 'number' ? slot.remaining : 0;
            return { id: text(slot.id), from: text(slot.from), to: text(slot.to), available: slot.available === true, remaining };
          })
          .filter((slot) => slot.id !== '');
        return { date: text(day.date), label: text(day.label) || text(day.date), slots };
      })
      .filter((day) => day.date !== '' && day.slots.length > 0),
  };
}

async function slotCall(context: ShopContext, path: string, fields: Fields = {}): Promise<SlotAnswer> {
  const answer = await shopCall(context, path, { shoppingcart_session: cartSession(), ...fields });
  return answer.ok ? { ok: true, offer: readSlotOffer(answer.data) } : answer;
}

export const fetchSlots = (context: ShopContext) => slotCall(context, 'shoppingcart/delivery-slots');

export const saveSlot = (context: ShopContext, slotId: string) => slotCall(context, 'shoppingcart/add/delivery-slot', { delivery_slot: slotId });
