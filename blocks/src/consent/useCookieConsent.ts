/**
 * useCookieConsent(): what later features ask before setting an optional cookie
 * (`isEnabled('analytics')`), plus the actions of the bar and the modal.
 *
 * An optional cookie is enabled only when the stored consent lists it: before the
 * visitor chose (and on the server, and while hydrating) nothing optional is enabled.
 * A cookie's initialState only decides where its switch in the preferences modal
 * starts while no consent is stored (`preselected`).
 *
 * Saving a selection in the modal that turns off an optional cookie whose switch was
 * on (enabled by the stored consent, or preselected by its initialState: "a consent
 * with a false value") reloads the page, so nothing started for it keeps running;
 * accepting all never reloads, and 'Alles weigeren' only when it revokes a consent.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSite } from '../site/SiteContext.tsx';
import { consentSettings, type ConsentSettings } from './consentSettings.ts';
import { browserSnapshot, recordConsent, serverSnapshot, setPreferencesOpen, subscribe } from './consentStore.ts';

export type ConsentSelection = Record<string, boolean>;

export interface CookieConsentState {
  /** False on the server and while hydrating. */
  ready: boolean;
  /** The visitor has stored a choice (Accept all or Save). */
  consented: boolean;
  settings: ConsentSettings;
  /** Keys of the optional cookies enabled right now (none before consent). */
  enabled: readonly string[];
  /** Where the modal's switches start: the stored consent, else each initialState. */
  preselected: readonly string[];
  isEnabled: (key: string) => boolean;
  preferencesOpen: boolean;
  acceptAll: () => void;
  /** 'Alles weigeren': stores a consent with no optional cookie. */
  rejectAll: () => void;
  /** Adds one optional cookie (category) to the consent, e.g. from an embed's placeholder. */
  acceptCategory: (key: string) => void;
  save: (selection: ConsentSelection) => void;
  openPreferences: () => void;
  closePreferences: () => void;
}

function reloadPage(): void {
  window.location.reload();
}

export function useCookieConsent(): CookieConsentState {
  const { project } = useSite();
  const settings = useMemo(() => consentSettings(project.cookie_consent), [project.cookie_consent]);
  const snapshot = useSyncExternalStore(subscribe, browserSnapshot, serverSnapshot);
  const { ready, consent, preferencesOpen } = snapshot;

  const enabled = useMemo(() => (ready && consent ? consent.enabled : []), [ready, consent]);
  const preselected = useMemo(() => {
    if (consent) return consent.enabled;
    return settings.cookies.filter((cookie) => cookie.initialState).map((cookie) => cookie.key);
  }, [consent, settings]);

  const isEnabled = useCallback((key: string) => enabled.includes(key), [enabled]);

  const acceptAll = useCallback(() => recordConsent(settings.cookies.map((cookie) => cookie.key)), [settings]);
  const acceptCategory = useCallback((key: string) => recordConsent([...new Set([...enabled, key])]), [enabled]);

  const store = useCallback(
    (selection: ConsentSelection, wasOn: readonly string[]) => {
      const chosen = settings.cookies.filter((cookie) => selection[cookie.key] === true).map((cookie) => cookie.key);
      const configured = new Set(settings.cookies.map((cookie) => cookie.key));
      const revoked = wasOn.some((key) => configured.has(key) && !chosen.includes(key));
      recordConsent(chosen);
      if (revoked) reloadPage();
    },
    [settings],
  );

  const save = useCallback((selection: ConsentSelection) => store(selection, preselected), [store, preselected]);
  const rejectAll = useCallback(() => store({}, enabled), [store, enabled]);

  const openPreferences = useCallback(() => setPreferencesOpen(true), []);
  const closePreferences = useCallback(() => setPreferencesOpen(false), []);

  return {
    ready,
    consented: consent !== null,
    settings,
    enabled,
    preselected,
    isEnabled,
    preferencesOpen,
    acceptAll,
    rejectAll,
    acceptCategory,
    save,
    openPreferences,
    closePreferences,
  };
}
