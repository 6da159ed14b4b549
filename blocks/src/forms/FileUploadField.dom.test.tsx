// @vitest-environment happy-dom
/**
 * The upload field of a form's file item, as a visitor uses it: files go one at a time
 * with a progress bar, refusals become toasts, uploads can be deleted after a
 * confirmation, and the form sends the uploads' paths.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SiteProvider } from '../site/SiteContext.tsx';
import type { Form } from '../site/types.ts';
import { file, sentFiles, storedPath, stubUploadApi } from '../test/uploadApi.ts';
import { DROP_TEXT } from './FileUploadField.tsx';
import { FormRenderer } from './FormRenderer.tsx';
import type { FormOutcome } from './formOutcome.ts';

const form: Form = {
  id: 'contact',
  title: 'Contact',
  submit_title: 'Versturen',
  message: 'Bedankt!',
  redirection_url: '0',
  items: [
    { id: '1', identifier: 'naam', label: 'Naam', type: 'text', hide_label: '0' },
    { id: '2', identifier: 'bijlagen', label: 'Bijlagen', type: 'file', hide_label: '0' },
  ],
};

function renderForm(outcome?: FormOutcome) {
  return render(
    <SiteProvider value={{ apiBase: '', currentPath: '/contact' }}>
      <FormRenderer form={form} outcome={outcome} />
    </SiteProvider>,
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"][name="bijlagen"]')!;
const dropArea = () => document.querySelector<HTMLElement>('[data-upload-drop]')!;
const toasts = () => [...document.querySelectorAll('[data-toast]')].map((toast) => toast.textContent);
const uploadedNames = () => [...document.querySelectorAll('[data-uploaded-file] span')].map((name) => name.textContent);

function choose(...files: File[]) {
  fireEvent.change(fileInput(), { target: { files } });
}

/** Waits for the nth file to be on its way, then finishes it. */
async function finishUpload(index: number, status = 200, body = '') {
  await waitFor(() => expect(sentFiles.length).toBeGreaterThan(index));
  await act(async () => sentFiles[index].finish(status, body));
}

