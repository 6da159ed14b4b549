/**
 * The one upload path of the dashboard (docs/files.md): the owner's file calls for a
 * signed URL, a read URL and a delete, and the browser's PUT of the raw bytes to the
 * signed URL with its progress. Bestanden, the product images and the kit's image and
 * file fields all upload through here; the API checks everything again.
 *
 * The calls go to the owner API of the project the owner works on
 * (`/api/owner/v1/projects/{id}/files/{signed-url,read,delete}`), given by the
 * FilesProject context the dashboard provides, so a project chosen in the switcher gets
 * its own files whatever host serves the dashboard. Without one (the kit's catalogue in
 * isolation) they go to the spec's host-scoped calls under /api/services/websites/v1/files.
 */
import { createContext, useContext } from 'react'
import { ApiError, OWNER_API, type FieldErrors } from '../api'

export const FILES_API = '/api/services/websites/v1/files'

/** The project whose files the upload calls reach (null: the host's project). */
export const FilesProject = createContext<number | null>(null)
export const useFilesProject = () => useContext(FilesProject)

type FileCall = 'signed-url' | 'read' | 'delete'

/** The URL of one file call, for `project` or (null) the host's project. */
export function fileCallUrl(call: FileCall, project: number | null | undefined): string {
  if (project) return `${OWNER_API}/projects/${project}/files/${call}`
  return `${FILES_API}${{ 'signed-url': '/get/signed-url', read: '/get', delete: '/delete' }[call]}`
}

/** What an upload may ask of the image pipeline (spec 001 section 3, upload settings). */
export interface UploadOptions {
  isPrivate?: boolean
  /** The project to store the file in; unset: the host's project. */
  project?: number | null
  maintainTransparency?: boolean
  /** 'r, g, b' or 'r, g, b, a' as colours are stored. */
  backgroundColor?: string
  maxWidth?: number
  maxHeight?: number
}

/** A stored file: its name in the project and a URL to show or download it. */
export interface UploadedFile {
  path: string
  url: string
  contentType: string
  size: number
  isPrivate: boolean
}

type SignedUrl = { url: string; path: string; method: string; headers: Record<string, string>; max_size: number }

const OFFLINE: FieldErrors = { general: ['Geen verbinding met de server. Controleer je internet en probeer het opnieuw.'] }

/**
 * The signed URL was refused (a name, type or size the API does not take, no room
 * left): the upload is abandoned before any byte was sent (spec 001 §8), its messages
 * shown as toasts.
 */
export class SignedUrlRefused extends ApiError {}

async function post<T>(call: FileCall, project: number | null | undefined, body: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(fileCallUrl(call, project), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
  } catch {
    throw new ApiError(0, OFFLINE)
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (!response.ok) throw new ApiError(response.status, errorsOf(json, response.status))
  return json as T
}

function errorsOf(json: Record<string, unknown> | null, status: number): FieldErrors {
  return (json?.errors as FieldErrors | undefined) ?? { general: [`Er ging iets mis (${status}). Probeer het opnieuw.`] }
}

const MEGABYTE = 1024 * 1024

/** The browser's PUT with progress (fetch has no upload progress): 0..1 to `onProgress`. */
function put(signed: SignedUrl, file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(signed.method || 'PUT', signed.url)
    for (const [name, value] of Object.entries(signed.headers ?? {})) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve()
      let json: Record<string, unknown> | null = null
      try {
        json = JSON.parse(request.responseText) as Record<string, unknown>
      } catch {
        json = null
      }
      reject(new ApiError(request.status, errorsOf(json, request.status)))
    }
    request.onerror = () => reject(new ApiError(0, OFFLINE))
    request.onabort = () => reject(new ApiError(0, { general: ['Upload geannuleerd.'] }))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(file)
  })
}

/**
 * Uploads one file: a signed URL for its name and type, the PUT, then its read URL
 * (which also settles a direct S3 upload at its first use). Refusals are ApiErrors
 * with the API's Dutch messages.
 */
export async function uploadFile(
  file: File,
  options: UploadOptions = {},
  onProgress: (fraction: number) => void = () => {},
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const isPrivate = options.isPrivate ?? false
  const ask: Record<string, unknown> = { filePath: file.name, contentType: file.type || 'application/octet-stream', isPrivate }
  if (options.maintainTransparency !== undefined) ask.maintainTransparency = options.maintainTransparency ? '1' : '0'
  if (options.backgroundColor) ask.backgroundColor = options.backgroundColor
  if (options.maxWidth) ask.maxWidth = options.maxWidth
  if (options.maxHeight) ask.maxHeight = options.maxHeight
  const signed = await post<SignedUrl>('signed-url', options.project, ask).catch((error: unknown) => {
    throw error instanceof ApiError ? new SignedUrlRefused(error.status, error.errors) : error
  })
  if (file.size > signed.max_size) {
    throw new ApiError(413, { file: [`Het bestand is te groot (maximaal ${Math.round(signed.max_size / MEGABYTE)} MB).`] })
  }
  onProgress(0)
  await put(signed, file, onProgress, signal)
  onProgress(1)
  const url = await fileUrl(signed.path, isPrivate, options.project)
  return { path: signed.path, url, contentType: signed.headers?.['Content-Type'] ?? file.type, size: file.size, isPrivate }
}

/** A URL of an owner file: stable for a public file, short-lived for a private one. */
export async function fileUrl(path: string, isPrivate = false, project?: number | null): Promise<string> {
  const answer = await post<{ url?: string; data?: { url?: string } }>('read', project, { filePath: path, isPrivate })
  return answer.data?.url ?? answer.url ?? ''
}

/** Deletes an owner file for good (from storage too). */
export async function deleteFile(path: string, isPrivate = false, project?: number | null): Promise<void> {
  await post('delete', project, { filePath: path, isPrivate })
}

/** '12 kB', '3,4 MB': a size as the owner reads it. */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < MEGABYTE) return `${Math.round(bytes / 1024)} kB`
  return `${(bytes / MEGABYTE).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} MB`
}

/** The name a visitor reads: the stored name without its timestamp and random prefix. */
export function displayName(path: string): string {
  const match = /^\d{8}-\d{6}-[a-z0-9]{8}-(.+)$/.exec(path)
  return match ? match[1] : path
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']

export function isImagePath(path: string): boolean {
  return /\.(jpe?g|png|gif|webp|avif|svg)(\?|#|$)/i.test(path)
}
