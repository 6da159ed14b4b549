/**
 * The spec's guard on custom-code scripts: before compiling, the words fetch, eval,
 * new Function, constructor and render are replaced by a blocked marker. Whole words
 * only (JavaScript identifier boundaries, so `fetchData` and `$render` stay), case
 * sensitive like JavaScript, 'new Function' as a phrase with any whitespace between.
 *
 * A second line only: words are easy to disguise (`window['fe' + 'tch']`, `\u0066etch`,
 * `import()`, XMLHttpRequest, ...). The boundary that holds is the sandbox frame with
 * an opaque origin the script runs in (SandboxFrame.tsx).
 */

export const BLOCKED_MARKER = '__blocked__';

const NEW_FUNCTION = /(?<![\w$])new\s+Function(?![\w$])/g;
const BLOCKED_WORDS = /(?<![\w$])(?:fetch|eval|constructor|render)(?![\w$])/g;

/** `source` with every blocked word replaced by BLOCKED_MARKER. */
export function blockWords(source: string): string {
  return source.replace(NEW_FUNCTION, BLOCKED_MARKER).replace(BLOCKED_WORDS, BLOCKED_MARKER);
}
