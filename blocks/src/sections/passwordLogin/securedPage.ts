/**
 * The secured-page call: POST {apiBase}/api/services/websites/v1/secured/page-designer/get
 * with {website_id, page_id, password}. Success yields the secured components, the
 * menus, forms and reusable templates only they refer to (the public page bundle
 * leaves those out, so their text is never in the public HTML) and the project fields
 * they render with (title, logo, translations, global fields, ...); a failure yields every
 * message of the answer's errors object (or a general one).
 */
import { normalizePath } from '../../links/paths.ts';
import type { SiteReferences } from '../../site/SiteContext.tsx';
import type { Section } from '../../site/types.ts';

export const SECURED_PAGE_PATH = '/api/services/websites/v1/secured/page-designer/get';
export const PASSWORD_STORAGE_KEY = 'wspkt';
export const GENERAL_ERROR = 'Er ging iets mis bij het inloggen. Probeer het later opnieuw.';

export type SecuredPageResult = { ok: true; components: Section[]; references: SiteReferences } | { ok: false; messages: string[] };

export interface SecuredPageRequest {
  apiBase: string;
  websiteId: number | string;
  /** Current path; sent without trailing slash, '/' when empty. */
  path: string;
  password: string;
}

function errorMessages(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.values(errors)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((message): message is string => typeof message === 'string' && message !== '');
}

function keyed<T>(value: unknown): Record<string, T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, T>) : {};
}

export async function fetchSecuredComponents(request: SecuredPageRequest): Promise<SecuredPageResult> {
  let response: Response;
  let body: unknown = null;
  try {
    response = await fetch(`${request.apiBase}${SECURED_PAGE_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ website_id: request.websiteId, page_id: normalizePath(request.path), password: request.password }),
    });
    body = await response.json().catch(() => null);
  } catch {
    return { ok: false, messages: [GENERAL_ERROR] };
  }
  const answer = (body ?? {}) as { components?: unknown; menus?: unknown; forms?: unknown; templates?: unknown; project?: unknown };
  if (response.ok && Array.isArray(answer.components)) {
    const references = {
      menus: keyed(answer.menus),
      forms: keyed(answer.forms),
      templates: keyed(answer.templates),
      project: keyed(answer.project),
    } as SiteReferences;
    return { ok: true, components: answer.components as Section[], references };
  }
  const messages = errorMessages(body);
  return { ok: false, messages: messages.length > 0 ? messages : [GENERAL_ERROR] };
}
