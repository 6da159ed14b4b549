/**
 * The project's cookie consent settings (project.cookie_consent, see
 * docs/cookie-consent.md) normalised: bar position, texts with Dutch defaults, the
 * optional cookies with their initialState, and an optional policy link. Anything
 * missing or malformed falls back to the defaults, so a project without settings still
 * gets a working bar (with no optional cookies to toggle).
 */
import { safeUrl } from '../links/safeUrl.ts';

export const BAR_POSITIONS = ['bottom', 'top', 'bottom-left', 'bottom-right'] as const;
export type BarPosition = (typeof BAR_POSITIONS)[number];

export const DEFAULT_TEXTS = {
  title: 'Wij gebruiken cookies',
  description:
    'Wij gebruiken noodzakelijke cookies om deze website te laten werken. Met jouw toestemming plaatsen we ook optionele cookies, bijvoorbeeld voor statistieken.',
  accept_all: 'Alles accepteren',
  reject_all: 'Alles weigeren',
  manage: 'Cookies beheren',
  save: 'Opslaan',
  modal_title: 'Cookievoorkeuren',
  modal_description: 'Kies welke optionele cookies je toestaat. Noodzakelijke cookies staan altijd aan.',
  necessary_title: 'Noodzakelijke cookies',
  necessary_description: 'Nodig om de website te laten werken, bijvoorbeeld voor je winkelwagen. Deze kun je niet uitzetten.',
  always_on: 'Altijd aan',
  unsaved: 'Je keuze is nog niet opgeslagen.',
  close: 'Sluiten',
  policy: 'Lees ons cookiebeleid',
  /** Placeholder of an embed whose category has no consent; {category} is the cookie's title. */
  blocked_content: 'Deze inhoud gebruikt cookies voor {category}. Die laden we pas als je daar toestemming voor geeft.',
  accept_category: '{category} accepteren',
};

export type ConsentTexts = typeof DEFAULT_TEXTS;

export interface OptionalCookie {
  /** Identifier stored in the enabled-cookies cookie and asked by isEnabled(key). */
  key: string;
  title: string;
  description: string;
  /** Whether the cookie is on while the visitor has not chosen yet. */
  initialState: boolean;
}

export interface ConsentSettings {
  position: BarPosition;
  texts: ConsentTexts;
  cookies: OptionalCookie[];
  /** Link to the cookie policy shown in the bar and the modal; '' for none. */
  policyUrl: string;
}

const KEY = /^[A-Za-z0-9_-]{1,64}$/;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function flag(value: unknown): boolean {
  return value === true || value === '1' || value === 1 || value === 'true';
}

function readTexts(value: unknown): ConsentTexts {
  const given = record(value);
  const texts = { ...DEFAULT_TEXTS };
  for (const key of Object.keys(texts) as (keyof ConsentTexts)[]) {
    texts[key] = text(given[key]) || DEFAULT_TEXTS[key];
  }
  return texts;
}

function readCookies(value: unknown): OptionalCookie[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const cookies: OptionalCookie[] = [];
  for (const entry of value) {
    const item = record(entry);
    const key = text(item.key);
    if (!KEY.test(key) || seen.has(key)) continue;
    seen.add(key);
    cookies.push({ key, title: text(item.title) || key, description: text(item.description), initialState: flag(item.initialState) });
  }
  return cookies;
}

export function consentSettings(value: unknown): ConsentSettings {
  const given = record(value);
  const position = BAR_POSITIONS.find((option) => option === given.position) ?? 'bottom';
  return {
    position,
    texts: readTexts(given.texts),
    cookies: readCookies(given.cookies),
    policyUrl: safeUrl(given.policy_url) ?? '',
  };
}
