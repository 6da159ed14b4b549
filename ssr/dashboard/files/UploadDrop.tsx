/**
 * The drop area and picker of every upload in the dashboard (Bestanden, the kit's image
 * and file fields), and the uploads under way, each with its own progress bar or the
 * API's reason it was refused. Files go up one after another through upload.ts. A
 * refused signed URL abandons that upload and shows each message as a toast (spec 001
 * §8); a refused PUT stays in the list with its reason.
 */
import { useCallback, useRef, useState } from 'react'
import { DropZone, FileTrigger, ProgressBar, Text, type DropItem } from 'react-aria-components'
import { toast } from 'sonner'
import { allMessages, ApiError, firstMessage } from '../api'
import { Button } from '../ui/Button'
import { SignedUrlRefused, uploadFile, useFilesProject, type UploadedFile, type UploadOptions } from './upload'

export type UploadState = { id: number; name: string; progress: number; error?: string }

const UPLOAD_FAILED = 'Het bestand kon niet worden geüpload. Probeer het opnieuw.'

/**
 * Each message of a refused file call (signed URL, delete, download) as an error toast,
 * after `about` (the file's name) when given; `fallback` when the refusal says nothing
 * (spec 001 §8).
 */
export function toastRefusal(error: unknown, fallback: string, about = '') {
  const messages = error instanceof ApiError ? allMessages(error.errors) : []
  for (const message of messages.length > 0 ? messages : [fallback]) toast.error(about ? `${about}: ${message}` : message)
}

let nextId = 1

/** Uploads files one by one; `onUploaded` gets each stored file. */
export function useUploads(options: UploadOptions, onUploaded: (file: UploadedFile) => void) {
  const [uploads, setUploads] = useState<UploadState[]>([])
  const project = useFilesProject()
  const latest = useRef({ options: { project, ...options }, onUploaded })
  latest.current = { options: { project, ...options }, onUploaded }
  const queue = useRef(Promise.resolve())

  const update = (id: number, change: Partial<UploadState>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)))

  const start = useCallback((files: File[]) => {
    for (const file of files) {
      const id = nextId++
      setUploads((current) => [...current, { id, name: file.name, progress: 0 }])
      queue.current = queue.current.then(async () => {
        try {
          const stored = await uploadFile(file, latest.current.options, (fraction) => update(id, { progress: fraction }))
          setUploads((current) => current.filter((upload) => upload.id !== id))
          latest.current.onUploaded(stored)
        } catch (error) {
          if (error instanceof SignedUrlRefused) {
            setUploads((current) => current.filter((upload) => upload.id !== id))
            toastRefusal(error, UPLOAD_FAILED, file.name)
            return
          }
          const message = error instanceof ApiError ? firstMessage(error.errors) : undefined
          update(id, { error: message ?? UPLOAD_FAILED })
        }
      })
    }
  }, [])

  const dismiss = (id: number) => setUploads((current) => current.filter((upload) => upload.id !== id))
  return { uploads, start, dismiss, busy: uploads.some((upload) => !upload.error) }
}

async function filesOf(items: DropItem[]): Promise<File[]> {
  const files: File[] = []
  for (const item of items) if (item.kind === 'file') files.push(await item.getFile())
  return files
}

type DropProps = {
  onFiles(files: File[]): void
  /** What the area says: 'Sleep bestanden hierheen of kies ze.' */
  hint: string
  label?: string
  accept?: string[]
  multiple?: boolean
  disabled?: boolean
}

/** A drop area with a picker button inside (the picker works by keyboard and touch). */
export function UploadDrop({ onFiles, hint, label = 'Bestanden kiezen', accept, multiple = true, disabled = false }: DropProps) {
  return (
    <DropZone
      isDisabled={disabled}
      getDropOperation={() => (disabled ? 'cancel' : 'copy')}
      onDrop={async (event) => {
        const files = await filesOf(event.items)
        if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1))
      }}
      className="flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-gray-300 bg-white px-4 py-6 text-center data-drop-target:border-indigo-600 data-drop-target:bg-indigo-50"
    >
      <Text slot="label" className="text-sm text-gray-700">{hint}</Text>
      <FileTrigger allowsMultiple={multiple} acceptedFileTypes={accept} onSelect={(list) => list && onFiles([...list])}>
        <Button isDisabled={disabled}>{label}</Button>
      </FileTrigger>
    </DropZone>
  )
}

/** The uploads under way: a progress bar each, or why it failed with a way to close it. */
export function UploadProgress({ uploads, onDismiss }: { uploads: UploadState[]; onDismiss(id: number): void }) {
  if (uploads.length === 0) return null
  return (
    <ul aria-label="Uploads" className="mt-3 space-y-2">
      {uploads.map((upload) => (
        <li key={upload.id} className="rounded-md bg-white px-3 py-2 text-sm ring-1 ring-gray-200">
          {upload.error ? (
            <div role="alert" className="flex items-start justify-between gap-3">
              <p className="min-w-0 text-red-800"><span className="font-medium break-all">{upload.name}</span>: {upload.error}</p>
              <Button variant="quiet" className="min-h-8 px-2" aria-label={`Melding over ${upload.name} sluiten`} onPress={() => onDismiss(upload.id)}>×</Button>
            </div>
          ) : (
            <ProgressBar value={Math.round(upload.progress * 100)} aria-label={`${upload.name} uploaden`}>
              {({ percentage, valueText }) => (
                <>
                  <div className="flex justify-between gap-3">
                    <span className="truncate text-gray-900">{upload.name}</span>
                    <span className="shrink-0 text-gray-700">{valueText}</span>
                  </div>
                  <div className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200">
                    <div className="h-full rounded-full bg-indigo-700 transition-[width]" style={{ width: `${percentage ?? 0}%` }} />
                  </div>
                </>
              )}
            </ProgressBar>
          )}
        </li>
      ))}
    </ul>
  )
}
