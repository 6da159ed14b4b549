/**
 * The delivery and payment choices of the checkout (and the payment choice of the
 * order overview): radio lists with 44 px targets. With nothing to choose the spec's
 * sentence shows once, only when the address is known (before it: a hint to fill it
 * in), with the shop's phone and WhatsApp; the same message from placing the order is
 * not repeated under it.
 */
import { useId } from 'react';
import { joinClasses } from '../../style/fieldClasses.ts';
import { formatEuro } from '../money.ts';
import { CheckTarget } from './CheckTarget.tsx';
import type { PaymentMethod, ShippingMethod, ShopContact } from './cartView.ts';
import { ADDRESS_FIRST_TEXT, NO_PAYMENT_METHODS_TEXT, NO_SHIPPING_METHODS_TEXT } from './cartTexts.ts';
import { ContactNotice } from './ContactNotice.tsx';
import { FieldErrors } from './ErrorPanel.tsx';
import { fieldId } from './userFields.ts';

export const SHIPPING_METHODS_HEADING = 'Verzendmethode';
export const PAYMENT_METHODS_HEADING = 'Betaalmethode';

const OPTION = 'flex min-h-11 cursor-pointer items-center gap-2 rounded border py-1 pl-1 pr-4 focus-within:ring-2 focus-within:ring-primary-500';

interface ChoiceProps<T> {
  methods: T[];
  selected: string | null;
  onSelect: (value: string) => void;
  errors?: string[];
  disabled?: boolean;
  /** Whether 'nothing fits' may be said (the address is known); default true. */
  addressKnown?: boolean;
  contact?: ShopContact;
}

const NO_CONTACT: ShopContact = { phone: '', phoneUrl: '', whatsapp: '', whatsappUrl: '' };

function Empty({ text, kind, addressKnown, contact }: { text: string; kind: string; addressKnown: boolean; contact: ShopContact }) {
  if (!addressKnown) {
    return (
      <p className="rounded bg-gray-100 px-4 py-3" data-methods-wait={kind}>
        {ADDRESS_FIRST_TEXT}
      </p>
    );
  }
  return <ContactNotice id={fieldId(kind)} text={text} contact={contact} kind={kind} />;
}

/** The errors under a choice, without the sentence the notice already says. */
const others = (errors: string[] | undefined, said: string) => errors?.filter((message) => message !== said);

export function ShippingChoice({ methods, selected, onSelect, errors, addressKnown = true, contact = NO_CONTACT }: ChoiceProps<ShippingMethod>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-3" data-shipping-methods="" aria-describedby={errors?.length ? `${name}-fouten` : undefined}>
      <legend className="mb-3 text-xl font-bold">{SHIPPING_METHODS_HEADING}</legend>
      {methods.length === 0 ? (
        <Empty text={NO_SHIPPING_METHODS_TEXT} kind="shipping_method" addressKnown={addressKnown} contact={contact} />
      ) : (
        methods.map((method, index) => (
          <label key={method.key} className={joinClasses(OPTION, method.key === selected ? 'border-primary-500' : 'border-gray-400')} data-shipping-method={method.key}>
            <CheckTarget type="radio" id={index === 0 ? fieldId('shipping_method') : undefined} name={name} value={method.key} checked={method.key === selected} onChange={() => onSelect(method.key)} />
            <span className="flex-1">{method.title}</span>
            {method.price ? <span className="font-semibold">{formatEuro(method.price.incl_tax)}</span> : null}
          </label>
        ))
      )}
      <FieldErrors id={`${name}-fouten`} messages={others(errors, NO_SHIPPING_METHODS_TEXT)} />
    </fieldset>
  );
}

export function PaymentChoice({ methods, selected, onSelect, errors, disabled, addressKnown = true, contact = NO_CONTACT }: ChoiceProps<PaymentMethod>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-3" data-payment-methods="" disabled={disabled} aria-describedby={errors?.length ? `${name}-fouten` : undefined}>
      <legend className="mb-3 text-xl font-bold">{PAYMENT_METHODS_HEADING}</legend>
      {methods.length === 0 ? (
        <Empty text={NO_PAYMENT_METHODS_TEXT} kind="payment_method" addressKnown={addressKnown} contact={contact} />
      ) : (
        methods.map((method, index) => (
          <label key={method.id} className={joinClasses(OPTION, method.id === selected ? 'border-primary-500' : 'border-gray-400')} data-payment-method={method.id}>
            <CheckTarget type="radio" id={index === 0 ? fieldId('payment_method') : undefined} name={name} value={method.id} checked={method.id === selected} onChange={() => onSelect(method.id)} />
            {method.image ? <img src={method.image} alt="" width={32} height={32} loading="lazy" className="h-8 w-8 object-contain" /> : null}
            <span className="flex flex-1 flex-col">
              <span>{method.title}</span>
              {method.description ? <span className="text-sm opacity-80">{method.description}</span> : null}
            </span>
          </label>
        ))
      )}
      <FieldErrors id={`${name}-fouten`} messages={others(errors, NO_PAYMENT_METHODS_TEXT)} />
    </fieldset>
  );
}
