/** Errors no field shows, the submit button (spinner while submitting) and the success text. */
import { Spinner } from './Spinner.tsx';
import { errorClass, primaryButtonClass } from './styles.ts';

interface SubmitBarProps {
  strayErrors: string[];
  submitLabel: string | null;
  submitting: boolean;
  disabled: boolean;
  success?: string;
}

export function SubmitBar({ strayErrors, submitLabel, submitting, disabled, success }: SubmitBarProps) {
  if (!strayErrors.length && !submitLabel && !success) return null;
  return (
    <div className="flex flex-col gap-3">
      {strayErrors.length ? (
        <div role="alert" className={`rounded-md border border-red-300 bg-red-50 p-3 ${errorClass}`}>
          <ul className="list-inside list-disc">
            {strayErrors.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {submitLabel ? (
          // aria-disabled keeps the button focusable; FieldForm ignores the clicks.
          <button type="submit" className={primaryButtonClass} aria-disabled={submitting || disabled || undefined}>
            {submitting ? <Spinner label="Bezig met opslaan" /> : null}
            {submitLabel}
          </button>
        ) : null}
        <p role="status" className="text-sm text-green-700">
          {success && !submitting ? success : ''}
        </p>
      </div>
    </div>
  );
}