describe('upload field', () => {
  test('the drop area holds a real multiple file input and the exact Dutch text', () => {
    stubUploadApi();
    renderForm();
    expect(dropArea().textContent).toBe(DROP_TEXT);
    expect(DROP_TEXT).toBe('Klik hier of sleep een afbeelding/bestand om deze up te loaden');
    expect(fileInput().multiple).toBe(true);
    // The input is inside the drop area (a label): a click or Enter on it opens the picker.
    expect(dropArea().tagName).toBe('LABEL');
    expect(dropArea().contains(fileInput())).toBe(true);
    expect(screen.getByLabelText('Bijlagen', { exact: false })).toBe(fileInput());
  });

  test('files go one at a time in the order chosen, each with its progress bar', async () => {
    const api = stubUploadApi();
    renderForm();
    choose(file('een.png'));
    await waitFor(() => expect(sentFiles).toHaveLength(1));
    // Chosen while the first is on its way: they wait their turn.
    choose(file('twee.pdf', 'application/pdf'), file('drie.png'));
    expect(api.callsTo('files/get/visitor-signed-url')).toEqual([
      { filePath: 'een.png', contentType: 'image/png', isPrivate: true, form_id: 'contact' },
    ]);
    const [first] = sentFiles;
    expect(first.method).toBe('PUT');
    expect(first.url).toBe('https://uploads.example/put/een.png');
    expect(first.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(first.timeout).toBe(0);
    expect((first.body as File).name).toBe('een.png');
    // All three wait in the queue, each with a bar.
    const queue = within(document.querySelector<HTMLElement>('[data-upload-queue]')!);
    expect(queue.getAllByRole('progressbar')).toHaveLength(3);
    act(() => first.progress(50, 100));
    expect((screen.getByLabelText('Voortgang van een.png') as HTMLProgressElement).value).toBe(0.5);
    expect((screen.getByLabelText('Voortgang van twee.pdf') as HTMLProgressElement).value).toBe(0);
    // The second starts only when the first is done.
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sentFiles).toHaveLength(1);
    await finishUpload(0);
    await finishUpload(1);
    await finishUpload(2);
    expect(api.callsTo('files/get/visitor-signed-url').map((body) => body.filePath)).toEqual(['een.png', 'twee.pdf', 'drie.png']);
    await waitFor(() => expect(uploadedNames()).toEqual(['een.png', 'twee.pdf', 'drie.png']));
    expect(document.querySelector('[data-upload-queue]')).toBeNull();
  });

  test('images get a thumbnail from visitor-get; other files only their name', async () => {
    const api = stubUploadApi();
    renderForm();
    choose(file('taart.jpg', 'image/jpeg'), file('offerte.pdf', 'application/pdf'));
    await finishUpload(0);
    await finishUpload(1);
    await waitFor(() => expect(document.querySelector('[data-uploaded-file] img')?.getAttribute('src')).toBe(`https://uploads.example/get/${storedPath('taart.jpg')}`));
    expect(api.callsTo('files/visitor-get')).toEqual([{ filePath: storedPath('taart.jpg'), isPrivate: true }]);
    expect(document.querySelectorAll('[data-uploaded-file] img')).toHaveLength(1);
  });

  test('a refused signed url shows each message as a toast and the queue goes on with the next file', async () => {
    stubUploadApi({
      'files/get/visitor-signed-url': (body) =>
        body.filePath === 'virus.exe'
          ? { status: 422, body: { errors: { contentType: ['Dit bestandstype is niet toegestaan.'], filePath: ['Kies een ander bestand.'] } } }
          : { status: 200, body: { url: '/api/services/websites/v1/files/upload/x', path: storedPath(String(body.filePath)), method: 'PUT', headers: { 'Content-Type': 'image/png' } } },
    });
    renderForm();
    choose(file('virus.exe', 'application/x-msdownload'), file('foto.png'));
    // Each message of the refusal is a toast of its own, named by the file.
    await waitFor(() => expect(toasts()).toEqual(['virus.exe: Dit bestandstype is niet toegestaan.', 'virus.exe: Kies een ander bestand.']));
    // The refused file was never sent; the next one was, to the url on the site's own API.
    await waitFor(() => expect(sentFiles).toHaveLength(1));
    expect((sentFiles[0].body as File).name).toBe('foto.png');
    expect(sentFiles[0].url).toBe('/api/services/websites/v1/files/upload/x');
    await finishUpload(0);
    await waitFor(() => expect(uploadedNames()).toEqual(['foto.png']));
  });

  test('a refused or failed upload shows its messages as toasts and the file is dropped', async () => {
    stubUploadApi();
    renderForm();
    choose(file('groot.png'), file('weg.png'), file('goed.png'));
    await finishUpload(0, 413, JSON.stringify({ errors: { file: ['Het bestand is te groot (maximaal 10 MB).'] } }));
    await waitFor(() => expect(sentFiles).toHaveLength(2));
    act(() => sentFiles[1].fail());
    await finishUpload(2);
    await waitFor(() => expect(uploadedNames()).toEqual(['goed.png']));
    expect(toasts()).toEqual([
      'groot.png: Het bestand is te groot (maximaal 10 MB).',
      'weg.png: Het bestand kon niet worden geüpload. Controleer je internetverbinding en probeer het opnieuw.',
    ]);
  });

  test('the drop area takes dropped files and hides once 20 files are there or on their way', async () => {
    const kept = Array.from({ length: 18 }, (_, index) => storedPath(`foto-${index}.pdf`));
    stubUploadApi();
    renderForm({ form_id: 'contact', status: 'invalid', message: '', redirection_url: '0', errors: { naam: ['Dit veld is verplicht.'] }, values: { naam: '', bijlagen: kept } });
    expect(uploadedNames()).toHaveLength(18);
    expect(dropArea().hidden).toBe(false);
    fireEvent.drop(dropArea(), { dataTransfer: { files: [file('a.png'), file('b.png'), file('c.png')] } });
    // Room for two: the third is refused with the limit's message.
    expect(toasts()).toEqual(['Je kunt maximaal 20 bestanden meesturen.']);
    await waitFor(() => expect(dropArea().hidden).toBe(true));
    await finishUpload(0);
    await finishUpload(1);
    await waitFor(() => expect(uploadedNames()).toHaveLength(20));
    expect(dropArea().hidden).toBe(true);
    // Deleting one brings the area back.
    fireEvent.click(screen.getAllByRole('button', { name: 'Verwijderen' })[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Volledig verwijderen' }));
    await waitFor(() => expect(dropArea().hidden).toBe(false));
  });

  test("delete: 'Verwijderen' asks first; 'Annuleren' keeps the file, 'Volledig verwijderen' deletes it", async () => {
    const api = stubUploadApi();
    renderForm();
    choose(file('brief.pdf', 'application/pdf'));
    await finishUpload(0);
    const remove = await screen.findByRole('button', { name: 'Verwijderen' });
    fireEvent.click(remove);
    expect(screen.getByText('Weet je zeker dat je deze wenst te verwijderen?')).toBeTruthy();
    const cancel = screen.getByRole('button', { name: 'Annuleren' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    expect(screen.queryByText('Weet je zeker dat je deze wenst te verwijderen?')).toBeNull();
    expect(uploadedNames()).toEqual(['brief.pdf']);
    expect(api.callsTo('files/visitor-delete')).toEqual([]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Verwijderen'));

    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Volledig verwijderen' }));
    await waitFor(() => expect(uploadedNames()).toEqual([]));
    expect(api.callsTo('files/visitor-delete')).toEqual([{ filePath: storedPath('brief.pdf'), form_id: 'contact' }]);
  });

  test('a refused delete shows its messages as toasts and keeps the file', async () => {
    stubUploadApi({ 'files/visitor-delete': () => ({ status: 404, body: { errors: { filePath: ['Dit bestand bestaat niet meer.'] } } }) });
    renderForm();
    choose(file('brief.pdf', 'application/pdf'));
    await finishUpload(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Volledig verwijderen' }));
    await waitFor(() => expect(toasts()).toEqual(['Dit bestand bestaat niet meer.']));
    expect(uploadedNames()).toEqual(['brief.pdf']);
  });

  test("the form sends the uploads' paths; after a success the list is empty again", async () => {
    const api = stubUploadApi();
    renderForm();
    fireEvent.change(screen.getByLabelText('Naam'), { target: { value: 'Anna' } });
    choose(file('een.png'), file('twee.png'));
    await finishUpload(0);
    await finishUpload(1);
    await waitFor(() => expect(uploadedNames()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Ontvangen!')).toBeTruthy();
    expect(api.callsTo('forms/submit')[0].fields).toEqual({ naam: 'Anna', bijlagen: [storedPath('een.png'), storedPath('twee.png')] });
    expect(uploadedNames()).toEqual([]);
    expect(document.querySelectorAll('input[type="hidden"][name="bijlagen"]')).toHaveLength(0);
  });

  test("the item's errors show under it and name the input", async () => {
    stubUploadApi({ 'forms/submit': () => ({ status: 422, body: { errors: { bijlagen: ['Dit veld is verplicht.'] } } }) });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(fileInput().getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(fileInput().getAttribute('aria-describedby')!)?.textContent).toBe('Dit veld is verplicht.');
  });
});
