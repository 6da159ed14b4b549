import { describe, expect, test } from 'vitest';
import { DEFAULT_TEXTS, consentSettings } from './consentSettings.ts';

describe('cookie consent settings', () => {
  test('a project without settings gets the Dutch defaults, a bottom bar and no optional cookies', () => {
    for (const value of [undefined, null, {}, 'x', []]) {
      const settings = consentSettings(value);
      expect(settings.position).toBe('bottom');
      expect(settings.cookies).toEqual([]);
      expect(settings.texts.title).toBe('Wij gebruiken cookies');
      expect([settings.texts.accept_all, settings.texts.manage, settings.texts.save]).toEqual(['Alles accepteren', 'Cookies beheren', 'Opslaan']);
    }
  });

  test('configured texts, position, cookies and policy link win; blanks fall back', () => {
    const settings = consentSettings({
      position: 'bottom-right',
      texts: { title: 'Cookies', accept_all: 'Accept all', manage: '  ', unknown: 'x' },
      cookies: [
        { key: 'analytics', title: 'Statistieken', description: 'Bezoekersaantallen', initialState: false },
        { key: 'marketing', title: 'Marketing', initialState: '1' },
        { key: 'analytics', title: 'Dubbel' },
        { key: 'met spatie', title: 'Ongeldig' },
        { title: 'Zonder sleutel' },
      ],
      policy_url: '/cookiebeleid',
    });
    expect(settings.position).toBe('bottom-right');
    expect(settings.texts).toMatchObject({ title: 'Cookies', accept_all: 'Accept all', manage: DEFAULT_TEXTS.manage });
    expect(settings.texts).not.toHaveProperty('unknown');
    expect(settings.cookies).toEqual([
      { key: 'analytics', title: 'Statistieken', description: 'Bezoekersaantallen', initialState: false },
      { key: 'marketing', title: 'Marketing', description: '', initialState: true },
    ]);
    expect(settings.policyUrl).toBe('/cookiebeleid');
  });

  test('an unknown position and an unsafe policy link are ignored', () => {
    const settings = consentSettings({ position: 'middle', policy_url: 'javascript:alert(1)' });
    expect(settings.position).toBe('bottom');
    expect(settings.policyUrl).toBe('');
  });
});
