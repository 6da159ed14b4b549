// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { SiteProvider } from '../site/SiteContext.tsx';
import { contactForm } from '../test/forms.ts';
import { FormRenderer } from './FormRenderer.tsx';
import { UNAVAILABLE_MESSAGE } from './formSubmission.ts';

const API = 'https://api.example';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderForm(form = contactForm) {
  return render(
    <SiteProvider value={{ apiBase: API }}>
      <FormRenderer form={form} />
    </SiteProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const button = () => screen.getByRole('button', { name: 'Verstuur bericht' }) as HTMLButtonElement;

function type(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

function pending() {
  let resolve: (response: Response) => void = () => {};
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>((done) => (resolve = done)));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, resolve: (response: Response) => resolve(response) };
}

describe('form renderer in the browser', () => {
  test('submitting: spinner, disabled button, further clicks ignored; the typed values are sent', async () => {
    window.history.replaceState(null, '', '/contact?bron=test');
    const { fetchMock, resolve } = pending();
    renderForm();
    type('Naam', 'Anna');
    type('E-mailadres', 'anna@example.nl');
    fireEvent.click(button());
    expect(button().disabled).toBe(true);
    expect(button().querySelector('svg.animate-spin')).not.toBeNull();
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button());
    fireEvent.submit(screen.getByRole('form'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(`${API}/api/services/websites/v1/forms/submit`);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      form_id: 'contact',
      fields: { naam: 'Anna', email: 'anna@example.nl', onderwerp: 'brood', bericht: 'Hallo,', datum: '', tijd: '', code: '', bijlage: [] },
      url: `${window.location.origin}/contact?bron=test`,
    });
    await act(async () => resolve(answer(200, { message: 'Dank je, Anna!', redirection_url: '0' })));
    expect(button().disabled).toBe(false);
  });

  test('success: the message beside the button, fields back to their start values, no redirect for "0"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { message: 'Dank je, Anna!', redirection_url: '0' })));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderForm();
    type('Naam', 'Anna');
    type('Bericht', 'Twee broden graag');
    fireEvent.click(button());
    expect(await screen.findByText('Dank je, Anna!')).toBeTruthy();
    expect(screen.getByText('Dank je, Anna!').getAttribute('role')).toBe('status');
    expect(input('Naam').value).toBe('');
    expect(input('Bericht').value).toBe('Hallo,');
    expect(assign).not.toHaveBeenCalled();
  });

  test("without a message in the answer the form's own message shows; redirection_url redirects", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { redirection_url: '/bedankt' })));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderForm();
    fireEvent.click(button());
    expect(await screen.findByText('Bedankt, we nemen snel contact op.')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith('/bedankt');
  });

  test("the answer's redirection_url '0' wins over the form's own redirect", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { message: 'Ok', redirection_url: '0' })));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderForm({ ...contactForm, redirection_url: '/bedankt' });
    fireEvent.click(button());
    expect(await screen.findByText('Ok')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  test('errors: all shown together, a field under its input, the rest above the button; values kept', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(422, {
      errors: { naam: ['Vul je naam in.', 'Minimaal 2 tekens.'], email: ['Ongeldig e-mailadres.'], general: ['Controleer het formulier.'] },
    })));
    renderForm();
    type('Naam', 'A');
    type('E-mailadres', 'anna@');
    fireEvent.click(button());
    const general = await screen.findByRole('alert');
    expect(general.textContent).toBe('Controleer het formulier.');
    expect(general.className).toContain('border-red-500');
    // The box sits above the submit button.
    expect(general.compareDocumentPosition(button()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const naam = input('Naam');
    expect(naam.getAttribute('aria-invalid')).toBe('true');
    const messages = document.getElementById(naam.getAttribute('aria-describedby')!)!;
    expect(Array.from(messages.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Vul je naam in.', 'Minimaal 2 tekens.']);
    expect(messages.className).toContain('text-red-600');
    expect(document.getElementById(input('E-mailadres').getAttribute('aria-describedby')!)?.textContent).toBe('Ongeldig e-mailadres.');
    expect(naam.value).toBe('A');
    // The focus moves in an effect after the errors are shown: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(naam));
  });

  test('the honeypot is hidden from people and sent only when a bot filled it in', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, { message: 'Ok', redirection_url: '0' }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>('input[name="company_website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    fireEvent.click(button());
    await screen.findByText('Ok');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).company_website).toBe('https://spam.example');
  });

  test('a missing submit endpoint (404) shows the Dutch message and keeps what was typed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(404, { errors: { general: ['Niet gevonden.'] } })));
    renderForm();
    type('Naam', 'Anna');
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(UNAVAILABLE_MESSAGE);
    expect(input('Naam').value).toBe('Anna');
    await waitFor(() => expect(button().disabled).toBe(false));
  });

  test('a new submit clears the previous errors', async () => {
    const fetchMock = vi.fn()
      .mockResolvedValueOnce(answer(422, { errors: { naam: ['Vul je naam in.'] } }))
      .mockResolvedValueOnce(answer(200, { message: 'Gelukt' }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(button());
    expect(await screen.findByText('Vul je naam in.')).toBeTruthy();
    type('Naam', 'Anna');
    fireEvent.click(button());
    expect(await screen.findByText('Gelukt')).toBeTruthy();
    expect(screen.queryByText('Vul je naam in.')).toBeNull();
    expect(input('Naam').hasAttribute('aria-invalid')).toBe(false);
  });
});
