/**
 * Uploading a product image through the project's one upload path (docs/files.md):
 * ask the owner's signed URL, PUT the bytes to it exactly as signed, then read the
 * stored file's stable public URL, which the product keeps in main_image or
 * sub_images. The API resizes the image and makes its responsive variants.
 */
import { ApiError, type FieldErrors } from '../../api'

const FILES = '/api/services/websites/v1/files'

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']

async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${FILES}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
  } catch {
    throw new ApiError(0, { general: ['Geen verbinding met de server. Controleer je internet en probeer het opnieuw.'] })
  }
  const json = (await response.json().catch(() => null)) as ({ errors?: FieldErrors } & T) | null
  if (!response.ok) throw new ApiError(response.status, json?.errors ?? { general: [`Er ging iets mis (${response.status}). Probeer het opnieuw.`] })
  return json as T
}

type Signed = { url: string; path: string; method: string; headers: Record<string, string> }

/** Uploads one image file and answers its public URL. */
export async function uploadImage(file: File): Promise<string> {
  if (!IMAGE_TYPES.includes(file.type)) throw new ApiError(422, { file: ['Kies een afbeelding (JPEG, PNG, WebP of GIF).'] })
  const signed = await post<Signed>('/get/signed-url', { filePath: file.name, contentType: file.type, isPrivate: false, maintainTransparency: file.type === 'image/png' })
  let put: Response
  try {
    put = await fetch(signed.url, { method: signed.method || 'PUT', headers: signed.headers, body: file, credentials: 'same-origin' })
  } catch {
    throw new ApiError(0, { file: ['Het uploaden is onderbroken. Probeer het opnieuw.'] })
  }
  if (!put.ok) {
    const json = (await put.json().catch(() => null)) as { errors?: FieldErrors } | null
    throw new ApiError(put.status, json?.errors ?? { file: [`Het uploaden is mislukt (${put.status}).`] })
  }
  const stored = await post<{ url: string }>('/get', { filePath: signed.path, isPrivate: false })
  return stored.url
}
