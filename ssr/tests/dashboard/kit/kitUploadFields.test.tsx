// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderKitForm } from './renderKitForm.tsx';

const uploads = vi.hoisted(() => ({
  uploadFile: vi.fn(),
  deleteFile: vi.fn(),
  fileUrl: vi.fn(),
  toastError: vi.fn(),
}));

vi.mock('../../../dashboard/files/upload.ts', async (original) => ({
  ...(await original<typeof import('../../../dashboard/files/upload.ts')>()),
  uploadFile: uploads.uploadFile,
  deleteFile: uploads.deleteFile,
  fileUrl: uploads.fileUrl,
}));

vi.mock('sonner', async (original) => {
  const real = await original<typeof import('sonner')>();
  return { ...real, toast: Object.assign((...args: unknown[]) => (real.toast as (...a: unknown[]) => unknown)(...args), real.toast, { error: uploads.toastError }) };
});

function photo(name = 'foto.png', type = 'image/png') {
  return new File(['png'], name, { type });
}

function stored(name: string) {
  const path = `20261126-101500-abcd1234-${name}`;
  return { path, url: `/api/services/websites/v1/files/public/1/owner/${path}`, contentType: 'image/png', size: 3, isPrivate: false };
}

beforeEach(() => {
  uploads.uploadFile.mockReset();
  uploads.deleteFile.mockReset();
  uploads.fileUrl.mockReset();
  uploads.toastError.mockReset();
});

describe('image', () => {
  it('uploads a picked image with the transparency rules and stores items', async () => {
    uploads.uploadFile.mockImplementation(async (file: File, _options, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      return stored(file.name);
    });
    const form = renderKitForm([{ type: 'image', key: 'logo', title: 'Logo', settings: { maxFiles: 1 } }]);
    expect(screen.getByText('Klik hier of sleep een afbeelding/bestand om deze up te loaden')).toBeTruthy();
    // Transparency kept by default; off, a background colour appears and is sent.
    expect(screen.queryByLabelText('Achtergrondkleur')).toBeNull();
    await form.user.click(screen.getByRole('switch', { name: 'Transparantie behouden' }));
    const colour = screen.getByLabelText('Achtergrondkleur') as HTMLInputElement;
    expect(colour.value).toBe('#ffffff');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await form.user.upload(input, photo());
    await waitFor(() => expect(form.values().logo).toEqual([{ path: stored('foto.png').path, name: 'foto.png', url: stored('foto.png').url }]));
    expect(uploads.uploadFile.mock.calls[0][1]).toMatchObject({ isPrivate: false, maintainTransparency: false, backgroundColor: '255, 255, 255' });
    // form.values() changes in onChange, before React renders the new value: wait for that render.
    expect(await screen.findByRole('img', { name: 'foto.png' })).toBeTruthy();
    // maxFiles reached: no upload panel.
    expect(screen.queryByText('Klik hier of sleep een afbeelding/bestand om deze up te loaden')).toBeNull();
    expect(screen.getByText('Het maximum van 1 bestand is bereikt.')).toBeTruthy();
  });

  it('shows the API refusal under the upload and keeps the value', async () => {
    const { ApiError } = await import('../../../dashboard/api.ts');
    uploads.uploadFile.mockRejectedValue(new ApiError(422, { file: ['Deze afbeelding is beschadigd of onvolledig en kan niet gelezen worden.'] }));
    const form = renderKitForm([{ type: 'image', key: 'logo', title: 'Logo' }], { logo: '' });
    await form.user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, photo('kapot.png'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Deze afbeelding is beschadigd');
    expect(form.values().logo).toBe('');
  });
});

describe('refused file calls are error toasts (spec 001 §8)', () => {
  it('a refused signed URL abandons the upload, each message a toast', async () => {
    const { SignedUrlRefused } = await import('../../../dashboard/files/upload.ts');
    uploads.uploadFile.mockRejectedValue(new SignedUrlRefused(400, { filePath: ['Dit soort bestand kan niet worden geüpload.'], contentType: ['Kies een afbeelding.'] }));
    const form = renderKitForm([{ type: 'image', key: 'logo', title: 'Logo' }], { logo: '' });
    await form.user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, photo('plan.png'));
    await waitFor(() => expect(uploads.toastError.mock.calls.map(([message]) => message)).toEqual(['plan.png: Dit soort bestand kan niet worden geüpload.', 'plan.png: Kies een afbeelding.']));
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
    expect(form.values().logo).toBe('');
  });

  it('a refused delete keeps the file and toasts each message', async () => {
    const { ApiError } = await import('../../../dashboard/api.ts');
    uploads.deleteFile.mockRejectedValue(new ApiError(409, { filePath: ['Dit bestand wordt nog gebruikt.'], general: ['Probeer het later opnieuw.'] }));
    const first = stored('a.pdf');
    const form = renderKitForm([{ type: 'file', key: 'docs', title: 'Documenten' }], { docs: [{ path: first.path, name: 'a.pdf', url: first.url }] });
    await form.user.click(screen.getByRole('button', { name: 'a.pdf verwijderen' }));
    await form.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Volledig verwijderen' }));
    await waitFor(() => expect(uploads.toastError.mock.calls.map(([message]) => message)).toEqual(['Dit bestand wordt nog gebruikt.', 'Probeer het later opnieuw.']));
    expect(form.values().docs).toEqual([{ path: first.path, name: 'a.pdf', url: first.url }]);
  });

  it('downloading asks files/get for a fresh URL and opens it; a refusal is a toast', async () => {
    const { ApiError } = await import('../../../dashboard/api.ts');
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const first = stored('a.pdf');
    renderKitForm([{ type: 'file', key: 'docs', title: 'Documenten', settings: { isPrivate: true } }], { docs: [{ path: first.path, name: 'a.pdf', url: first.url }, { path: 'https://cdn.example/b.pdf', name: 'b.pdf', url: 'https://cdn.example/b.pdf' }] });
    uploads.fileUrl.mockResolvedValueOnce('https://files.example/a.pdf?signature=1');
    screen.getByRole('button', { name: 'a.pdf downloaden' }).click();
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/a.pdf?signature=1'));
    expect(uploads.fileUrl).toHaveBeenCalledWith(first.path, true, null);
    expect(tab.opener).toBeNull();
    // A file added by URL is opened as it is.
    screen.getByRole('button', { name: 'b.pdf downloaden' }).click();
    expect(open).toHaveBeenLastCalledWith('https://cdn.example/b.pdf', '_blank', 'noopener');
    uploads.fileUrl.mockRejectedValueOnce(new ApiError(404, { filePath: ['Dit bestand bestaat niet meer.'] }));
    screen.getByRole('button', { name: 'a.pdf downloaden' }).click();
    await waitFor(() => expect(uploads.toastError).toHaveBeenCalledWith('Dit bestand bestaat niet meer.'));
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });
});

