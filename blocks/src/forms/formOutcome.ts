/**
 * A form posted without JavaScript (docs/forms.md, "Without JavaScript"): the browser
 * posts the form's server HTML to `NATIVE_POST_PATH`; the API answers 303 back to the
 * page with `?formulier={token}#formulier-{form_id}`, and the page, rendered with that
 * outcome, shows the form in its state after the post: the message with the fields
 * back to their start, or the errors with what the visitor entered.
 */
import type { Form } from '../site/types.ts';
import type { FieldErrors } from './formSubmission.ts';
import { fieldKey, fieldType, formItems, initialValues, type FormValues } from './formValues.ts';
import { fileOfPath, pathsOf, type UploadedFile } from './uploadedFiles.ts';

export const NATIVE_POST_PATH = '/api/services/websites/v1/forms/post';
/** The page's query parameter naming an outcome. */
export const OUTCOME_PARAM = 'formulier';

export interface FormOutcome {
  form_id: string;
  status: 'sent' | 'invalid';
  message: string;
  redirection_url: string;
  errors: FieldErrors;
  /** What the visitor entered (never a password): text, or a file item's paths. */
  values: Record<string, string | string[]>;
}

/** The id of a form's element, which the post's answer brings into view. */
export function formAnchor(formId: string): string {
  return `formulier-${formId}`;
}

export type UploadedFiles = Record<string, UploadedFile[]>;

export interface FormStart {
  values: FormValues;
  files: UploadedFiles;
  errors: FieldErrors;
  status: 'idle' | 'success' | 'error';
  message: string;
}

/** The form's state on its first render: from its defaults, or from an outcome. */
export function formStart(form: Form, outcome: FormOutcome | undefined, successMessage: string): FormStart {
  const start: FormStart = { values: initialValues(form), files: {}, errors: {}, status: 'idle', message: '' };
  if (!outcome || outcome.form_id !== form.id) return start;
  if (outcome.status === 'sent') return { ...start, status: 'success', message: outcome.message || form.message || successMessage };
  for (const item of formItems(form)) {
    const key = fieldKey(item);
    const value = outcome.values?.[key];
    if (fieldType(item) === 'file') start.files[key] = pathsOf(value).map(fileOfPath);
    else if (typeof value === 'string') start.values[key] = value;
  }
  return { ...start, errors: outcome.errors ?? {}, status: 'error' };
}
