/**
 * Fields that act instead of holding a value:
 * - button: runs the field's `function` (with the form's values and setValue); while
 *   a returned promise runs it shows a spinner and ignores further clicks;
 * - submit_link: submits the form, drawn as a link (a second way to save, e.g. under
 *   a long form); the form ignores it while loading or submitting, as its button;
 * - dashboard_nuxt_link: a link to another dashboard screen, followed through the
 *   dashboard router (no page load); modified clicks (new tab) stay the browser's.
 */
import { type MouseEvent, useRef, useState } from 'react';
import { navigate } from '../../../router.ts';
import { useFormContext } from '../../form/FormContext.tsx';
import { Spinner } from '../../form/Spinner.tsx';
import { errorClass, secondaryButtonClass } from '../../form/styles.ts';
import { defineField, type FieldProps } from '../../registry/config.ts';
import type { ValueField } from '../../types.ts';

const linkClass =
  'rounded text-sm font-medium text-blue-700 underline underline-offset-2 outline-none hover:text-blue-900 ' +
  'focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-not-allowed disabled:text-gray-500';

function Row({ field, children }: { field: ValueField; children: React.ReactNode }) {
  return <div className={`flex ${field.align === 'center' ? 'justify-center' : ''} ${field.class ?? ''}`}>{children}</div>;
}

function ActionButton({ field, errors, disabled, id }: FieldProps<ValueField>) {
  const form = useFormContext();
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);
  async function run() {
    if (runningRef.current || disabled || !field.function) return;
    runningRef.current = true;
    setRunning(true);
    try {
      await field.function({ values: form.values, setValue: form.setValue });
    } finally {
      runningRef.current = false;
      setRunning(false);
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <Row field={field}>
        <button
          id={id}
          type="button"
          disabled={disabled}
          aria-disabled={running || undefined}
          aria-describedby={errors.length ? `${id}-error` : undefined}
          onClick={() => void run()}
          className={secondaryButtonClass}
        >
          {running ? <Spinner label="Bezig" /> : null}
          {field.title}
        </button>
      </Row>
      {errors.length ? <p id={`${id}-error`} className={errorClass}>{errors.join(' ')}</p> : null}
    </div>
  );
}

function SubmitLink({ field, disabled, id }: FieldProps<ValueField>) {
  return (
    <Row field={field}>
      <button id={id} type="submit" disabled={disabled} className={linkClass}>
        {field.title ?? 'Opslaan'}
      </button>
    </Row>
  );
}

/** The dashboard path of a link field: its getter's result, else settings.to. */
export function linkTarget(field: ValueField, value: unknown): string {
  if (field.getter && typeof value === 'string') return value;
  return field.settings?.to ?? (typeof value === 'string' ? value : '');
}

function DashboardLink({ field, value, disabled, id }: FieldProps<ValueField>) {
  const to = linkTarget(field, value);
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!disabled) navigate(to);
  }
  if (!to) return null;
  return (
    <Row field={field}>
      <a id={id} href={to} onClick={follow} aria-disabled={disabled || undefined} className={`${linkClass} aria-disabled:text-gray-500`}>
        {field.title ?? to}
      </a>
    </Row>
  );
}

export const button = defineField({ type: 'button', render: ActionButton });
export const submit_link = defineField({ type: 'submit_link', render: SubmitLink });
export const dashboard_nuxt_link = defineField({ type: 'dashboard_nuxt_link', render: DashboardLink });
