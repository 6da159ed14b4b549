/**
 * Errors of a call shown inline (spec 000 §8 and 001 §8): every message as a list in a
 * red-bordered box, announced to screen readers.
 */
import { joinClasses } from '../../style/fieldClasses.ts';
import { errorMessages, type ErrorMap } from './shopCall.ts';

/**
 * `labels` names fields in the list ('Voornaam: Dit veld is verplicht.'), so equal
 * messages of different fields stay apart; keys without a label show the message alone.
 */
export function ErrorPanel({ errors, className, labels }: { errors: ErrorMap | null; className?: string; labels?: Record<string, string> }) {
  const messages = !errors
    ? []
    : labels
      ? [...new Set(Object.entries(errors).flatMap(([key, list]) => list.map((message) => (labels[key] ? `${labels[key]}: ${message}` : message))))]
      : errorMessages(errors);
  if (messages.length === 0) return null;
  // The list inside the alert keeps its list semantics (role="alert" on a <ul> would drop them).
  return (
    <div role="alert" data-error-panel="" className={joinClasses('rounded border-2 border-red-500 bg-red-50 px-4 py-3 text-red-700', className)}>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** The messages of one field, under it (`id` for the field's aria-describedby). */
export function FieldErrors({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <ul id={id} className="mt-1 text-sm text-red-600" data-field-errors="">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
