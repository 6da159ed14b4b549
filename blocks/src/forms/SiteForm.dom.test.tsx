// @vitest-environment happy-dom
/**
 * A form on a page the visitor came back to after a post without JavaScript: its island
 * carries the outcome, renders it on the server and hydrates into the same state.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { startIslands } from '../islands/client.ts';
import { forms } from '../test/forms.ts';
import { renderIslandNode } from '../test/islandsRender.tsx';
import { stubUploadApi } from '../test/uploadApi.ts';
import { SiteForm } from './SiteForm.tsx';
import type { FormOutcome } from './formOutcome.ts';

const outcome: FormOutcome = {
  form_id: 'contact',
  status: 'invalid',
  message: '',
  redirection_url: '0',
  errors: { naam: ['Dit veld is verplicht.'], general: ['Probeer het opnieuw.'] },
  values: { naam: '', bericht: 'Twee taarten', bijlage: ['uploads/contact/taart.png'] },
};
const nieuwsbrief = { id: 'nieuwsbrief', title: 'Nieuwsbrief', items: [{ id: 'e', identifier: 'email', label: 'E-mail', type: 'text', hide_label: '0' }] };
const site = { project: { id: 1 }, page: { id: 1, path: '/contact' }, currentPath: '/contact', forms: { ...forms, nieuwsbrief }, formOutcome: outcome };

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('site form with an outcome', () => {
  test("only the outcome's own form gets it, as a prop; the site slice does not carry it", () => {
    const { data } = renderIslandNode(
      <>
        <SiteForm formKey="contact" />
        <SiteForm formKey={{ id: 'nieuwsbrief' }} />
      </>,
      site,
    );
    const [contact, letter] = Object.values(data!.islands);
    expect(contact.props).toMatchObject({ formKey: 'contact', outcome });
    expect(letter.props).not.toHaveProperty('outcome');
    expect(data!.site).not.toHaveProperty('formOutcome');
  });

  test('hydrates into the state the server rendered, and the visitor can go on from there', async () => {
    const errors = vi.spyOn(console, 'error');
    const api = stubUploadApi();
    const { html } = renderIslandNode(<SiteForm formKey="contact" />, site);
    document.body.innerHTML = html;
    stop = startIslands(document).stop;
    const bericht = document.querySelector('textarea[name="bericht"]') as HTMLTextAreaElement;
    expect(bericht.value).toBe('Twee taarten');
    bericht.dispatchEvent(new Event('focusin', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('wm-island')?.hasAttribute('data-hydrated')).toBe(true));
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Probeer het opnieuw.');
    expect(document.querySelector('input[name="naam"]')?.getAttribute('aria-invalid')).toBe('true');
    // Once hydrated, the kept upload can be deleted like any other.
    await waitFor(() => expect(document.querySelector('[data-uploaded-file] button')?.textContent).toBe('Verwijderen'));
    await waitFor(() => expect(document.querySelector('[data-uploaded-file] img')).not.toBeNull());
    expect(api.callsTo('files/visitor-get')).toEqual([{ filePath: 'uploads/contact/taart.png', isPrivate: true }]);
    // Hydrating did not move the visitor's focus to the first refused field.
    expect(document.activeElement).not.toBe(document.querySelector('input[name="naam"]'));
  });
});
