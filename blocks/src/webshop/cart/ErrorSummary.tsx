/**
 * The checkout's red summary after a failed 'Bestelling plaatsen': a heading and one
 * entry per message, each a link to its field (the field is focused), so a keyboard or
 * screen-reader user lands here and goes straight to what needs fixing. It follows the
 * errors shown under the fields: a corrected field leaves the list, an empty list
 * leaves the page. Focus moves here after each failed submit (`focusKey` changes).
 */
import { forwardRef } from 'react';
import { NO_PAYMENT_METHODS_TEXT, NO_SHIPPING_METHODS_TEXT } from './cartTexts.ts';
import type { ErrorMap } from './shopCall.ts';
import { fieldId } from './userFields.ts';

export const SUMMARY_TITLE = 'Controleer de volgende punten';
// The notice under the choice says the spec's whole sentence once; the summary points to it.
const SHORT = new Map([
  [NO_SHIPPING_METHODS_TEXT, 'Er is geen verzendmethode voor dit adres.'],
  [NO_PAYMENT_METHODS_TEXT, 'Er is geen betaalmethode voor deze bestelling.'],
]);

interface Entry {
  key: string;
  text: string;
  target: string | null;
}

/** The entries in the order of the form (the labels' order), the rest after them. */
function entries(errors: ErrorMap, labels: Record<string, string>): Entry[] {
  const order = Object.keys(labels);
  const place = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const seen = new Set<string>();
  const list: Entry[] = [];
  for (const [key, messages] of Object.entries(errors).sort(([a], [b]) => place(a) - place(b))) {
    for (const message of messages) {
      const said = SHORT.get(message) ?? message;
      const text = labels[key] ? `${labels[key]}: ${said}` : said;
      if (seen.has(text)) continue;
      seen.add(text);
      list.push({ key, text, target: labels[key] ? fieldId(key) : null });
    }
  }
  return list;
}

function focusField(event: React.MouseEvent<HTMLAnchorElement>, target: string) {
  const field = document.getElementById(target);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: 'center' });
}

export const ErrorSummary = forwardRef<HTMLDivElement, { errors: ErrorMap; labels: Record<string, string> }>(function ErrorSummary({ errors, labels }, ref) {
  const list = entries(errors, labels);
  if (list.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} aria-labelledby="checkout-fouten-kop" className="rounded border-2 border-red-600 bg-red-50 px-4 py-3 text-red-800 outline-offset-2" data-error-panel="" data-error-summary="">
      <h2 id="checkout-fouten-kop" className="font-bold">
        {SUMMARY_TITLE}
      </h2>
      <ul className="mt-1">
        {list.map((entry) => (
          <li key={entry.text}>
            {entry.target ? (
              <a href={`#${entry.target}`} className="inline-flex min-h-11 items-center underline" data-error-link={entry.key} onClick={(event) => focusField(event, entry.target!)}>
                {entry.text}
              </a>
            ) : (
              <span className="inline-flex min-h-11 items-center">{entry.text}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});
