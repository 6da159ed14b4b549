/**
 * The page-wide consent state shared by the bar, the preferences modal and every
 * useCookieConsent() caller: the stored consent (read from document.cookie) and
 * whether the preferences modal is open. An external store (useSyncExternalStore), so
 * the server and the hydration render see "nothing known yet" and the browser the
 * real cookies right after.
 */
import { readConsent, writeConsent, type StoredConsent } from './consentCookies.ts';

export interface ConsentSnapshot {
  /** False on the server and while hydrating: the cookies have not been read yet. */
  ready: boolean;
  consent: StoredConsent | null;
  preferencesOpen: boolean;
}

const SERVER_SNAPSHOT: ConsentSnapshot = Object.freeze({ ready: false, consent: null, preferencesOpen: false });

const listeners = new Set<() => void>();
let preferencesOpen = false;
let cached: { cookieString: string; preferencesOpen: boolean; snapshot: ConsentSnapshot } | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function browserSnapshot(): ConsentSnapshot {
  const cookieString = document.cookie;
  if (cached && cached.cookieString === cookieString && cached.preferencesOpen === preferencesOpen) return cached.snapshot;
  const snapshot = { ready: true, consent: readConsent(cookieString), preferencesOpen };
  cached = { cookieString, preferencesOpen, snapshot };
  return snapshot;
}

export function serverSnapshot(): ConsentSnapshot {
  return SERVER_SNAPSHOT;
}

export function setPreferencesOpen(open: boolean): void {
  if (preferencesOpen === open) return;
  preferencesOpen = open;
  notify();
}

/** Stores `enabled` as the visitor's consent and closes the modal. */
export function recordConsent(enabled: readonly string[]): void {
  writeConsent(enabled);
  preferencesOpen = false;
  notify();
}
