/**
 * The cookie bar, mounted once per page by PageSections. It renders nothing on the
 * server; in the browser it appears after the visitor's first interaction (mouse move,
 * scroll, key, click, touch) when no consent is stored. 'Accept all' stores consent
 * for every optional cookie; 'Alles weigeren' (refuse all), beside it and just as
 * prominent, stores a consent with none; 'Manage cookies' opens the preferences modal. Not shown
 * in the editor (editable), where it would cover the page being edited.
 */
import { useEffect, useState } from 'react';
import { useSite } from '../site/SiteContext.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import { LAYERS } from '../theme/layers.ts';
import { CookiePreferences } from './CookiePreferences.tsx';
import { PolicyText } from './PolicyText.tsx';
import type { BarPosition } from './consentSettings.ts';
import { useCookieConsent } from './useCookieConsent.ts';

export const INTERACTION_EVENTS = ['mousemove', 'scroll', 'keydown', 'click', 'touchstart'] as const;

const POSITION_CLASSES: Record<BarPosition, string> = {
  bottom: 'inset-x-0 bottom-0 border-t',
  top: 'inset-x-0 top-0 border-b',
  'bottom-left': 'bottom-4 left-4 right-4 rounded-lg border sm:right-auto sm:max-w-md',
  'bottom-right': 'bottom-4 right-4 left-4 rounded-lg border sm:left-auto sm:max-w-md',
};

const CHOICE_BUTTON = 'rounded bg-primary-500 px-4 py-2 font-semibold text-white hover:bg-primary-600';

/** True once the visitor has interacted with the page (listening only while `listen`). */
function useFirstInteraction(listen: boolean, already: boolean): boolean {
  const [interacted, setInteracted] = useState(already);
  useEffect(() => {
    if (!listen || interacted) return undefined;
    const options = { capture: true, passive: true } as const;
    const onInteraction = () => setInteracted(true);
    for (const event of INTERACTION_EVENTS) window.addEventListener(event, onInteraction, options);
    return () => {
      for (const event of INTERACTION_EVENTS) window.removeEventListener(event, onInteraction, options);
    };
  }, [listen, interacted]);
  return interacted;
}

export interface CookieConsentProps {
  /** The visitor has interacted already (the island hydrates on that interaction). */
  alreadyInteracted?: boolean;
}

export function CookieConsent({ alreadyInteracted = false }: CookieConsentProps) {
  const { editable } = useSite();
  const consent = useCookieConsent();
  const { ready, consented, settings, preferencesOpen } = consent;
  const interacted = useFirstInteraction(ready && !consented && !editable, alreadyInteracted);
  if (editable || !ready) return null;
  const { texts } = settings;
  const showBar = !consented && interacted;
  const wide = settings.position === 'bottom' || settings.position === 'top';
  return (
    <>
      {showBar ? (
        <section
          aria-label={texts.title}
          className={joinClasses(
            'wm-cookie-bar fixed border-gray-200 bg-white p-4 text-dark shadow-[0_0_24px_rgba(0,0,0,0.15)]',
            LAYERS.cookieBar,
            POSITION_CLASSES[settings.position],
          )}
        >
          <div className={joinClasses('mx-auto flex max-w-screen-xl flex-col gap-4', wide && 'md:flex-row md:items-center md:justify-between')}>
            <div>
              <h2 className="font-bold">{texts.title}</h2>
              <PolicyText text={texts.description} policyUrl={settings.policyUrl} policyLabel={texts.policy} className="text-sm" />
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <button
                type="button"
                onClick={consent.openPreferences}
                className="rounded border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-50"
              >
                {texts.manage}
              </button>
              {/* Refusing is exactly as easy and as prominent as accepting. */}
              <button type="button" onClick={consent.rejectAll} className={CHOICE_BUTTON}>
                {texts.reject_all}
              </button>
              <button type="button" onClick={consent.acceptAll} className={CHOICE_BUTTON}>
                {texts.accept_all}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {preferencesOpen ? (
        <CookiePreferences
          settings={settings}
          enabled={consent.preselected}
          consented={consented}
          onSave={consent.save}
          onClose={consent.closePreferences}
        />
      ) : null}
    </>
  );
}

/**
 * The cookie bar as an island: it hydrates on the visitor's first interaction with the
 * page (islands/registry.ts), which is the moment the bar appears.
 */
export function CookieBarAfterInteraction() {
  return <CookieConsent alreadyInteracted />;
}
