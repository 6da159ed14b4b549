/**
 * The form submit call (spec 000 sections 4 and 7):
 * POST {apiBase}/api/services/websites/v1/forms/submit with {form_id, fields, url}.
 * Success yields the answer's message and redirection_url; a failure yields the
 * errors object (field identifier -> messages), always with at least one message so
 * the visitor is never left without feedback.
 */

export const FORM_SUBMIT_PATH = '/api/services/websites/v1/forms/submit';

/**
 * The honeypot: an input people never see or reach (off-screen, out of the tab order)
 * that form-filling bots do fill in. Sent only when it holds something; the server
 * then answers like a success and stores nothing (docs/forms.md, Abuse).
 */
export const HONEYPOT_NAME = 'company_website';

/** Key of errors that belong to no single field; shown above the submit button. */
export const GENERAL_ERROR_KEY = 'general';

export const UNAVAILABLE_MESSAGE = 'Dit formulier kan op dit moment niet worden verzonden. Probeer het later opnieuw.';
export const FAILED_MESSAGE = 'Er ging iets mis bij het verzenden van het formulier. Probeer het later opnieuw.';
export const NETWORK_MESSAGE = 'Het formulier kon niet worden verzonden. Controleer je internetverbinding en probeer het opnieuw.';

export type FieldErrors = Record<string, string[]>;

export type SubmitResult =
  | { ok: true; message: string; redirectionUrl: string }
  | { ok: false; errors: FieldErrors };

export interface SubmitRequest {
  apiBase: string;
  formId: string;
  /** Field identifier -> value: text, or a file item's upload paths. */
  fields: Record<string, string | string[]>;
  /** The page the visitor sent the form from. */
  url: string;
  /** What the hidden honeypot input holds: '' for a person. */
  honeypot?: string;
}

/** The `{"errors": {key: [messages]}}` of an answer body, without empty entries. */
export function errorsOf(body: unknown): FieldErrors {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const result: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (message): message is string => typeof message === 'string' && message.trim() !== '',
    );
    if (messages.length > 0) result[key] = messages;
  }
  return result;
}

function failure(message: string): SubmitResult {
  return { ok: false, errors: { [GENERAL_ERROR_KEY]: [message] } };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export async function submitForm(request: SubmitRequest): Promise<SubmitResult> {
  let response: Response;
  let body: unknown = null;
  try {
    response = await fetch(`${request.apiBase}${FORM_SUBMIT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        form_id: request.formId,
        fields: request.fields,
        url: request.url,
        ...(request.honeypot ? { [HONEYPOT_NAME]: request.honeypot } : {}),
      }),
    });
    body = await response.json().catch(() => null);
  } catch {
    return failure(NETWORK_MESSAGE);
  }
  if (response.ok) {
    const answer = (body ?? {}) as { message?: unknown; redirection_url?: unknown };
    return { ok: true, message: text(answer.message), redirectionUrl: text(answer.redirection_url) };
  }
  // 404: the endpoint (or the form) is not there; the API's bare "Niet gevonden." would
  // not tell a visitor what happened.
  if (response.status === 404) return failure(UNAVAILABLE_MESSAGE);
  const errors = errorsOf(body);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : failure(FAILED_MESSAGE);
}

/** Whether a redirection_url asks for a redirect: '0' and '' mean "stay on the page". */
export function wantsRedirect(url: string | undefined): boolean {
  const value = (url ?? '').trim();
  return value !== '' && value !== '0';
}
