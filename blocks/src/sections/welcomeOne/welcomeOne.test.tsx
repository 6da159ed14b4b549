import { describe, expect, test } from 'vitest';
import { forms } from '../../test/forms.ts';
import { renderSection } from '../../test/render.tsx';

const classes = (element: Element | null) => (element?.className ?? '').split(' ');

describe('banner', () => {
  test('defaults: title, description, button to /, primary background, white text, padding 14', () => {
    const page = renderSection('welcomeOne');
    expect(page.$('h1')?.textContent).toBe('Welkom op onze website');
    expect(page.$('p')?.textContent).toBe('Dit is een test beschrijving');
    const button = page.$('a')!;
    expect(button.textContent).toBe('Meer informatie');
    expect(button.getAttribute('href')).toBe('/');
    expect(classes(page.$('section'))).toEqual(expect.arrayContaining(['bg-primary-500', 'text-white', 'md:pt-14', 'md:pb-14']));
    expect(page.$('form')).toBeNull();
  });

  test('regular and bold title parts with their font families', () => {
    const page = renderSection('welcomeOne', { title: 'Vers brood', title_bold: 'elke dag', title_font_family: 'font-main', title_bold_font_family: 'font-primary' });
    expect(page.$('h1')?.textContent).toBe('Vers brood elke dag');
    expect(classes(page.$('h1 span'))).toContain('font-main');
    expect(page.$('h1 strong')?.textContent).toBe('elke dag');
    expect(classes(page.$('h1 strong'))).toEqual(expect.arrayContaining(['font-bold', 'font-primary']));
  });

  test("button: hidden when button is '0', its link made safe", () => {
    expect(renderSection('welcomeOne', { button: '0' }).$('a')).toBeNull();
    expect(renderSection('welcomeOne', { button_link: 'javascript:alert(1)' }).$('a')).toBeNull();
    const page = renderSection('welcomeOne', { button_title: 'Bestel nu', button_link: '/bestellen' });
    expect(page.$('a')?.getAttribute('href')).toBe('/bestellen');
  });

  test("the form beside the text when form_button is '1' and the form exists", () => {
    const page = renderSection('welcomeOne', { form_button: '1', form: 'contact' }, { forms });
    expect(page.$('.wm-banner-form form input[name="naam"]')).not.toBeNull();
    expect(classes(page.$('.wm-banner-form')?.parentElement ?? null)).toContain('md:grid-cols-2');
    expect(renderSection('welcomeOne', { form_button: '0', form: 'contact' }, { forms }).$('form')).toBeNull();
  });

  test('an unknown form: nothing for visitors, "Kies een formulier" for editors', () => {
    const visitor = renderSection('welcomeOne', { form_button: '1', form: 'weg' }, { forms });
    expect(visitor.$('.wm-banner-form')).toBeNull();
    const editor = renderSection('welcomeOne', { form_button: '1', form: '' }, { forms, editable: true });
    expect(editor.$('.wm-banner-form [role="note"]')?.textContent).toBe('Kies een formulier');
  });

  test('background image over the colour, darkened for readability', () => {
    const page = renderSection('welcomeOne', { background_image: [{ path: '/media/bakker.jpg', name: 'bakker.jpg' }] });
    const section = page.$('section')!;
    expect(section.getAttribute('style')).toContain('url("/media/bakker.jpg")');
    expect(classes(section)).toEqual(expect.arrayContaining(['bg-cover', 'bg-center']));
    expect(page.$('[aria-hidden="true"].absolute')).not.toBeNull();
  });
});
