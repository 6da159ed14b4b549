import { describe, expect, test } from 'vitest';
import { CONSENT_MAX_AGE, consentCookieStrings, readConsent } from './consentCookies.ts';

describe('consent cookies', () => {
  test('no consent without the flag cookie', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('cookie_consent_enabled=analytics; other=1')).toBeNull();
    expect(readConsent('cookie_consent=false')).toBeNull();
  });

  test('the flag and the enabled list are read back', () => {
    expect(readConsent('a=1; cookie_consent=true; cookie_consent_enabled=analytics%2Cmarketing')).toEqual({ enabled: ['analytics', 'marketing'] });
    expect(readConsent('cookie_consent=true; cookie_consent_enabled=')).toEqual({ enabled: [] });
    expect(readConsent('cookie_consent=true')).toEqual({ enabled: [] });
  });

  test('both cookies are site-wide and expire after one year', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    const [flag, list] = consentCookieStrings(['analytics', 'marketing'], true, now);
    expect(CONSENT_MAX_AGE).toBe(31_536_000);
    for (const cookie of [flag, list]) {
      expect(cookie).toContain('; Path=/');
      expect(cookie).toContain('; Max-Age=31536000');
      expect(cookie).toContain('; Expires=Sun, 01 Mar 2026 12:00:00 GMT');
      expect(cookie).toContain('; SameSite=Lax; Secure');
    }
    expect(flag.startsWith('cookie_consent=true;')).toBe(true);
    expect(list.startsWith('cookie_consent_enabled=analytics%2Cmarketing;')).toBe(true);
    expect(consentCookieStrings([], false, now)[0]).not.toContain('Secure');
  });
});
