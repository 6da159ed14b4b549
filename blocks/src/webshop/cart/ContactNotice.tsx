/**
 * The spec's 'no shipping / no payment methods' sentence with the shop's phone and
 * WhatsApp links (business settings), shown where the choice would be.
 */
import type { ShopContact } from './cartView.ts';
import { CONTACT_PHONE_TEXT, CONTACT_WHATSAPP_TEXT } from './cartTexts.ts';

const LINK = 'inline-flex min-h-11 items-center rounded border border-gray-400 bg-white px-4 font-semibold underline-offset-2 hover:underline';

export function ContactNotice({ id, text, contact, kind }: { id?: string; text: string; contact: ShopContact; kind: string }) {
  const hasLinks = Boolean(contact.phoneUrl || contact.whatsappUrl);
  return (
    <div id={id} tabIndex={-1} className="flex flex-col gap-3 rounded border-l-4 border-amber-600 bg-amber-50 px-4 py-3" data-no-methods={kind}>
      <p>{text}</p>
      {hasLinks ? (
        <p className="flex flex-wrap gap-3" data-shop-contact="">
          {contact.phoneUrl ? (
            <a className={LINK} href={contact.phoneUrl} data-contact-phone="">
              {CONTACT_PHONE_TEXT} {contact.phone}
            </a>
          ) : null}
          {contact.whatsappUrl ? (
            <a className={LINK} href={contact.whatsappUrl} target="_blank" rel="noopener" data-contact-whatsapp="">
              {CONTACT_WHATSAPP_TEXT} {contact.whatsapp}
            </a>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
