/**
 * One uploaded file of an upload field: a thumbnail for an image (a short-lived link
 * from files/visitor-get), its name, and once the field runs in the browser
 * 'Verwijderen' with its confirmation (spec 000 section 4): 'Volledig verwijderen'
 * deletes the upload (files/visitor-delete), 'Annuleren' keeps it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { FileIcon } from '../icons/Icon.tsx';
import { useSite } from '../site/SiteContext.tsx';
import { deleteVisitorFile, visitorFileUrl } from './uploadCalls.ts';
import { isImageName, type UploadedFile } from './uploadedFiles.ts';

export const DELETE_TEXT = 'Verwijderen';
export const CONFIRM_DELETE_QUESTION = 'Weet je zeker dat je deze wenst te verwijderen?';
export const CONFIRM_DELETE_TEXT = 'Volledig verwijderen';
export const CANCEL_DELETE_TEXT = 'Annuleren';

export interface UploadedFileItemProps {
  file: UploadedFile;
  formId: string;
  /** False in the server HTML: deleting needs the browser. */
  interactive: boolean;
  disabled: boolean;
  onDeleted: (path: string) => void;
  toast: (messages: string[]) => void;
}

const BUTTON = 'shrink-0 rounded border px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const QUIET = `${BUTTON} border-gray-300 bg-white text-gray-700 hover:bg-gray-50`;
const DANGER = `${BUTTON} border-red-600 bg-red-600 text-white hover:bg-red-700`;

/** The square in front of a file's name: its thumbnail, or a file icon until there is one. */
export function FileTile({ thumbnail = null }: { thumbnail?: string | null }) {
  return (
    <div className="flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded bg-gray-100 text-gray-400">
      {thumbnail ? <img src={thumbnail} alt="" className="h-full w-full object-cover" /> : <FileIcon className="h-6 w-6" />}
    </div>
  );
}

function useThumbnail(file: UploadedFile, enabled: boolean): string | null {
  const { apiBase } = useSite();
  const [url, setUrl] = useState<string | null>(null);
  const image = isImageName(file.name) || isImageName(file.path);
  useEffect(() => {
    if (!enabled || !image) return undefined;
    let current = true;
    void visitorFileUrl(apiBase, file.path).then((link) => {
      if (current) setUrl(link);
    });
    return () => {
      current = false;
    };
  }, [apiBase, file.path, image, enabled]);
  return url;
}

export function UploadedFileItem({ file, formId, interactive, disabled, onDeleted, toast }: UploadedFileItemProps) {
  const { apiBase } = useSite();
  const nameId = useId();
  const thumbnail = useThumbnail(file, interactive);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
  }, [confirming]);

  const open = () => {
    asked.current = true;
    setConfirming(true);
  };
  const confirm = async () => {
    setDeleting(true);
    const result = await deleteVisitorFile(apiBase, formId, file.path);
    setDeleting(false);
    if (result.ok) onDeleted(file.path);
    else toast(result.messages);
  };

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-white p-2" data-uploaded-file={file.path}>
      <FileTile thumbnail={thumbnail} />
      <span id={nameId} className="min-w-0 flex-1 truncate text-sm" title={file.name}>
        {file.name}
      </span>
      {interactive && !confirming ? (
        <button ref={deleteButton} type="button" className={QUIET} aria-describedby={nameId} disabled={disabled} onClick={open}>
          {DELETE_TEXT}
        </button>
      ) : null}
      {interactive && confirming ? (
        <div role="group" aria-labelledby={nameId} className="flex w-full flex-wrap items-center gap-2 border-t border-gray-100 pt-2">
          <p className="w-full text-sm">{CONFIRM_DELETE_QUESTION}</p>
          <button type="button" className={DANGER} disabled={deleting} onClick={confirm}>
            {CONFIRM_DELETE_TEXT}
          </button>
          <button ref={cancelButton} type="button" className={QUIET} disabled={deleting} onClick={() => setConfirming(false)}>
            {CANCEL_DELETE_TEXT}
          </button>
        </div>
      ) : null}
    </li>
  );
}
