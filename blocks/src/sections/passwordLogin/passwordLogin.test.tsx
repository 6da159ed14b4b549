import { describe, expect, test } from 'vitest';
import { project } from '../../test/fixtures.ts';
import { renderSection } from '../../test/render.tsx';

describe('password login section (server render)', () => {
  test('shows the content, the password field and the Inloggen button', () => {
    const page = renderSection('passwordLogin', {}, { project });
    expect(page.text).toContain('Deze pagina is beveiligd.');
    const input = page.$('form input[type="password"]');
    expect(input?.getAttribute('placeholder')).toBe('Je wachtwoord');
    const button = page.$('form button[type="submit"]');
    expect(button?.textContent).toBe('Inloggen');
  });

  test('the button waits for the page to hydrate, so no password leaves as a plain form post', () => {
    const page = renderSection('passwordLogin', {}, { project });
    expect(page.$('form button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    expect(page.$('form')?.getAttribute('method')).toBe('post');
  });
});
