/**
 * The password form of a protected page. On mount it retries a remembered password,
 * but only against the site's own API (apiBase ''): a page opened with an API override
 * never sends the stored password anywhere else. A successful answer remembers the
 * password and swaps the page's sections for the secured ones, with the menus, forms
 * and templates they refer to merged into the site context; a failed one lists every
 * error message in a red box and forgets the remembered password. The button is
 * disabled (with a spinner) while a request runs and until the form has hydrated, so
 * no password is ever sent as a plain form post.
 *
 * Inside a whole-page render the secured sections replace the page's through the site
 * context (replaceSections); a page's island passes `onUnlock` instead
 * (PasswordFormIsland.tsx).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { SpinnerIcon } from '../../icons/Icon.tsx';
import { useCurrentLocation } from '../../location/useCurrentLocation.ts';
import { useSite, type SiteContextValue } from '../../site/SiteContext.tsx';
import { fetchSecuredComponents, GENERAL_ERROR } from './securedPage.ts';
import { forgetStoredPassword, readStoredPassword, storePassword } from './storedPassword.ts';

export interface PasswordFormProps {
  /** Shows the secured sections; the site context's replaceSections by default. */
  onUnlock?: SiteContextValue['replaceSections'] | ((...args: Parameters<SiteContextValue['replaceSections']>) => Promise<void>);
}

export function PasswordForm({ onUnlock }: PasswordFormProps) {
  const { apiBase, project, replaceSections } = useSite();
  const unlock = onUnlock ?? replaceSections;
  const { path } = useCurrentLocation();
  const [password, setPassword] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const busy = useRef(false);

  const login = useCallback(
    async (candidate: string) => {
      if (busy.current || candidate === '') return;
      busy.current = true;
      setSubmitting(true);
      setMessages([]);
      const result = await fetchSecuredComponents({ apiBase, websiteId: project.id, path, password: candidate });
      if (result.ok) {
        storePassword(candidate);
        try {
          await unlock(result.components, result.references);
        } catch (error) {
          console.error('[site] the secured page could not be shown:', error);
          setMessages([GENERAL_ERROR]);
        }
      } else {
        forgetStoredPassword();
        setMessages(result.messages);
      }
      busy.current = false;
      setSubmitting(false);
    },
    [apiBase, project.id, path, unlock],
  );

  useEffect(() => {
    setHydrated(true);
    const stored = apiBase === '' ? readStoredPassword() : null;
    if (stored) void login(stored);
    // Only the first mount retries the remembered password.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void login(password);
  };

  return (
    <form method="post" onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-busy={submitting}>
      {messages.length > 0 ? (
        <ul role="alert" className="rounded border-2 border-red-500 bg-red-50 px-4 py-3 text-red-700">
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          type="password"
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          placeholder="Je wachtwoord"
          aria-label="Wachtwoord"
          autoComplete="current-password"
          required
          className="min-w-0 flex-1 rounded border border-gray-300 bg-white px-4 py-3 text-dark"
        />
        <button
          type="submit"
          disabled={!hydrated || submitting}
          className="inline-flex items-center justify-center gap-2 rounded bg-primary-500 px-6 py-3 font-semibold text-white hover:bg-primary-600 disabled:opacity-60"
        >
          {submitting ? <SpinnerIcon /> : null}
          Inloggen
        </button>
      </div>
    </form>
  );
}
