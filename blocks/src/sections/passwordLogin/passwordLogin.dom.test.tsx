// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { PageSections } from '../../render/PageSections.tsx';
import type { Section } from '../../site/types.ts';
import { project } from '../../test/fixtures.ts';
import { fetchSecuredComponents } from './securedPage.ts';

const API = 'https://api.example';
const ENDPOINT = `${API}/api/services/websites/v1/secured/page-designer/get`;
const publicSections: Section[] = [{ id: 'login', template: 'passwordLogin', meta: {} }];
const securedSections: Section[] = [{ id: 'geheim', template: 'PageNotFound', meta: { title: 'Geheime inhoud', description: 'Alleen voor leden.' } }];

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderPage(apiBase = API) {
  return render(<PageSections sections={publicSections} context={{ project, apiBase, currentPath: '/leden/' }} />);
}

const SAME_ORIGIN_ENDPOINT = '/api/services/websites/v1/secured/page-designer/get';

function submit(password: string) {
  fireEvent.change(screen.getByPlaceholderText('Je wachtwoord'), { target: { value: password } });
  fireEvent.submit(screen.getByPlaceholderText('Je wachtwoord').closest('form')!);
}

type FetchMock = { mock: { calls: unknown[][] } };

function sentBody(fetchMock: FetchMock, call = 0) {
  return JSON.parse((fetchMock.mock.calls[call][1] as RequestInit).body as string);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/leden/');
});

describe('password login in the browser', () => {
  test('the right password replaces the page with the secured sections and is remembered', async () => {
    let resolve: (response: Response) => void = () => {};
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>((done) => (resolve = done)));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    submit('geheim123');
    const button = screen.getByRole('button', { name: 'Inloggen' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(ENDPOINT);
    expect(sentBody(fetchMock)).toEqual({ website_id: 7, page_id: '/leden', password: 'geheim123' });

    await act(async () => resolve(answer(200, { components: securedSections })));
    expect(await screen.findByText('Geheime inhoud')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Je wachtwoord')).toBeNull();
    expect(window.localStorage.getItem('wspkt')).toBe('geheim123');
  });

  test('a second submit while the first runs is ignored', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    submit('een');
    submit('twee');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a wrong password lists every error message in a red box and forgets the stored one', async () => {
    window.localStorage.setItem('wspkt', 'verlopen');
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer(422, { errors: { password: ['Het wachtwoord is onjuist.'], general: ['Probeer het opnieuw.'] } }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage('');
    const alert = await screen.findByRole('alert');
    // The remembered password was tried on load, against the site's own API.
    expect(fetchMock.mock.calls[0][0]).toBe(SAME_ORIGIN_ENDPOINT);
    expect(sentBody(fetchMock).password).toBe('verlopen');
    expect(Array.from(alert.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Het wachtwoord is onjuist.', 'Probeer het opnieuw.']);
    expect(alert.className).toContain('border-red-500');
    expect(window.localStorage.getItem('wspkt')).toBeNull();
    expect(screen.getByPlaceholderText('Je wachtwoord')).toBeTruthy();
  });

  test('a remembered password opens the page on load', async () => {
    window.localStorage.setItem('wspkt', 'geheim123');
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer(200, { components: securedSections }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage('');
    expect(await screen.findByText('Alleen voor leden.')).toBeTruthy();
    expect(sentBody(fetchMock)).toEqual({ website_id: 7, page_id: '/leden', password: 'geheim123' });
  });

  test('a network failure shows a general message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    renderPage();
    submit('geheim123');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Er ging iets mis bij het inloggen. Probeer het later opnieuw.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inloggen' }).hasAttribute('disabled')).toBe(false));
  });

  test('the root path is sent as /', async () => {
    window.history.replaceState(null, '', '/');
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer(200, { components: [] }));
    vi.stubGlobal('fetch', fetchMock);
    render(<PageSections sections={publicSections} context={{ project, currentPath: '/' }} />);
    submit('x');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/services/websites/v1/secured/page-designer/get');
    expect(sentBody(fetchMock).page_id).toBe('/');
  });

  test('with another API origin the remembered password is never sent on load; a typed one still is', async () => {
    window.localStorage.setItem('wspkt', 'geheim123');
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer(200, { components: securedSections }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(API);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inloggen' }).hasAttribute('disabled')).toBe(false));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('wspkt')).toBe('geheim123');
    submit('getypt');
    expect(await screen.findByText('Alleen voor leden.')).toBeTruthy();
    expect(sentBody(fetchMock).password).toBe('getypt');
  });

  test('templates, forms and menus of the unlock answer are available to the secured sections', async () => {
    const template = {
      id: 'geheim-blok',
      title: 'Horecaprijzen',
      components: [{ id: 'prijs', template: 'PageNotFound', meta: { title: 'Croissants voor 55 cent', description: 'Alleen horeca.' } }],
    };
    const secured: Section[] = [{ id: 'plek', template: 'templatePartial', meta: { template: 'geheim-blok' } }];
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { components: secured, templates: { 'geheim-blok': template }, menus: {}, forms: {} })));
    renderPage('');
    submit('geheim123');
    expect(await screen.findByText('Croissants voor 55 cent')).toBeTruthy();
  });
});

describe('the unlock answer', () => {
  test('brings the project fields the secured sections render with', async () => {
    const secured = { title: 'Bakkerij', global_fields: { kleur: 'rood' }, modules: { webshop: { shoppingcart_page: '/mand' } } };
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { components: securedSections, menus: {}, forms: {}, templates: {}, project: secured })));
    const result = await fetchSecuredComponents({ apiBase: API, websiteId: 7, path: '/leden', password: 'geheim123' });
    expect(result.ok && result.references.project).toEqual(secured);
  });
});
