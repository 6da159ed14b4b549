import { describe, expect, test } from 'vitest';
import { mainMenu, project } from '../../test/fixtures.ts';
import { forms } from '../../test/forms.ts';
import { renderSection } from '../../test/render.tsx';
import { renderIslandsPage } from '../../test/islandsRender.tsx';

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

describe('password login section on a public page', () => {
  test('the form is an island at load that records the references the secured sections may need, not the public sections', () => {
    const menus = { main: mainMenu };
    const page = { id: 3, path: '/leden', post_title: 'Leden', components: [{ id: 'login', template: 'passwordLogin', meta: {} }] };
    const rendered = renderIslandsPage([{ id: 'login', template: 'passwordLogin', meta: {} }], { project, page, menus, forms, currentPath: '/leden' });
    const island = rendered.$('wm-island[data-island="passwordForm"]');
    expect(island?.getAttribute('data-hydrate')).toBe('load');
    expect(island?.querySelector('input[type="password"]')).not.toBeNull();
    const site = rendered.data!.site;
    // Of the project only its id: the rest comes with the unlock answer.
    expect(site.project).toEqual({ id: project.id });
    expect(Object.keys(site.menus ?? {})).toEqual(['main']);
    expect(site.forms).toEqual(forms);
    expect(site.page).toEqual({ id: 3, path: '/leden', post_title: 'Leden' });
  });
});
