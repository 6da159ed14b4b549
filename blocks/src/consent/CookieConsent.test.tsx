import { describe, expect, test } from 'vitest';
import { project } from '../test/fixtures.ts';
import { renderSection } from '../test/render.tsx';

describe('cookie consent (server render)', () => {
  test('the page HTML carries no cookie bar or modal: it appears in the browser only', () => {
    const page = renderSection('sectionTitle', {}, { project: { ...project, cookie_consent: { texts: { title: 'Cookies' } } } });
    expect(page.$('.wm-cookie-bar')).toBeNull();
    expect(page.$('[role="dialog"]')).toBeNull();
    expect(page.text).not.toContain('Cookies');
  });
});
