/**
 * The two browser cookies that remember a visitor's choice: the consent flag
 * (`cookie_consent=true`) and the list of enabled optional cookies
 * (`cookie_consent_enabled=analytics,marketing`). Both live for one year (spec),
 * site-wide (path /), SameSite=Lax, Secure on https.
 */

export const CONSENT_COOKIE = 'cookie_consent';
export const ENABLED_COOKIE = 'cookie_consent_enabled';
/** One year, in seconds. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

export interface StoredConsent {
  /** Keys of the optional cookies the visitor enabled. */
  enabled: string[];
}

function cookieValue(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName.trim() === name) return rest.join('=').trim();
  }
  return undefined;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/** The stored consent in a `document.cookie` string, or null when none was given. */
export function readConsent(cookieString: string): StoredConsent | null {
  if (cookieValue(cookieString, CONSENT_COOKIE) !== 'true') return null;
  const list = decode(cookieValue(cookieString, ENABLED_COOKIE) ?? '');
  return { enabled: list.split(',').map((key) => key.trim()).filter(Boolean) };
}

/** The Set-Cookie strings (for document.cookie) recording `enabled` as the consent. */
export function consentCookieStrings(enabled: readonly string[], secure: boolean, now: Date = new Date()): string[] {
  const expires = new Date(now.getTime() + CONSENT_MAX_AGE * 1000).toUTCString();
  const attributes = `; Path=/; Max-Age=${CONSENT_MAX_AGE}; Expires=${expires}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [`${CONSENT_COOKIE}=true${attributes}`, `${ENABLED_COOKIE}=${encodeURIComponent(enabled.join(','))}${attributes}`];
}

export function writeConsent(enabled: readonly string[]): void {
  const secure = window.location.protocol === 'https:';
  for (const cookie of consentCookieStrings(enabled, secure)) document.cookie = cookie;
}
