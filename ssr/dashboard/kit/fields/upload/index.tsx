/**
 * image and file: uploads through the dashboard's one upload path (files/upload.ts,
 * the same as Bestanden). The drop area with its hint shows only while there are
 * fewer files than settings.maxFiles (default 20); images get a maintain-transparency
 * switch, and when it is off a background colour; each file can move up and down, be
 * downloaded (files/get gives a fresh URL, opened in a new tab), or be deleted after
 * asking 'delete fully / only here / cancel'; files can also be added by URL. A refused
 * signed URL, delete or download shows each message as an error toast (spec 001 §8).
 * The value keeps its shape (uploadValue.ts).
 */
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Download from 'lucide-react/icons/download';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Dialog, Heading, Input, Label, Modal, ModalOverlay, Switch, TextField } from 'react-aria-components';
import { toastRefusal, UploadDrop, UploadProgress, useUploads } from '../../../files/UploadDrop.tsx';
import { deleteFile, fileUrl, IMAGE_TYPES, isImagePath, useFilesProject } from '../../../files/upload.ts';
import { Button } from '../../../ui/Button.tsx';
import { MODAL, OVERLAY } from '../../../ui/ConfirmDialog.tsx';
import { FieldFrame } from '../../form/FieldFrame.tsx';
import { inputClass, labelClass } from '../../form/styles.ts';
import type { FieldProps } from '../../registry/config.ts';
import { defineField } from '../../registry/config.ts';
import type { ValueField } from '../../types.ts';
import { formatOf, hexToRgb, isUploaded, readItems, rgbToHex, writeItems, type UploadItem } from './uploadValue.ts';

export const DEFAULT_MAX_FILES = 20;
export const UPLOAD_HINT = 'Klik hier of sleep een afbeelding/bestand om deze up te loaden';
export const DELETE_FULLY = 'Volledig verwijderen';
export const DELETE_HERE = 'Alleen hier verwijderen';

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

