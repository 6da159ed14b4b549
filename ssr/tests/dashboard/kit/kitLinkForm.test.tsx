// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyLink, LINK_REL, linkErrors, linkFormFields } from '../../../dashboard/kit/index.ts';
import { renderKitForm } from './renderKitForm.tsx';

describe('the link form', () => {
  it('stores type_link, href, target, rel and hideunderline in the spec values', async () => {
    const form = renderKitForm(linkFormFields, emptyLink());
    await form.user.type(screen.getByRole('textbox', { name: /^Link/ }), 'https://example.org');
    await form.user.click(screen.getByLabelText('Openen in een nieuw tabblad'));
    await form.user.click(screen.getByLabelText(/nofollow/));
    await form.user.click(screen.getByLabelText('Zonder onderstreping'));
    expect(form.values()).toEqual({ type_link: 'link', href: 'https://example.org', target: '_blank', rel: LINK_REL, hideunderline: '1' });
    await form.user.click(screen.getByLabelText('Openen in een nieuw tabblad'));
    await form.user.click(screen.getByLabelText('Zonder onderstreping'));
    expect(form.values()).toMatchObject({ target: '', hideunderline: '' });
  });

  it("'Bestand' hides the typed address (the href then comes from a file)", async () => {
    const form = renderKitForm(linkFormFields, emptyLink());
    await form.user.click(screen.getByLabelText('Bestand'));
    expect(form.values().type_link).toBe('file');
    expect(screen.queryByRole('textbox', { name: /^Link/ })).toBeNull();
  });

  it('checks the address in Dutch and shows the error under the field', () => {
    expect(linkErrors({ ...emptyLink() })).toEqual({ href: ['Vul een link in.'] });
    expect(linkErrors({ ...emptyLink(), href: 'javascript:alert(1)' }).href?.[0]).toContain('begint met');
    expect(linkErrors({ ...emptyLink(), href: '/contact' })).toEqual({});
    expect(linkErrors({ ...emptyLink(), type_link: 'file' })).toEqual({ href: ['Kies een bestand.'] });
    renderKitForm(linkFormFields, emptyLink(), { errors: linkErrors(emptyLink()) });
    expect(screen.getByText('Vul een link in.')).toBeTruthy();
  });
});
