/**
 * One visitor call of the webshop API (docs/cart-and-checkout.md): POST JSON to
 * `${apiBase}/api/services/webshop/v1/<path>` with website_id and project_id (both the
 * project id) next to the call's own fields. Errors come back as the API's
 * `{errors: {field: [Dutch message]}}`; a network failure or an unreadable answer
 * becomes one general message, so every caller can show what went wrong.
 */

export const WEBSHOP_API_PATH = '/api/services/webshop/v1';
export const GENERAL_ERROR_TEXT = 'Er is iets misgegaan. Probeer het later opnieuw.';

/** The project a call is for and where the API lives ('' = same origin). */
export interface ShopContext {
  apiBase: string;
  projectId: string | number;
}

export type ErrorMap = Record<string, string[]>;

export type ShopAnswer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; errors: ErrorMap };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `errors` of an answer as field → messages; a general message when it has none. */
export function readErrors(body: unknown): ErrorMap {
  const errors = isObject(body) && isObject(body.errors) ? body.errors : {};
  const map: ErrorMap = {};
  for (const [field, value] of Object.entries(errors)) {
    const list = (Array.isArray(value) ? value : [value]).filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
    if (list.length > 0) map[field] = list;
  }
  return Object.keys(map).length > 0 ? map : { general: [GENERAL_ERROR_TEXT] };
}

/** Every message of an error map, in order, each once. */
export function errorMessages(errors: ErrorMap): string[] {
  return [...new Set(Object.values(errors).flat())];
}

export async function shopCall<T = unknown>(context: ShopContext, path: string, fields: Record<string, unknown> = {}): Promise<ShopAnswer<T>> {
  const { apiBase, projectId } = context;
  let response: Response;
  try {
    response = await fetch(`${apiBase}${WEBSHOP_API_PATH}/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ website_id: projectId, project_id: projectId, ...fields }),
    });
  } catch {
    return { ok: false, status: 0, errors: { general: [GENERAL_ERROR_TEXT] } };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, status: response.status, errors: readErrors(body) };
  if (!isObject(body)) return { ok: false, status: response.status, errors: { general: [GENERAL_ERROR_TEXT] } };
  return { ok: true, status: response.status, data: body as T };
}
