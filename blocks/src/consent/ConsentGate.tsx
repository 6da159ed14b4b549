/**
 * Holds back content of an optional cookie category (an embed's or custom code's
 * `consent_category`) until the visitor consented to that category: until then, and
 * on the server, a Dutch placeholder with a button that accepts just that category.
 * An empty category means the content sets no optional cookie and loads at once.
 */
import type { ReactNode } from 'react';
import { useCookieConsent } from './useCookieConsent.ts';

export interface ConsentGateProps {
  /** Key of an optional cookie in project.cookie_consent.cookies; '' for none. */
  category: string;
  children: ReactNode;
}

export function ConsentGate({ category, children }: ConsentGateProps) {
  const consent = useCookieConsent();
  const key = category.trim();
  if (!key || consent.isEnabled(key)) return <>{children}</>;
  const title = consent.settings.cookies.find((cookie) => cookie.key === key)?.title ?? key;
  const fill = (text: string) => text.replaceAll('{category}', title);
  const { texts } = consent.settings;
  return (
    <div className="wm-consent-placeholder flex flex-col items-start gap-3 rounded border border-gray-300 bg-gray-50 p-4 text-sm text-dark" data-consent-category={key}>
      <p>{fill(texts.blocked_content)}</p>
      <button
        type="button"
        disabled={!consent.ready}
        onClick={() => consent.acceptCategory(key)}
        className="rounded bg-primary-500 px-4 py-2 font-semibold text-white hover:bg-primary-600 disabled:opacity-60"
      >
        {fill(texts.accept_category)}
      </button>
    </div>
  );
}
