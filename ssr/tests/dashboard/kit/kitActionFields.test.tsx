// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKitForm } from './renderKitForm.tsx';

describe('button', () => {
  it('runs its function with the values; a spinner while it runs, clicks ignored', async () => {
    let runs = 0;
    let finish: () => void = () => {};
    const form = renderKitForm(
      [
        { type: 'text', key: 'title', title: 'Titel' },
        {
          type: 'button',
          title: 'Titel voorstellen',
          function: ({ values, setValue }) =>
            new Promise<void>((resolve) => {
              runs += 1;
              finish = () => {
                setValue('title', `${values.name} – voorstel`);
                resolve();
              };
            }),
        },
      ],
      { name: 'Bakkerij' },
    );
    const button = screen.getByRole('button', { name: 'Titel voorstellen' });
    await form.user.click(button);
    expect(screen.getByText('Bezig')).toBeTruthy();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await form.user.click(button);
    expect(runs).toBe(1);
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByText('Bezig')).toBeNull());
    expect(form.values().title).toBe('Bakkerij – voorstel');
  });

  it('is disabled while the form loads, hidden by its conditional, shows its error', async () => {
    const definition = [
      { type: 'boolean' as const, key: 'show', title: 'Tonen' },
      { type: 'button' as const, key: 'sync', title: 'Synchroniseren', conditional: { key: 'show', value: '1' } },
    ];
    const form = renderKitForm(definition, { show: '1' }, { errors: { sync: ['Synchroniseren mislukt.'] } });
    const button = screen.getByRole('button', { name: 'Synchroniseren' });
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Synchroniseren mislukt.');
    form.rerenderWith({ loading: true });
    expect(screen.getByRole('button', { name: 'Synchroniseren' })).toHaveProperty('disabled', true);
    form.rerenderWith({ loading: false });
    await form.user.click(screen.getByRole('switch', { name: 'Tonen' }));
    expect(screen.queryByRole('button', { name: 'Synchroniseren' })).toBeNull();
  });
});

describe('submit_link', () => {
  it('submits the form like its button, once while submitting', async () => {
    const saved: unknown[] = [];
    let finish: () => void = () => {};
    const form = renderKitForm(
      [
        { type: 'text', key: 'name', title: 'Naam' },
        { type: 'submit_link', title: 'Opslaan en sluiten' },
      ],
      { name: 'Anna' },
      { onSubmit: (values) => new Promise<void>((resolve) => { saved.push(values.name); finish = resolve; }) },
    );
    await form.user.click(screen.getByRole('button', { name: 'Opslaan en sluiten' }));
    expect(saved).toEqual(['Anna']);
    // Submitting disables the link; a second click does nothing.
    expect(screen.getByRole('button', { name: 'Opslaan en sluiten' })).toHaveProperty('disabled', true);
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opslaan en sluiten' })).toHaveProperty('disabled', false));
  });
});

describe('dashboard_nuxt_link', () => {
  it('follows the dashboard router without a page load; the href stays for new tabs', async () => {
    window.history.replaceState(null, '', '/wm/kit');
    const form = renderKitForm([
      { type: 'dashboard_nuxt_link', title: "Naar menu's", settings: { to: '/wm/menus' } },
      { type: 'dashboard_nuxt_link', key: 'page', title: 'Pagina openen', getter: (values) => `/wm/pages/${values.page_id}` },
    ], { page_id: 12 });
    const link = screen.getByRole('link', { name: "Naar menu's" });
    expect(link.getAttribute('href')).toBe('/wm/menus');
    expect(screen.getByRole('link', { name: 'Pagina openen' }).getAttribute('href')).toBe('/wm/pages/12');
    let navigations = 0;
    const count = () => (navigations += 1);
    window.addEventListener('wm:navigate', count);
    await form.user.click(link);
    window.removeEventListener('wm:navigate', count);
    expect(window.location.pathname).toBe('/wm/menus');
    expect(navigations).toBe(1);
  });
});

describe('dashboard_accordion', () => {
  const definition = [
    {
      type: 'dashboard_accordion' as const,
      default_open: true,
      fields: [
        { type: 'group' as const, title: 'Logo', fields: [{ type: 'text' as const, key: 'logo_alt', title: 'Alt-tekst' }] },
        { type: 'text' as const, key: 'mobilenumber', title: 'Telefoonnummer' },
        { type: 'group' as const, title: 'Webwinkel', conditional: { key: 'shop', value: '1' }, fields: [{ type: 'text' as const, key: 'vat', title: 'Btw' }] },
      ],
    },
  ];

  it('opens the first panel by default and one panel at a time; edits store under their keys', async () => {
    const form = renderKitForm(definition, { shop: '0' });
    const logo = screen.getByRole('button', { name: 'Logo' });
    const phone = screen.getByRole('button', { name: 'Telefoonnummer' });
    expect(logo.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Webwinkel' })).toBeNull();
    await form.user.type(screen.getByRole('textbox', { name: 'Alt-tekst' }), 'Logo');
    expect(form.values().logo_alt).toBe('Logo');
    await form.user.click(phone);
    expect(phone.getAttribute('aria-expanded')).toBe('true');
    expect(logo.getAttribute('aria-expanded')).toBe('false');
    await form.user.type(screen.getByRole('textbox', { name: 'Telefoonnummer' }), '0612');
    expect(form.values().mobilenumber).toBe('0612');
  });

  it('closeOnSelfClick: opening a panel leaves the others open; a panel closes by its own header', async () => {
    const form = renderKitForm([{ ...definition[0], settings: { closeOnSelfClick: true } }], { shop: '0' });
    const logo = screen.getByRole('button', { name: 'Logo' });
    const phone = screen.getByRole('button', { name: 'Telefoonnummer' });
    await form.user.click(phone);
    expect(phone.getAttribute('aria-expanded')).toBe('true');
    expect(logo.getAttribute('aria-expanded')).toBe('true');
    await form.user.click(logo);
    expect(logo.getAttribute('aria-expanded')).toBe('false');
    expect(phone.getAttribute('aria-expanded')).toBe('true');
  });

  it('marks a panel whose fields have errors', () => {
    renderKitForm(definition, { shop: '1' }, { errors: { vat: ['Ongeldig btw-nummer.'] } });
    expect(screen.getByRole('button', { name: /Webwinkel\s*bevat fouten/ })).toBeTruthy();
  });
});
