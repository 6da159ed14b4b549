/**
 * The files of a form's upload field: each stored upload's path (what the form sends)
 * and the name shown for it. A path that came back from the server without its name
 * (a form posted without JavaScript) shows the last part of the path.
 */

export interface UploadedFile {
  path: string;
  name: string;
}

/** Spec 000 section 9: a form upload takes at most 20 files. */
export const MAX_FORM_FILES = 20;

const IMAGE = /\.(jpe?g|png|gif|webp|avif)$/i;

export function isImageName(name: string): boolean {
  return IMAGE.test(name);
}

export function fileOfPath(path: string): UploadedFile {
  return { path, name: path.split('/').pop() || path };
}

/** The paths of a value the server sent back: a list of texts (anything else is none). */
export function pathsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((path): path is string => typeof path === 'string' && path !== '');
}

export function tooManyFilesMessage(maxFiles: number): string {
  return `Je kunt maximaal ${maxFiles} bestanden meesturen.`;
}

/** A refusal of one file, named by it (as the post without JavaScript names it too). */
export function fileMessage(name: string, message: string): string {
  return `${name}: ${message}`;
}
