// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKitForm } from './renderKitForm.tsx';

describe('text fields', () => {
  it('text: label tied to the input, typed value stored as a string', async () => {
    const form = renderKitForm([{ type: 'text', key: 'name', title: 'Naam', placeholder: 'Je naam' }], { name: 'A' });
    const input = screen.getByLabelText('Naam');
    expect(input).toHaveProperty('value', 'A');
    expect(input.getAttribute('placeholder')).toBe('Je naam');
    await form.user.type(input, 'nna');
    expect(form.values()).toEqual({ name: 'Anna' });
  });

  it('url: a url input', async () => {
    const form = renderKitForm([{ type: 'url', key: 'link', title: 'Link' }]);
    const input = screen.getByLabelText('Link');
    expect(input.getAttribute('type')).toBe('url');
    await form.user.type(input, 'https://a.nl');
    expect(form.values().link).toBe('https://a.nl');
  });

  it('textarea: multi-line value', async () => {
    const form = renderKitForm([{ type: 'textarea', key: 'intro', title: 'Intro' }]);
    const input = screen.getByLabelText('Intro');
    expect(input.tagName).toBe('TEXTAREA');
    await form.user.type(input, 'a{Enter}b');
    expect(form.values().intro).toBe('a\nb');
  });

  it('password: hidden by default, shown with the toggle', async () => {
    const form = renderKitForm([{ type: 'password', key: 'pw', title: 'Wachtwoord' }]);
    const input = screen.getByLabelText('Wachtwoord');
    expect(input.getAttribute('type')).toBe('password');
    await form.user.type(input, 'geheim');
    await form.user.click(screen.getByRole('button', { name: 'Toon wachtwoord' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(form.values().pw).toBe('geheim');
  });

  it('hidden: carries its value, shows nothing', () => {
    const { container } = renderKitForm([{ type: 'hidden', key: 'id', title: 'Id' }], { id: 7 });
    const input = container.querySelector('input[type=hidden]');
    expect(input?.getAttribute('value')).toBe('7');
    expect(screen.queryByText('Id')).toBeNull();
  });

  it('errors: shown under the field, announced through aria-describedby and aria-invalid', () => {
    renderKitForm([{ type: 'text', key: 'name', title: 'Naam', help: 'Zoals op je factuur' }], {}, {
      errors: { name: ['Vul een naam in.'] },
    });
    const input = screen.getByLabelText('Naam');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Vul een naam in.');
    expect(described).toContain('Zoals op je factuur');
  });

  it('hide_title keeps the label for screen readers only', () => {
    renderKitForm([{ type: 'text', key: 'q', title: 'Zoeken', hide_title: true }]);
    expect(screen.getByText('Zoeken').className).toContain('sr-only');
    expect(screen.getByLabelText('Zoeken')).toBeTruthy();
  });

  it('disabled: a boolean or a function of the values', () => {
    renderKitForm(
      [
        { type: 'text', key: 'a', title: 'A', disabled: true },
        { type: 'text', key: 'b', title: 'B', disabled: (values) => values.locked === '1' },
      ],
      { locked: '1' },
    );
    expect(screen.getByLabelText('A')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('B')).toHaveProperty('disabled', true);
  });
});

describe('display fields', () => {
  it('title, description and content show text and store nothing', () => {
    renderKitForm([
      { type: 'title', title: 'Bedrijfsgegevens' },
      { type: 'description', title: 'Dit is een test beschrijving', align: 'center' },
      { type: 'content', key: 'summary', getter: (values) => `Totaal: ${values.total}` },
    ], { total: 3 });
    expect(screen.getByRole('heading', { name: 'Bedrijfsgegevens' })).toBeTruthy();
    expect(screen.getByText('Dit is een test beschrijving').className).toContain('text-center');
    expect(screen.getByText('Totaal: 3')).toBeTruthy();
  });
});
