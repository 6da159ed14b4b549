// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshField } from '../../../dashboard/kit/index.ts';
import { renderKitForm } from './renderKitForm.tsx';

type Call = { method: string; url: string; body: unknown };

/** The owner API as a map of 'GET /path' to answers; every call is recorded. */
function stubApi(routes: Record<string, unknown | ((body: unknown) => { status: number; json: unknown })>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const route = routes[`${method} ${url}`];
      const answer = typeof route === 'function' ? route(body) : route === undefined ? { status: 404, json: { errors: { general: ['Niet gevonden.'] } } } : { status: 200, json: route };
      return { ok: answer.status < 400, status: answer.status, headers: { get: () => null }, json: async () => answer.json };
    }),
  );
  return calls;
}

const API = '/api/owner/v1/projects/7';
beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('menu, form and partial', () => {
  it("menu: the project's menus from the owner API; a section stores the id as a string", async () => {
    const menus = [{ id: 'main', title: 'Hoofdmenu' }, { id: 'footer', title: 'Footermenu' }];
    const calls = stubApi({ [`GET ${API}/menus`]: { menus } });
    const form = renderKitForm([{ type: 'menu', key: 'main_menu_menu', title: 'Hoofdmenu' }], { main_menu_menu: '' }, { project: 7 });
    await form.user.click(screen.getByRole('combobox', { name: 'Hoofdmenu' }));
    await form.user.click(await screen.findByRole('option', { name: 'Footermenu' }));
    expect(form.values().main_menu_menu).toBe('footer');
    expect(calls.map((c) => c.url)).toEqual([`${API}/menus`]);
    // The event named after the key reloads the list (a menu made elsewhere).
    menus.push({ id: 'extra', title: 'Actiemenu' });
    act(() => refreshField('main_menu_menu'));
    await waitFor(() => expect(calls).toHaveLength(2));
    await form.user.clear(screen.getByRole('combobox', { name: 'Hoofdmenu' }));
    expect(await screen.findByRole('option', { name: 'Actiemenu' })).toBeTruthy();
  });

  it("form: a block's object value keeps its shape ({id}); 'No options available' without forms", async () => {
    stubApi({ [`GET ${API}/forms`]: { forms: [{ id: 'contact', title: 'Contact' }] } });
    const form = renderKitForm([{ type: 'form', key: 'forms', title: 'Formulier' }], { forms: { id: '' } }, { project: 7 });
    await form.user.click(screen.getByRole('combobox', { name: 'Formulier' }));
    await form.user.click(await screen.findByRole('option', { name: 'Contact' }));
    expect(form.values().forms).toEqual({ id: 'contact' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Formulier' })).toHaveProperty('value', 'Contact'));

    stubApi({ [`GET ${API}/templates`]: { templates: [] } });
    const other = renderKitForm([{ type: 'partial', key: 'template', title: 'Template' }], { template: '' }, { project: 7 });
    await other.user.click(screen.getByRole('combobox', { name: 'Template' }));
    expect(await screen.findByText('No options available')).toBeTruthy();
  });

  it("partial: the reusable templates; errors under it; hidden by its conditional", async () => {
    stubApi({ [`GET ${API}/templates`]: { templates: [{ id: 'usp', title: 'USP-balk' }] } });
    const definition = [
      { type: 'boolean' as const, key: 'use', title: 'Template gebruiken' },
      { type: 'partial' as const, key: 'template', title: 'Template', conditional: { key: 'use', value: '1' } },
    ];
    const form = renderKitForm(definition, { use: '1', template: '' }, { project: 7, errors: { template: ['Kies een template.'] } });
    expect(screen.getByText('Kies een template.')).toBeTruthy();
    await form.user.click(screen.getByRole('combobox', { name: 'Template' }));
    await form.user.click(await screen.findByRole('option', { name: 'USP-balk' }));
    expect(form.values().template).toBe('usp');
    await form.user.keyboard('{Escape}');
    await form.user.click(screen.getByRole('switch', { name: 'Template gebruiken' }));
    expect(screen.queryByRole('combobox', { name: 'Template' })).toBeNull();
  });
});

describe('select_prefill', () => {
  const products = [{ id: 'brood', title: 'Brood' }, { id: 'taart', title: 'Taart' }];
  const categories = [{ id: 'gebak', title: 'Gebak', parent: null }];

  it('one product: {id}', async () => {
    const calls = stubApi({ [`GET ${API}/products?limit=200`]: { products, total: 2 } });
    const form = renderKitForm([{ type: 'select_prefill', key: 'product_mutated', title: 'Product' }], { product_mutated: {} }, { project: 7 });
    await form.user.click(screen.getByRole('combobox', { name: 'Product' }));
    await form.user.click(await screen.findByRole('option', { name: 'Taart' }));
    expect(form.values().product_mutated).toEqual({ id: 'taart' });
    expect(calls[0].url).toBe(`${API}/products?limit=200`);
  });

  it('several products with a category, a limit and filters; empty keys left out', async () => {
    stubApi({ [`GET ${API}/products?limit=200`]: { products }, [`GET ${API}/categories?limit=200`]: { categories } });
    const form = renderKitForm(
      [{ type: 'select_prefill', key: 'products_mutated', title: 'Productselectie', multiple: true, settings: { selection: true } }],
      { products_mutated: {} },
      { project: 7 },
    );
    await form.user.click(screen.getByRole('combobox', { name: 'Productselectie' }));
    await form.user.click(await screen.findByRole('option', { name: 'Brood' }));
    expect(form.values().products_mutated).toEqual({ ids: ['brood'] });
    await form.user.keyboard('{Escape}');
    await form.user.click(screen.getByRole('combobox', { name: /categorie/ }));
    await form.user.click(await screen.findByRole('option', { name: 'Gebak' }));
    await form.user.keyboard('{Escape}');
    await form.user.type(screen.getByRole('textbox', { name: /hoogstens/ }), '500');
    await form.user.click(screen.getByRole('switch', { name: 'Filters tonen' }));
    expect(form.values().products_mutated).toEqual({ ids: ['brood'], category: 'gebak', limit: 200, filters: true });
    await form.user.click(screen.getByRole('button', { name: 'Verwijder Brood' }));
    await form.user.clear(screen.getByRole('textbox', { name: /hoogstens/ }));
    await form.user.click(screen.getByRole('switch', { name: 'Filters tonen' }));
    expect(form.values().products_mutated).toEqual({ category: 'gebak' });
  });
});

describe('category_connections', () => {
  const categories = [
    { id: 'gebak', title: 'Gebak', parent: null, position: 0 },
    { id: 'taart', title: 'Taart', parent: 'gebak', position: 0 },
    { id: 'brood', title: 'Brood', parent: null, position: 1 },
  ];

  it('checkboxes in tree order, indented by level; stores {ids} and {parent}', async () => {
    stubApi({ [`GET ${API}/categories?limit=200`]: { categories } });
    const form = renderKitForm([{ type: 'category_connections', key: 'productcategories_mutated', title: 'Categorieselectie' }], { productcategories_mutated: {} }, { project: 7 });
    const group = screen.getByRole('group', { name: 'Categorieselectie' });
    await waitFor(() => expect(within(group).getAllByRole('checkbox')).toHaveLength(3));
    const labels = within(group).getAllByRole('checkbox').map((box) => box.closest('label'));
    expect(labels.map((label) => label?.textContent)).toEqual(['Gebak', 'Taart', 'Brood']);
    expect(labels[1]?.className).toContain('pl-6');
    expect(labels[0]?.className).toContain('pl-0');
    await form.user.click(within(group).getByLabelText('Taart'));
    expect(form.values().productcategories_mutated).toEqual({ ids: ['taart'] });
    await form.user.click(within(group).getByLabelText('Taart'));
    expect(form.values().productcategories_mutated).toEqual({});
    await form.user.click(screen.getByRole('combobox', { name: /subcategorieën/ }));
    await form.user.click(await screen.findByRole('option', { name: 'Gebak' }));
    expect(form.values().productcategories_mutated).toEqual({ parent: 'gebak' });
  });

  it("'Nieuwe categorie' creates one through the API, reloads the list and checks it", async () => {
    const list = [...categories];
    const calls = stubApi({
      [`GET ${API}/categories?limit=200`]: { categories: list },
      [`POST ${API}/categories`]: (body: unknown) => {
        const entry = body as { id: string; title: string; parent: string | null };
        if (list.some((c) => c.id === entry.id)) return { status: 409, json: { errors: { id: ['Er bestaat al een categorie met deze sleutel.'] } } };
        list.push({ ...entry, position: 2 });
        return { status: 201, json: { category: entry } };
      },
    });
    const form = renderKitForm([{ type: 'category_connections', key: 'cats', title: 'Categorieën' }], { cats: {} }, { project: 7 });
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3));
    await form.user.click(screen.getByRole('button', { name: 'Nieuwe categorie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe categorie' });
    await form.user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(within(dialog).getByText('Geef de categorie een naam.')).toBeTruthy();
    await form.user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Gebak');
    await form.user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(dialog).findByText('Er bestaat al een categorie met deze sleutel.')).toBeTruthy();
    await form.user.clear(within(dialog).getByRole('textbox', { name: 'Naam' }));
    await form.user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Crème taarten');
    await form.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Bovenliggende categorie' }), 'gebak');
    await form.user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ id: 'creme-taarten', title: 'Crème taarten', parent: 'gebak' });
    expect(form.values().cats).toEqual({ ids: ['creme-taarten'] });
    expect(await screen.findByLabelText('Crème taarten')).toHaveProperty('checked', true);
  });

  it('says what to do when the project has no categories; errors under the field', async () => {
    stubApi({ [`GET ${API}/categories?limit=200`]: { categories: [] } });
    renderKitForm([{ type: 'category_connections', key: 'cats', title: 'Categorieën' }], {}, { project: 7, errors: { cats: ['Kies een categorie.'] } });
    expect(await screen.findByText("Nog geen categorieën. Maak er een met 'Nieuwe categorie'.")).toBeTruthy();
    expect(screen.getByText('Kies een categorie.')).toBeTruthy();
  });
});
