/**
 * The generic form renderer used by the form block, the banner and the form
 * section. States (spec 000 section 4): idle -> submitting (spinner, further clicks
 * ignored) -> success (the message beside the button, fields back to their start
 * values, redirect when redirection_url is not '0') or errors (all shown together:
 * a field's messages under it, the rest in a red box above the submit button).
 * The form has no action of its own: on a page, a submit made before the form's
 * island hydrated waits for it (islands/client.ts), so it never posts as plain HTML.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { SpinnerIcon } from '../icons/Icon.tsx';
import { safeUrl } from '../links/safeUrl.ts';
import { useSite } from '../site/SiteContext.tsx';
import type { Form } from '../site/types.ts';
import { joinClasses } from '../style/fieldClasses.ts';
import { FormField, type LabelAlign } from './FormField.tsx';
import { fieldKey, fieldType, formItems, initialValues, type FormValues } from './formValues.ts';
import { HONEYPOT_NAME, submitForm, wantsRedirect, type FieldErrors } from './formSubmission.ts';
import { submitButtonClass } from './submitButton.ts';

export const DEFAULT_SUBMIT_TITLE = 'Versturen';
export const DEFAULT_SUCCESS_MESSAGE = 'Bedankt! Het formulier is verzonden.';

export interface FormRendererProps {
  form: Form;
  /** 'primary' (default), 'secondary' or 'default'. */
  buttonType?: string;
  /** Classes of the row holding the submit button, e.g. 'justify-center'. */
  buttonRowClassName?: string;
  labelAlign?: LabelAlign;
  className?: string;
}

type Status = 'idle' | 'submitting' | 'success' | 'error';

export function FormRenderer({ form, buttonType = 'primary', buttonRowClassName, labelAlign = 'top', className }: FormRendererProps) {
  const { apiBase } = useSite();
  const baseId = useId();
  const items = useMemo(() => formItems(form), [form]);
  const [values, setValues] = useState<FormValues>(() => initialValues(form));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  // File inputs are uncontrolled: a new key empties them after a successful submit.
  const [fileGeneration, setFileGeneration] = useState(0);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  // Bring the visitor to the first field the server rejected.
  useEffect(() => {
    if (status !== 'error') return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [status, errors]);

  const submitting = status === 'submitting';
  const keys = new Set(items.map(fieldKey));
  const otherErrors = Object.entries(errors)
    .filter(([key]) => !keys.has(key))
    .flatMap(([, messages]) => messages);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setStatus('submitting');
    setErrors({});
    setMessage('');
    const fields: FormValues = {};
    for (const item of items) fields[fieldKey(item)] = fieldType(item) === 'file' ? '' : values[fieldKey(item)] ?? '';
    const honeypot = honeypotRef.current?.value ?? '';
    const result = await submitForm({ apiBase, formId: form.id, fields, url: window.location.href, honeypot });
    busy.current = false;
    if (!result.ok) {
      setErrors(result.errors);
      setStatus('error');
      return;
    }
    setValues(initialValues(form));
    setFileGeneration((generation) => generation + 1);
    setMessage(result.message || form.message || DEFAULT_SUCCESS_MESSAGE);
    setStatus('success');
    // The answer decides ('0' = stay); without one, the form's own setting does.
    const redirect = result.redirectionUrl !== '' ? result.redirectionUrl : form.redirection_url;
    const target = wantsRedirect(redirect) ? safeUrl(redirect) : undefined;
    if (target) window.location.assign(target);
  };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={form.title || undefined}
      aria-busy={submitting}
      data-form={form.id}
      className={joinClasses('wm-form flex flex-col gap-4', className)}
    >
      {items.map((item) => {
        const key = fieldKey(item);
        return (
          <FormField
            key={fieldType(item) === 'file' ? `${key}-${fileGeneration}` : key}
            item={item}
            inputId={`${baseId}-${key}`}
            value={values[key] ?? ''}
            errors={errors[key]}
            labelAlign={labelAlign}
            disabled={submitting}
            onChange={(value) => setValues((previous) => ({ ...previous, [key]: value }))}
          />
        );
      })}
      {/* The honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}>
        <label>
          Laat dit veld leeg
          <input ref={honeypotRef} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
            {otherErrors.length > 0 ? (
        <ul role="alert" className="rounded border-2 border-red-500 bg-red-50 px-4 py-3 text-red-700">
          {otherErrors.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ul>
      ) : null}
      <div className={joinClasses('flex flex-wrap items-center gap-4', buttonRowClassName)}>
        <button type="submit" disabled={submitting} className={submitButtonClass(buttonType)}>
          {submitting ? <SpinnerIcon /> : null}
          {form.submit_title || DEFAULT_SUBMIT_TITLE}
        </button>
        <p role="status" className={status === 'success' ? 'font-medium' : 'sr-only'}>
          {status === 'success' ? message : ''}
        </p>
      </div>
    </form>
  );
}
