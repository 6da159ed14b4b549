/**
 * The generic form renderer used by the form block, the banner and the form
 * section. States (spec 000 section 4): idle -> submitting (spinner, further clicks
 * ignored) -> success (the message beside the button, fields back to their start
 * values, redirect when redirection_url is not '0') or errors (all shown together:
 * a field's messages under it, the rest in a red box above the submit button).
 *
 * The server HTML is a complete form that posts without JavaScript (formOutcome.ts:
 * `method="post"`, the API's no-JS action, multipart for files, hidden form_id and
 * url); `outcome` renders it in its state after such a post. In the browser the
 * component submits it as JSON instead. A submit made while the island is still
 * hydrating waits for it (`data-hold-submit`, islands/client.ts).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { SpinnerIcon } from '../icons/Icon.tsx';
import { safeUrl } from '../links/safeUrl.ts';
import { useSite } from '../site/SiteContext.tsx';
import type { Form } from '../site/types.ts';
import { joinClasses } from '../style/fieldClasses.ts';
import { ToastRegion, useToasts } from '../toasts/Toasts.tsx';
import { FieldFrame, FormField, errorListId, type LabelAlign } from './FormField.tsx';
import { FileUploadField } from './FileUploadField.tsx';
import { NATIVE_POST_PATH, formAnchor, formStart, type FormOutcome, type UploadedFiles } from './formOutcome.ts';
import type { UploadedFile } from './uploadedFiles.ts';
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
  /** The outcome of this form's post without JavaScript, when the page shows one. */
  outcome?: FormOutcome;
}

type Status = 'idle' | 'submitting' | 'success' | 'error';

export function FormRenderer({ form, buttonType = 'primary', buttonRowClassName, labelAlign = 'top', className, outcome }: FormRendererProps) {
  const { apiBase, currentPath } = useSite();
  const baseId = useId();
  const items = useMemo(() => formItems(form), [form]);
  const [start] = useState(() => formStart(form, outcome, DEFAULT_SUCCESS_MESSAGE));
  const [values, setValues] = useState<FormValues>(start.values);
  const [files, setFiles] = useState<UploadedFiles>(start.files);
  const [errors, setErrors] = useState<FieldErrors>(start.errors);
  const [status, setStatus] = useState<Status>(start.status);
  const [message, setMessage] = useState(start.message);
  // Counts answers with errors: only those (not an outcome's errors at hydration) move focus.
  const [refusals, setRefusals] = useState(0);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { toasts, show: toast, dismiss } = useToasts();
  const hasFiles = items.some((item) => fieldType(item) === 'file');

  // Bring the visitor to the first field the server rejected.
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

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
    const fields: Record<string, string | string[]> = {};
    for (const item of items) {
      const key = fieldKey(item);
      fields[key] = fieldType(item) === 'file' ? (files[key] ?? []).map((file) => file.path) : values[key] ?? '';
    }
    const honeypot = honeypotRef.current?.value ?? '';
    const result = await submitForm({ apiBase, formId: form.id, fields, url: window.location.href, honeypot });
    busy.current = false;
    if (!result.ok) {
      setErrors(result.errors);
      setStatus('error');
      setRefusals((count) => count + 1);
      return;
    }
    setValues(initialValues(form));
    setFiles({});
    setMessage(result.message || form.message || DEFAULT_SUCCESS_MESSAGE);
    setStatus('success');
    // The answer decides ('0' = stay); without one, the form's own setting does.
    const redirect = result.redirectionUrl !== '' ? result.redirectionUrl : form.redirection_url;
    const target = wantsRedirect(redirect) ? safeUrl(redirect) : undefined;
    if (target) window.location.assign(target);
  };

  const addFile = (key: string, file: UploadedFile) => setFiles((previous) => ({ ...previous, [key]: [...(previous[key] ?? []), file] }));
  const dropFile = (key: string, path: string) =>
    setFiles((previous) => ({ ...previous, [key]: (previous[key] ?? []).filter((file) => file.path !== path) }));

  return (
    <form
      ref={formRef}
      id={formAnchor(form.id)}
      method="post"
      action={NATIVE_POST_PATH}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      aria-label={form.title || undefined}
      aria-busy={submitting}
      data-form={form.id}
      data-hold-submit=""
      className={joinClasses('wm-form flex flex-col gap-4', className)}
    >
      <input type="hidden" name="form_id" value={form.id} />
      <input type="hidden" name="url" value={currentPath} />
      {items.map((item) => {
        const key = fieldKey(item);
        const inputId = `${baseId}-${key}`;
        if (fieldType(item) === 'file') {
          return (
            <FieldFrame key={key} item={item} inputId={inputId} errors={errors[key]} labelAlign={labelAlign}>
              <FileUploadField
                formId={form.id}
                name={key}
                inputId={inputId}
                files={files[key] ?? []}
                required={item.required === '1'}
                errorId={errors[key]?.length ? errorListId(inputId) : undefined}
                disabled={submitting}
                onUploaded={(file) => addFile(key, file)}
                onDeleted={(path) => dropFile(key, path)}
                toast={toast}
              />
            </FieldFrame>
          );
        }
        return (
          <FormField
            key={key}
            item={item}
            inputId={inputId}
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
      {hasFiles ? <ToastRegion toasts={toasts} dismiss={dismiss} /> : null}
    </form>
  );
}
