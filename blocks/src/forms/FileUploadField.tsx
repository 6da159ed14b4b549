/**
 * The control of a form's `file` item (spec 000 sections 4, 5, 7 and 9).
 *
 * Server HTML: a drop area holding a real `<input type="file" name={identifier}
 * multiple>`, so a form posted without JavaScript sends its files (docs/forms.md), and
 * a hidden input per file already uploaded (a path the server sent back after a
 * refused post), so those are not lost. In the browser the same input stays (its
 * files, chosen before the island hydrated, are picked up) but hides behind the drop
 * area: click it, drop files on it, or focus it and press Enter or Space.
 *
 * Files go one at a time (uploadQueue.ts): a signed url, then the file with a progress
 * bar; a refusal shows its messages as toasts, each named by its file ('foto.heic: ...'),
 * and the queue goes on with the next file.
 * A stored file joins the list (the value the form sends: its path) with 'Verwijderen'.
 * The drop area hides once the field holds `maxFiles` (20) files, queued ones counted.
 */
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useSite } from '../site/SiteContext.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import { UploadIcon } from '../icons/Icon.tsx';
import { FileTile, UploadedFileItem } from './UploadedFileItem.tsx';
import { uploadFile } from './uploadCalls.ts';
import { MAX_FORM_FILES, fileMessage, tooManyFilesMessage, type UploadedFile } from './uploadedFiles.ts';
import { UploadQueue, type QueuedUpload } from './uploadQueue.ts';

export const DROP_TEXT = 'Klik hier of sleep een afbeelding/bestand om deze up te loaden';
// The words that say what a click does, in the theme's colour (the text stays one sentence).
const DROP_LEAD = 'Klik hier';
// A thin bar in the theme's colour on grey; the pseudo-elements style Chromium, Safari and Firefox.
const PROGRESS =
  'h-2 w-full appearance-none overflow-hidden rounded-full bg-gray-200 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-primary-500 [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-primary-500 [&::-webkit-progress-value]:transition-[width]';

export interface FileUploadFieldProps {
  formId: string;
  /** The item's identifier: the name its files and paths are posted under. */
  name: string;
  inputId: string;
  files: UploadedFile[];
  maxFiles?: number;
  required: boolean;
  /** The id of the item's error list while it has errors. */
  errorId?: string;
  disabled: boolean;
  onUploaded: (file: UploadedFile) => void;
  onDeleted: (path: string) => void;
  toast: (messages: string[]) => void;
}

export function FileUploadField(props: FileUploadFieldProps) {
  const { formId, name, inputId, files, maxFiles = MAX_FORM_FILES, required, errorId, disabled } = props;
  const { apiBase } = useSite();
  const [enhanced, setEnhanced] = useState(false);
  const [pending, setPending] = useState<QueuedUpload[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const queue = useRef<UploadQueue | null>(null);
  // The queue outlives renders; it reports to the newest props.
  const latest = useRef(props);
  latest.current = props;
  const apiBaseRef = useRef(apiBase);
  apiBaseRef.current = apiBase;

  const add = (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    queue.current ??= new UploadQueue(
      (file, onProgress) => uploadFile(apiBaseRef.current, latest.current.formId, file, onProgress),
      {
        changed: setPending,
        uploaded: (file, path) => latest.current.onUploaded({ path, name: file.name }),
        // Several files may be refused at once: each toast names its file.
        failed: (file, messages) => latest.current.toast(messages.map((message) => fileMessage(file.name, message))),
      },
    );
    const room = Math.max(0, (latest.current.maxFiles ?? MAX_FORM_FILES) - latest.current.files.length - queue.current.size);
    if (chosen.length > room) latest.current.toast([tooManyFilesMessage(latest.current.maxFiles ?? MAX_FORM_FILES)]);
    queue.current.add(chosen.slice(0, room));
  };
  const addRef = useRef(add);
  addRef.current = add;

  useEffect(() => {
    setEnhanced(true);
    // Files chosen in the server's input before hydration go up now.
    const field = input.current;
    if (field?.files && field.files.length > 0) {
      addRef.current(Array.from(field.files));
      field.value = '';
    }
    return () => queue.current?.stop();
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    add(Array.from(event.target.files ?? []));
    // The files are on their way; the same file may be chosen again later.
    event.target.value = '';
  };
  const onDragOver = (event: DragEvent) => {
    if (!enhanced) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    if (!enhanced) return;
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer?.files ?? []));
  };

  const full = files.length + pending.length >= maxFiles;
  return (
    <div className="flex flex-col gap-2" data-upload-field={name}>
      <label
        hidden={full}
        data-upload-drop=""
        className={joinClasses(
          'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors focus-within:ring-2 focus-within:ring-primary-500 focus-within:ring-offset-2',
          dragging ? 'border-primary-500 bg-primary-50' : 'border-gray-300 bg-gray-50 hover:border-primary-500 hover:bg-primary-50',
        )}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <UploadIcon className="h-8 w-8 text-primary-500" />
        <span className="block text-sm text-gray-700">
          <span className="font-semibold text-primary-600">{DROP_LEAD}</span>
          {DROP_TEXT.slice(DROP_LEAD.length)}
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          name={name}
          multiple
          disabled={disabled || full}
          aria-required={required || undefined}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          className={enhanced ? 'sr-only' : 'mx-auto block max-w-full text-sm'}
          onChange={onChange}
        />
      </label>
      {pending.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Uploads" data-upload-queue="">
          {pending.map((upload) => (
            <li key={upload.id} className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-2 text-sm" data-uploading={upload.active ? '' : undefined}>
              <FileTile />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <span className="truncate" title={upload.name}>
                  {upload.name}
                </span>
                <progress max={1} value={upload.progress} aria-label={`Voortgang van ${upload.name}`} className={PROGRESS} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul className="flex flex-col gap-2" data-uploaded-files="">
          {files.map((file) => (
            <UploadedFileItem key={file.path} file={file} formId={formId} interactive={enhanced} disabled={disabled} onDeleted={props.onDeleted} toast={props.toast} />
          ))}
        </ul>
      ) : null}
      {/* What a post without JavaScript sends for the files already stored. */}
      {files.map((file) => (
        <input key={file.path} type="hidden" name={name} value={file.path} />
      ))}
    </div>
  );
}
