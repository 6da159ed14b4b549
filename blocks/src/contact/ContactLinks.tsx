/** The phone (tel:) and chat (WhatsApp, new tab) links shown in headers. */
import { ChatIcon, PhoneIcon } from '../icons/Icon.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import { phoneHref, whatsappHref } from './contactLinks.ts';

export function PhoneLink({ number, link, className }: { number: string; link?: string; className?: string }) {
  const href = phoneHref(number, link);
  if (!number.trim() || !href) return null;
  return (
    <a href={href} aria-label={`Bel ${number}`} className={joinClasses('inline-flex min-h-11 min-w-11 items-center justify-center gap-2 hover:text-primary-500', className)}>
      <PhoneIcon />
      <span className="hidden sm:inline">{number}</span>
    </a>
  );
}

export function ChatLink({ number, className }: { number: string; className?: string }) {
  const href = whatsappHref(number);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat via WhatsApp"
      className={joinClasses('inline-flex min-h-11 min-w-11 items-center justify-center gap-2 hover:text-primary-500', className)}
    >
      <ChatIcon />
      <span className="hidden lg:inline">WhatsApp</span>
    </a>
  );
}
