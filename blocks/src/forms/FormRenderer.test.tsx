import { describe, expect, test } from 'vitest';
import { SiteProvider } from '../site/SiteContext.tsx';
import type { Form } from '../site/types.ts';
import { contactForm } from '../test/forms.ts';
import { serverRender } from '../test/render.tsx';
import { FormRenderer, type FormRendererProps } from './FormRenderer.tsx';
import type { FormOutcome } from './formOutcome.ts';

function render(form: Form, props: Omit<FormRendererProps, 'form'> = {}) {
  return serverRender(
    <SiteProvider value={{}}>
      <FormRenderer form={form} {...props} />
    </SiteProvider>,
  );
}

function labelOf(page: ReturnType<typeof render>, name: string) {
  const input = page.$(`[name="${name}"]`)!;
  return page.$(`label[for="${input.id}"]`)!;
}

describe('form renderer (server render)', () => {
  test('every item renders as the input of its type, named by its identifier', () => {
    const page = render(contactForm);
    expect(page.$('input[name="naam"]')?.getAttribute('type')).toBe('text');
    expect(page.$('textarea[name="bericht"]')).not.toBeNull();
    expect(page.$('select[name="onderwerp"]')).not.toBeNull();
    expect(page.$('input[name="datum"]')?.getAttribute('type')).toBe('date');
    expect(page.$('input[name="tijd"]')?.getAttribute('type')).toBe('time');
    expect(page.$('input[name="code"]')?.getAttribute('type')).toBe('password');
    expect(page.$('input[name="bijlage"]')?.getAttribute('type')).toBe('file');
    expect(page.$('form')?.getAttribute('aria-label')).toBe('Contact');
  });

  test("labels show when hide_label is '0'; otherwise they are only read out", () => {
    const page = render(contactForm);
    expect(labelOf(page, 'naam').className).not.toContain('sr-only');
    expect(labelOf(page, 'naam').textContent).toBe('Naam *');
    expect(labelOf(page, 'email').className).toContain('sr-only');
    expect(page.$('input[name="email"]')?.getAttribute('placeholder')).toBe('E-mailadres');
    expect(page.$('input[name="naam"]')?.getAttribute('aria-required')).toBe('true');
  });

  test('default values and select options (value + title)', () => {
    const page = render(contactForm);
    expect(page.$('textarea[name="bericht"]')?.textContent).toBe('Hallo,');
    const options = page.$$('select[name="onderwerp"] option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([['taart', 'Taart bestellen'], ['brood', 'Brood']]);
    expect(page.$('select[name="onderwerp"] option[value="brood"]')?.hasAttribute('selected')).toBe(true);
  });

  test('a select without a default starts on "Maak een keuze"', () => {
    const form: Form = { id: 'x', items: [{ id: 'a', identifier: 'smaak', label: 'Smaak', type: 'select', options: [{ value: 'z', title: 'Zoet' }], hide_label: '0' }] };
    const options = render(form).$$('select option');
    expect(options.map((o) => o.textContent)).toEqual(['Maak een keuze', 'Zoet']);
  });

  test('the submit button carries submit_title (fallback Versturen)', () => {
    const page = render(contactForm);
    const button = page.$('button[type="submit"]')!;
    expect(button.textContent).toBe('Verstuur bericht');
    // Enabled in the server HTML: without JavaScript it posts the form.
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.className).toContain('bg-primary-500');
    expect(render({ ...contactForm, submit_title: '' }).$('button')?.textContent).toBe('Versturen');
  });

  test('the server HTML is a form that posts without JavaScript: action, multipart, form_id, url, names', () => {
    const page = serverRender(
      <SiteProvider value={{ currentPath: '/contact' }}>
        <FormRenderer form={contactForm} />
      </SiteProvider>,
    );
    const form = page.$('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/services/websites/v1/forms/post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.id).toBe('formulier-contact');
    expect(page.$('input[type="hidden"][name="form_id"]')?.getAttribute('value')).toBe('contact');
    expect(page.$('input[type="hidden"][name="url"]')?.getAttribute('value')).toBe('/contact');
    const file = page.$('input[name="bijlage"]')!;
    expect(file.getAttribute('type')).toBe('file');
    expect(file.hasAttribute('multiple')).toBe(true);
    // Visible without JavaScript, inside the drop area with its text.
    expect(file.className).not.toContain('sr-only');
    expect(file.closest('label')?.textContent).toBe('Klik hier of sleep een afbeelding/bestand om deze up te loaden');
    expect(page.$('input[name="company_website"]')).not.toBeNull();
  });

  test('button style and alignment, labels beside the inputs', () => {
    const page = render(contactForm, { buttonType: 'secondary', buttonRowClassName: 'justify-end', labelAlign: 'left' });
    expect(page.$('button')?.className).toContain('bg-secondary-500');
    expect(page.$('button')?.parentElement?.className).toContain('justify-end');
    expect(page.$('[data-field="naam"]')?.className).toContain('md:grid-cols-[12rem_1fr]');
    expect(render(contactForm, { buttonType: 'default' }).$('button')?.className).toContain('bg-white');
  });

  test('unknown item types render as text inputs; items without a key are skipped', () => {
    const form = { id: 'x', items: [{ id: 'a', identifier: 'kleur', label: 'Kleur', type: 'color', hide_label: '0' }, { label: 'Geen sleutel' }] } as unknown as Form;
    const page = render(form);
    expect(page.$$('[data-field] input').map((input) => [input.getAttribute('name'), input.getAttribute('type')])).toEqual([['kleur', 'text']]);
    // Besides the items only the hidden form_id and url and the honeypot (off-screen, out of the tab order).
    expect(page.$$('input').map((input) => input.getAttribute('name'))).toEqual(['form_id', 'url', 'kleur', 'company_website']);
    expect(page.$('input[name="company_website"]')?.getAttribute('tabindex')).toBe('-1');
  });

  describe('after a post without JavaScript (an outcome)', () => {
    const refused: FormOutcome = {
      form_id: 'contact',
      status: 'invalid',
      message: '',
      redirection_url: '0',
      errors: { naam: ['Dit veld is verplicht.'], datum: ['Vul een geldige datum in (jjjj-mm-dd).'], general: ['Te veel formulieren verzonden vanaf dit adres.'] },
      values: { naam: ' ', email: 'anna@example.nl', onderwerp: 'taart', bericht: 'Twee taarten', datum: '2024-02-30', bijlage: ['uploads/contact/taart.png'] },
    };

    test('refused: the errors under their fields, the rest in the red box, what was entered filled in', () => {
      const page = render(contactForm, { outcome: refused });
      const naam = page.$('input[name="naam"]')!;
      expect(naam.getAttribute('value')).toBe(' ');
      expect(naam.getAttribute('aria-invalid')).toBe('true');
      expect(page.$(`[id="${naam.getAttribute('aria-describedby')}"]`)?.textContent).toBe('Dit veld is verplicht.');
      expect(page.$('[data-field="datum"] ul')?.textContent).toBe('Vul een geldige datum in (jjjj-mm-dd).');
      expect(page.$('[role="alert"]')?.textContent).toBe('Te veel formulieren verzonden vanaf dit adres.');
      expect(page.$('input[name="email"]')?.getAttribute('value')).toBe('anna@example.nl');
      expect(page.$('select[name="onderwerp"] option[value="taart"]')?.hasAttribute('selected')).toBe(true);
      expect(page.$('textarea[name="bericht"]')?.textContent).toBe('Twee taarten');
      // The password was not sent back: empty.
      expect(page.$('input[name="code"]')?.getAttribute('value')).toBe('');
      // The upload stored by the refused post: listed, and posted again as its path.
      expect(page.$$('input[type="hidden"][name="bijlage"]').map((input) => input.getAttribute('value'))).toEqual(['uploads/contact/taart.png']);
      expect(page.$('[data-uploaded-file]')?.textContent).toBe('taart.png');
      expect(page.$('[role="status"]')?.textContent).toBe('');
    });

    test("sent: the form's message beside the button and the fields at their start", () => {
      const sent: FormOutcome = { ...refused, status: 'sent', message: 'Dank je, we bellen je!', errors: {}, values: {} };
      const page = render(contactForm, { outcome: sent });
      expect(page.$('button[type="submit"] + [role="status"]')?.textContent).toBe('Dank je, we bellen je!');
      expect(page.$('input[name="naam"]')?.getAttribute('value')).toBe('');
      expect(page.$('textarea[name="bericht"]')?.textContent).toBe('Hallo,');
      expect(page.$('[role="alert"]')).toBeNull();
      // Without a message of its own the form's message shows.
      expect(render(contactForm, { outcome: { ...sent, message: '' } }).$('button[type="submit"] + [role="status"]')?.textContent).toBe('Bedankt, we nemen snel contact op.');
    });

    test("another form's outcome changes nothing", () => {
      const page = render(contactForm, { outcome: { ...refused, form_id: 'nieuwsbrief' } });
      expect(page.$('[aria-invalid]')).toBeNull();
      expect(page.$('input[name="email"]')?.getAttribute('value')).toBe('');
    });
  });
});
