/**
 * The time slot of the checkout (docs/pickup-slots.md): shown when the chosen
 * shipping method has slots. It asks the server for the first days with open slots
 * (after the lead time of the cart's products) and offers them as two radio groups,
 * the day and the time on that day; full slots show 'Vol' and cannot be chosen. A
 * choice is saved on the cart at once (`onSave` lets the checkout wait for it before
 * placing the order); a refusal (full, past its cut-off) shows under the group and
 * the slots are asked again. Every option is at least 44 px high.
 */
import { useEffect, useId, useState } from 'react';
import { joinClasses } from '../../style/fieldClasses.ts';
import type { CartView } from './cartView.ts';
import { FieldErrors } from './ErrorPanel.tsx';
import type { ShopContext } from './shopCall.ts';
import { fetchSlots, saveSlot, type SlotOffer } from './slotApi.ts';

export const SLOT_TEXTS = {
  heading: 'Tijdvak',
  intro: 'Kies de dag en het tijdvak waarop je je bestelling wilt ontvangen of ophalen.',
  day: 'Dag',
  timeOn: 'Tijd op',
  full: 'Vol',
  none: 'Er zijn op dit moment geen tijdvakken beschikbaar. Neem contact met ons op om de mogelijkheden te bespreken.',
  loading: 'Tijdvakken laden...',
} as const;

/** Why the first days come later: the preparation time of what is in the cart. */
export function leadTimeText(days: number): string {
  if (days <= 0) return '';
  return `Wat in je winkelwagen zit, heeft ${days === 1 ? '1 dag' : `${days} dagen`} voorbereidingstijd nodig; de dagen hieronder houden daar rekening mee.`;
}

const CHOICE = 'flex min-h-11 cursor-pointer items-center rounded border focus-within:ring-2 focus-within:ring-primary-500';

function remainingText(remaining: number): string {
  return remaining === 1 ? 'nog 1 plek' : `nog ${remaining} plekken`;
}

/** Whether the cart's chosen shipping method asks for a time slot. */
export function slottedMethod(view: CartView): string | null {
  const key = view.selectedShipping?.key ?? null;
  return key && view.shippingMethods.some((method) => method.key === key && method.slots) ? key : null;
}

export interface SlotPickerProps {
  context: ShopContext;
  view: CartView;
  /** Errors of placing the order under `delivery_slot`. */
  errors?: string[];
  /** Called with each save, so placing the order can wait for it. */
  onSave?: (save: Promise<unknown>) => void;
}

export function SlotPicker({ context, view, errors, onSave }: SlotPickerProps) {
  const method = slottedMethod(view);
  const id = useId();
  const [offer, setOffer] = useState<SlotOffer | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[] | null>(null);
  const [asked, setAsked] = useState(0);

  // The place-order refusal of a slot (full meanwhile) asks for the slots again.
  const orderErrors = errors?.join('\n') ?? '';
  useEffect(() => {
    if (orderErrors) setAsked((count) => count + 1);
  }, [orderErrors]);

  useEffect(() => {
    if (!method) {
      setOffer(null);
      return;
    }
    let current = true;
    void fetchSlots(context).then((answer) => {
      if (!current) return;
      if (!answer.ok) {
        console.error('[shop] time slots not read:', answer.errors);
        setOffer({ method, days: [], selected: null, leadTimeDays: 0 });
        return;
      }
      const chosen = answer.offer.selected;
      setOffer(answer.offer);
      setSelected(chosen);
      setDay((shown) => answer.offer.days.find((entry) => entry.slots.some((slot) => slot.id === chosen))?.date ?? (answer.offer.days.some((entry) => entry.date === shown) ? shown : (answer.offer.days[0]?.date ?? null)));
    });
    return () => {
      current = false;
    };
  }, [context, method, asked]);

  if (!method) return null;

  const choose = (slotId: string) => {
    setSelected(slotId);
    setRefused(null);
    const save = saveSlot(context, slotId).then((answer) => {
      if (answer.ok) return;
      setRefused(answer.errors.delivery_slot ?? Object.values(answer.errors).flat());
      setSelected(null);
      setAsked((count) => count + 1);
    });
    onSave?.(save);
  };

  const messages = refused ?? errors;
  const shownDay = offer?.days.find((entry) => entry.date === day) ?? offer?.days[0] ?? null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-4" data-delivery-slots="" aria-describedby={messages?.length ? `${id}-fouten` : undefined}>
      <legend className="mb-3 text-xl font-bold">{SLOT_TEXTS.heading}</legend>
      {!offer ? (
        <p role="status">{SLOT_TEXTS.loading}</p>
      ) : offer.days.length === 0 ? (
        <p className="rounded bg-gray-100 px-4 py-3" data-no-delivery-slots="">
          {SLOT_TEXTS.none}
        </p>
      ) : (
        <>
          <p className="text-sm opacity-80">{SLOT_TEXTS.intro}</p>
          {offer.leadTimeDays > 0 ? (
            <p className="text-sm" data-slot-lead-time="">
              {leadTimeText(offer.leadTimeDays)}
            </p>
          ) : null}
          {/* min-w-0: a fieldset is never narrower than its content otherwise, and the days scroll. */}
          <fieldset className="min-w-0">
            <legend className="mb-2 font-semibold">{SLOT_TEXTS.day}</legend>
            <div className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1" data-slot-days="">
              {offer.days.map((entry) => {
                const [weekday, ...rest] = entry.label.split(' ');
                const active = entry.date === shownDay?.date;
                return (
                  <label key={entry.date} className={joinClasses(CHOICE, 'relative shrink-0 flex-col justify-center px-3 py-2 text-center', active ? 'border-primary-500 bg-primary-50 font-semibold' : 'border-gray-300')} data-slot-day={entry.date}>
                    {/* `relative` on the label keeps this visually hidden radio inside the scrolling row. */}
                    <input type="radio" className="sr-only" name={`${id}-dag`} value={entry.date} checked={active} onChange={() => setDay(entry.date)} aria-label={entry.label} />
                    <span className="text-sm capitalize">{weekday}</span>
                    <span className="whitespace-nowrap">{rest.join(' ')}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {shownDay ? (
            <fieldset className="min-w-0">
              <legend className="mb-2 font-semibold">
                {SLOT_TEXTS.timeOn} {shownDay.label}
              </legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-slot-times="">
                {shownDay.slots.map((slot) => (
                  <label key={slot.id} className={joinClasses(CHOICE, 'gap-3 px-4 py-2', !slot.available ? 'cursor-not-allowed border-gray-200 text-gray-500' : slot.id === selected ? 'border-primary-500' : 'border-gray-300')} data-slot={slot.id}>
                    <input type="radio" className="h-5 w-5" name={`${id}-tijd`} value={slot.id} checked={slot.id === selected} disabled={!slot.available} onChange={() => choose(slot.id)} />
                    <span className="flex-1">
                      {slot.from} – {slot.to}
                    </span>
                    <span className="text-sm">{slot.available ? (slot.remaining <= 3 ? remainingText(slot.remaining) : '') : SLOT_TEXTS.full}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </>
      )}
      <FieldErrors id={`${id}-fouten`} messages={messages} />
    </fieldset>
  );
}