function DeleteChoice({ item, onClose, onDelete }: { item: UploadItem | null; onClose(): void; onDelete(fully: boolean): void }) {
  return (
    <ModalOverlay isOpen={item !== null} onOpenChange={(open) => !open && onClose()} isDismissable className={OVERLAY}>
      <Modal className={MODAL}>
        <Dialog role="alertdialog" className="p-5 outline-none">
          <Heading slot="title" className="text-lg font-semibold text-gray-900">Verwijderen</Heading>
          <p className="mt-2 text-sm text-gray-700">
            Weet je zeker dat je deze wenst te verwijderen? <span className="break-all font-medium">{item?.name}</span>
          </p>
          <p className="mt-1 text-sm text-gray-700">
            {item && isUploaded(item)
              ? 'Volledig verwijderen haalt het bestand overal weg; alleen hier laat het in Bestanden staan.'
              : 'Dit bestand is via een URL toegevoegd en kan alleen hier worden verwijderd.'}
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button onPress={onClose} autoFocus>Annuleren</Button>
            <Button onPress={() => onDelete(false)}>{DELETE_HERE}</Button>
            {item && isUploaded(item) ? <Button variant="danger" onPress={() => onDelete(true)}>{DELETE_FULLY}</Button> : null}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function AddByUrl({ onAdd, disabled, id }: { onAdd(url: string): void; disabled: boolean; id: string }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const add = () => {
    const trimmed = url.trim();
    if (!/^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(trimmed)) {
      setError('Vul een URL in die met https:// of / begint.');
      return;
    }
    onAdd(trimmed);
    setUrl('');
    setError('');
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <TextField value={url} onChange={setUrl} isDisabled={disabled} isInvalid={error !== ''} className="flex min-w-0 flex-1 flex-col gap-1">
          <Label className={labelClass}>Toevoegen via URL</Label>
          <Input
            id={`${id}-url`}
            placeholder="https://"
            className={inputClass}
            aria-describedby={error ? `${id}-url-error` : undefined}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </TextField>
        <Button isDisabled={disabled} onPress={add}>Toevoegen</Button>
      </div>
      {error ? <p id={`${id}-url-error`} className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

function UploadField({ field, value, onChange, errors, disabled, id, images }: FieldProps<ValueField> & { images: boolean }) {
  const settings = field.settings ?? {};
  const maxFiles = settings.maxFiles ?? DEFAULT_MAX_FILES;
  const items = readItems(value);
  const format = formatOf(value, settings.valueFormat);
  const [keep, setKeep] = useState(settings.maintainTransparency ?? true);
  const [background, setBackground] = useState(settings.backgroundColor ?? '255, 255, 255');
  const [deleting, setDeleting] = useState<UploadItem | null>(null);
  const project = useFilesProject();
  // Uploads finishing one after another each add to the newest list.
  const [latest] = useState(() => ({ items }));
  latest.items = items;
  const save = (next: UploadItem[]) => {
    latest.items = next;
    onChange(writeItems(next, format));
  };

  const { uploads, start, dismiss } = useUploads(
    {
      isPrivate: settings.isPrivate ?? false,
      maintainTransparency: images ? keep : undefined,
      backgroundColor: images && !keep ? background : undefined,
      maxWidth: settings.maxWidth,
      maxHeight: settings.maxHeight,
    },
    (file) => {
      if (latest.items.length >= maxFiles) return;
      const name = file.path.replace(/^\d{8}-\d{6}-[a-z0-9]{8}-/, '');
      save([...latest.items, { path: file.path, name, url: file.url }]);
    },
  );

  const room = maxFiles - items.length - uploads.filter((upload) => !upload.error).length;
  const remove = async (item: UploadItem, fully: boolean) => {
    setDeleting(null);
    if (fully && isUploaded(item)) {
      try {
        await deleteFile(item.path, settings.isPrivate ?? false, project);
      } catch (error) {
        toastRefusal(error, 'Verwijderen is niet gelukt.');
        return;
      }
    }
    save(latest.items.filter((candidate) => candidate !== item && candidate.path !== item.path));
  };
  // A tab opened at the click (a pop-up blocker allows that), sent on once the URL is known.
  const download = async (item: UploadItem) => {
    if (!isUploaded(item)) return void window.open(item.url, '_blank', 'noopener');
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const url = await fileUrl(item.path, settings.isPrivate ?? false, project);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      toastRefusal(error, 'Downloaden is niet gelukt.');
    }
  };

  return (
    <FieldFrame field={field} id={id} errors={errors} labelFor={false}>
      {({ labelId, describedBy }) => (
        <div role="group" aria-labelledby={field.title ? labelId : undefined} aria-describedby={describedBy} className="flex flex-col gap-3 [contain:inline-size]">
          {items.length > 0 ? (
            <ol aria-label={field.title ? `${field.title}: bestanden` : 'Bestanden'} className="flex flex-col gap-2">
              {items.map((item, index) => (
                <li key={`${item.path}-${index}`} className="flex items-center gap-3 rounded-md border border-gray-200 bg-white p-2">
                  {isImagePath(item.url) || isImagePath(item.path) ? (
                    <img src={item.url} alt={item.name} className="size-12 shrink-0 rounded object-cover" />
                  ) : (
                    <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded bg-gray-100 text-xs font-semibold text-gray-700">
                      {item.name.split('.').pop()?.toUpperCase().slice(0, 4)}
                    </span>
                  )}
                  <span className="min-w-0 flex-1 truncate text-sm text-gray-900" title={item.path}>{item.name}</span>
                  <div className="flex shrink-0 flex-wrap justify-end gap-1">
                    <Button variant="quiet" className="min-h-8 px-2" isDisabled={disabled || index === 0} aria-label={`${item.name} omhoog`} onPress={() => save(move(items, index, index - 1))}><ArrowUp size={16} aria-hidden /></Button>
                    <Button variant="quiet" className="min-h-8 px-2" isDisabled={disabled || index === items.length - 1} aria-label={`${item.name} omlaag`} onPress={() => save(move(items, index, index + 1))}><ArrowDown size={16} aria-hidden /></Button>
                    <Button variant="quiet" className="min-h-8 px-2" aria-label={`${item.name} downloaden`} onPress={() => void download(item)}><Download size={16} aria-hidden /></Button>
                    <Button variant="quiet" className="min-h-8 px-2 text-red-800" isDisabled={disabled} aria-label={`${item.name} verwijderen`} onPress={() => setDeleting(item)}><X size={16} aria-hidden /></Button>
                  </div>
                </li>
              ))}
            </ol>
          ) : null}
          {room > 0 ? (
            <>
              {images ? (
                <div className="flex flex-wrap items-center gap-4">
                  <Switch isSelected={keep} onChange={setKeep} isDisabled={disabled} className="group inline-flex cursor-pointer items-center gap-2 text-sm text-gray-800">
                    <span aria-hidden="true" className="flex h-6 w-10 items-center rounded-full bg-gray-300 p-0.5 group-data-[selected]:bg-blue-600 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-blue-600">
                      <span className="size-5 rounded-full bg-white shadow transition-transform group-data-[selected]:translate-x-4" />
                    </span>
                    Transparantie behouden
                  </Switch>
                  {!keep ? (
                    <label className="inline-flex items-center gap-2 text-sm text-gray-800">
                      Achtergrondkleur
                      <input type="color" value={rgbToHex(background)} disabled={disabled} onChange={(event) => setBackground(hexToRgb(event.target.value))} className="h-8 w-12 cursor-pointer rounded border border-gray-300" />
                    </label>
                  ) : null}
                </div>
              ) : null}
              <UploadDrop
                onFiles={(files) => start(files.slice(0, Math.max(0, room)))}
                hint={UPLOAD_HINT}
                label={images ? 'Afbeelding kiezen' : 'Bestand kiezen'}
                accept={images ? IMAGE_TYPES : undefined}
                multiple={room > 1}
                disabled={disabled}
              />
              <AddByUrl id={id} disabled={disabled} onAdd={(url) => save([...latest.items, { path: url, url, name: url.split(/[?#]/)[0].split('/').pop() || url }])} />
            </>
          ) : (
            <p className="text-sm text-gray-700">Het maximum van {maxFiles} {maxFiles === 1 ? 'bestand' : 'bestanden'} is bereikt.</p>
          )}
          <UploadProgress uploads={uploads} onDismiss={dismiss} />
          <DeleteChoice item={deleting} onClose={() => setDeleting(null)} onDelete={(fully) => deleting && void remove(deleting, fully)} />
        </div>
      )}
    </FieldFrame>
  );
}

export const image = defineField({ type: 'image', render: (props) => <UploadField {...props} images /> });
export const file = defineField({ type: 'file', render: (props) => <UploadField {...props} images={false} /> });