describe('file', () => {
  it('keeps a pipe-separated value; moves, adds by URL and deletes only here', async () => {
    const form = renderKitForm([{ type: 'file', key: 'docs', title: 'Documenten' }], { docs: 'https://cdn.example/a.pdf|https://cdn.example/b.pdf' });
    const list = screen.getByRole('list', { name: 'Documenten: bestanden' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'a.pdf omhoog' }) as HTMLButtonElement).disabled).toBe(true);
    await form.user.click(screen.getByRole('button', { name: 'a.pdf omlaag' }));
    expect(form.values().docs).toBe('https://cdn.example/b.pdf|https://cdn.example/a.pdf');
    expect(screen.getByRole('button', { name: 'b.pdf downloaden' })).toBeTruthy();

    await form.user.type(screen.getByRole('textbox', { name: 'Toevoegen via URL' }), 'geen url');
    await form.user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(screen.getByText('Vul een URL in die met https:// of / begint.')).toBeTruthy();
    await form.user.clear(screen.getByRole('textbox', { name: 'Toevoegen via URL' }));
    await form.user.type(screen.getByRole('textbox', { name: 'Toevoegen via URL' }), 'https://cdn.example/c.pdf{Enter}');
    expect(form.values().docs).toBe('https://cdn.example/b.pdf|https://cdn.example/a.pdf|https://cdn.example/c.pdf');

    // A file added by URL can only be removed here; cancel keeps it.
    await form.user.click(screen.getByRole('button', { name: 'c.pdf verwijderen' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).queryByRole('button', { name: 'Volledig verwijderen' })).toBeNull();
    await form.user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(form.values().docs).toContain('c.pdf');
    await form.user.click(screen.getByRole('button', { name: 'c.pdf verwijderen' }));
    await form.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Alleen hier verwijderen' }));
    expect(form.values().docs).toBe('https://cdn.example/b.pdf|https://cdn.example/a.pdf');
    expect(uploads.deleteFile).not.toHaveBeenCalled();
  });

  it('deletes an uploaded file fully through the API; an array stays an array', async () => {
    uploads.deleteFile.mockResolvedValue(undefined);
    const first = stored('a.pdf');
    const form = renderKitForm([{ type: 'file', key: 'docs', title: 'Documenten', settings: { isPrivate: true } }], { docs: [{ path: first.path, name: 'a.pdf', url: first.url }] });
    await form.user.click(screen.getByRole('button', { name: 'a.pdf verwijderen' }));
    await form.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Volledig verwijderen' }));
    await waitFor(() => expect(form.values().docs).toEqual([]));
    expect(uploads.deleteFile).toHaveBeenCalledWith(first.path, true, null);

    const urls = renderKitForm([{ type: 'file', key: 'list', title: 'Lijst' }], { list: ['/a.pdf', '/b.pdf'] });
    await urls.user.click(screen.getByRole('button', { name: 'b.pdf omhoog' }));
    expect(urls.values().list).toEqual(['/b.pdf', '/a.pdf']);
  });

  it('disabled while the form loads; errors under the field; hidden by a conditional', () => {
    renderKitForm(
      [
        { type: 'file', key: 'docs', title: 'Documenten' },
        { type: 'image', key: 'hidden_image', title: 'Verborgen', conditional: { key: 'show', value: '1' } },
      ],
      { docs: ['/a.pdf'], show: '0' },
      { loading: true, errors: { docs: ['Kies een document.'] } },
    );
    expect((screen.getByRole('button', { name: 'a.pdf verwijderen' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Kies een document.')).toBeTruthy();
    expect(screen.queryByText('Verborgen')).toBeNull();
  });
});
