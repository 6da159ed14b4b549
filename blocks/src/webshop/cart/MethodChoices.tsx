/**
 * The delivery and payment choices of the checkout (and the payment choice of the
 * order overview): radio lists, or the spec's sentence when there is nothing to choose.
 */
import { useId } from 'react';
import { joinClasses } from '../../style/fieldClasses.ts';
import { formatEuro } from '../money.ts';
import type { PaymentMethod, ShippingMethod } from './cartView.ts';
import { NO_PAYMENT_METHODS_TEXT, NO_SHIPPING_METHODS_TEXT } from './cartTexts.ts';
import { FieldErrors } from './ErrorPanel.tsx';

export const SHIPPING_METHODS_HEADING = 'Verzendmethode';
export const PAYMENT_METHODS_HEADING = 'Betaalmethode';

const OPTION = 'flex cursor-pointer items-center gap-3 rounded border px-4 py-3 focus-within:ring-2 focus-within:ring-primary-500';

interface ChoiceProps<T> {
  methods: T[];
  selected: string | null;
  onSelect: (value: string) => void;
  errors?: string[];
  disabled?: boolean;
}

export function ShippingChoice({ methods, selected, onSelect, errors }: ChoiceProps<ShippingMethod>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-3" data-shipping-methods="" aria-describedby={errors?.length ? `${name}-fouten` : undefined}>
      <legend className="mb-3 text-xl font-bold">{SHIPPING_METHODS_HEADING}</legend>
      {methods.length === 0 ? (
        <p className="rounded bg-gray-100 px-4 py-3" data-no-shipping-methods="">
          {NO_SHIPPING_METHODS_TEXT}
        </p>
      ) : (
        methods.map((method) => (
          <label key={method.key} className={joinClasses(OPTION, method.key === selected ? 'border-primary-500' : 'border-gray-300')} data-shipping-method={method.key}>
            <input type="radio" name={name} value={method.key} checked={method.key === selected} onChange={() => onSelect(method.key)} />
            <span className="flex-1">{method.title}</span>
            {method.price ? <span className="font-semibold">{formatEuro(method.price.incl_tax)}</span> : null}
          </label>
        ))
      )}
      <FieldErrors id={`${name}-fouten`} messages={errors} />
    </fieldset>
  );
}

export function PaymentChoice({ methods, selected, onSelect, errors, disabled }: ChoiceProps<PaymentMethod>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-3" data-payment-methods="" disabled={disabled} aria-describedby={errors?.length ? `${name}-fouten` : undefined}>
      <legend className="mb-3 text-xl font-bold">{PAYMENT_METHODS_HEADING}</legend>
      {methods.length === 0 ? (
        <p className="rounded bg-gray-100 px-4 py-3" data-no-payment-methods="">
          {NO_PAYMENT_METHODS_TEXT}
        </p>
      ) : (
        methods.map((method) => (
          <label key={method.id} className={joinClasses(OPTION, method.id === selected ? 'border-primary-500' : 'border-gray-300')} data-payment-method={method.id}>
            <input type="radio" name={name} value={method.id} checked={method.id === selected} onChange={() => onSelect(method.id)} />
            {method.image ? <img src={method.image} alt="" width={32} height={32} loading="lazy" className="h-8 w-8 object-contain" /> : null}
            <span className="flex flex-1 flex-col">
              <span>{method.title}</span>
              {method.description ? <span className="text-sm opacity-80">{method.description}</span> : null}
            </span>
          </label>
        ))
      )}
      <FieldErrors id={`${name}-fouten`} messages={errors} />
    </fieldset>
  );
}
