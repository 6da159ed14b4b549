/**
 * The cookie preferences modal (max width 550 px): the necessary cookies, always on
 * and not togglable, and a switch per optional cookie. The switches start from the
 * stored consent, or from each cookie's initialState when there is none. A notice
 * says the choice is not saved yet until 'Save' stores it. Escape, the close button
 * and a click on the backdrop close without saving.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../icons/Icon.tsx';
import { LAYERS } from '../theme/layers.ts';
import type { ConsentSettings } from './consentSettings.ts';
import { PolicyText } from './PolicyText.tsx';
import type { ConsentSelection } from './useCookieConsent.ts';

export interface CookiePreferencesProps {
  settings: ConsentSettings;
  /** The optional cookies switched on when the modal opens (stored consent, else initialState). */
  enabled: readonly string[];
  /** Whether a consent is stored (otherwise nothing is saved yet). */
  consented: boolean;
  onSave: (selection: ConsentSelection) => void;
  onClose: () => void;
}

function selectionOf(settings: ConsentSettings, enabled: readonly string[]): ConsentSelection {
  return Object.fromEntries(settings.cookies.map((cookie) => [cookie.key, enabled.includes(cookie.key)]));
}

export function CookiePreferences({ settings, enabled, consented, onSave, onClose }: CookiePreferencesProps) {
  const { texts } = settings;
  const [initial] = useState(() => selectionOf(settings, enabled));
  const [selection, setSelection] = useState(initial);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const changed = settings.cookies.some((cookie) => selection[cookie.key] !== initial[cookie.key]);
  const unsaved = !consented || changed;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);

  return (
    <div
      className={`wm-cookie-modal fixed inset-0 ${LAYERS.cookieModal} flex items-center justify-center bg-black/50 p-4`}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="max-h-[90vh] w-full max-w-[550px] overflow-y-auto rounded-lg bg-white p-6 text-dark shadow-xl outline-none"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {texts.modal_title}
          </h2>
          <button type="button" onClick={onClose} aria-label={texts.close} className="rounded p-1 hover:bg-gray-100">
            <CloseIcon />
          </button>
        </div>
        <PolicyText text={texts.modal_description} policyUrl={settings.policyUrl} policyLabel={texts.policy} className="mb-4 text-sm" />
        <ul className="mb-4 divide-y divide-gray-200 border-y border-gray-200">
          <li className="py-3">
            <label className="flex items-center justify-between gap-4">
              <span className="font-semibold">{texts.necessary_title}</span>
              <span className="inline-flex items-center gap-2 text-sm text-gray-600">
                {texts.always_on}
                <input type="checkbox" role="switch" checked disabled readOnly className="h-5 w-5 accent-primary-500" />
              </span>
            </label>
            <p className="mt-1 text-sm text-gray-600">{texts.necessary_description}</p>
          </li>
          {settings.cookies.map((cookie) => (
            <li key={cookie.key} className="py-3">
              <label className="flex items-center justify-between gap-4">
                <span className="font-semibold">{cookie.title}</span>
                <input
                  type="checkbox"
                  role="switch"
                  name={cookie.key}
                  checked={selection[cookie.key] === true}
                  onChange={(event) => setSelection({ ...selection, [cookie.key]: event.target.checked })}
                  className="h-5 w-5 accent-primary-500"
                />
              </label>
              {cookie.description ? <p className="mt-1 text-sm text-gray-600">{cookie.description}</p> : null}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-4">
          {unsaved ? (
            <p role="status" className="wm-cookie-unsaved text-sm font-semibold text-secondary-700">
              {texts.unsaved}
            </p>
          ) : (
            <span />
          )}
          <button
            type="button"
            onClick={() => onSave(selection)}
            className="rounded bg-primary-500 px-4 py-2 font-semibold text-white hover:bg-primary-600"
          >
            {texts.save}
          </button>
        </div>
      </div>
    </div>
  );
}
