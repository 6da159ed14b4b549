/**
 * Uploading a product or category image through the project's one upload path
 * (files/upload.ts, docs/files.md): the stored file's stable public URL is what the
 * product keeps in main_image or sub_images. The API resizes the image and makes its
 * responsive variants.
 */
import { ApiError } from '../../api'
import { IMAGE_TYPES, uploadFile } from '../../files/upload'

export { IMAGE_TYPES }

/** Uploads one image file to `project` (null: the host's) and answers its public URL. */
export async function uploadImage(file: File, project: number | null): Promise<string> {
  if (!IMAGE_TYPES.includes(file.type)) throw new ApiError(422, { file: ['Kies een afbeelding (JPEG, PNG, WebP of GIF).'] })
  const stored = await uploadFile(file, { project, isPrivate: false, maintainTransparency: file.type === 'image/png' })
  return stored.url
}
