/**
 * Compiles and runs the script of a custom-code block in the browser.
 *
 * The source first loses the blocked words (blockedWords.ts), then is compiled with
 * `new Function`. A compile error or an exception while running is only logged
 * (console.error), never thrown: a broken script must not break the page.
 *
 * The script's API: `root` (the block's HTML element, also `this`) and
 * `onCleanup(fn)`, which registers work to undo before the script runs again or the
 * block disappears (event listeners, timers). A function returned by the script is
 * registered the same way.
 */
import { BLOCKED_MARKER, blockWords } from './blockedWords.ts';

type Cleanup = () => void;
type CompiledScript = (this: HTMLElement, root: HTMLElement, onCleanup: (cleanup: Cleanup) => void) => unknown;

const LOG_PREFIX = '[customcode]';

function logFailure(what: string, source: string, error: unknown): void {
  const hint = source.includes(BLOCKED_MARKER) ? ` (blocked words were replaced by ${BLOCKED_MARKER})` : '';
  console.error(`${LOG_PREFIX} ${what}${hint}:`, error);
}

/** The compiled script (blocked words already replaced), or null (logged) when it does not compile. */
export function compileCustomScript(source: string): CompiledScript | null {
  const safe = blockWords(source);
  try {
    // The whole point of this block: developer code compiled at runtime.
    return new Function('root', 'onCleanup', safe) as CompiledScript;
  } catch (error) {
    logFailure('script could not be compiled', safe, error);
    return null;
  }
}

function runCleanups(cleanups: Cleanup[], source: string): void {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      cleanup();
    } catch (error) {
      logFailure('cleanup failed', source, error);
    }
  }
}

/** Runs `source` against `root`; returns what undoes it (its registered cleanups). */
export function runCustomScript(source: string, root: HTMLElement): Cleanup {
  if (!source.trim()) return () => {};
  const script = compileCustomScript(source);
  if (!script) return () => {};
  const safe = blockWords(source);
  const cleanups: Cleanup[] = [];
  const onCleanup = (cleanup: Cleanup) => {
    if (typeof cleanup === 'function') cleanups.push(cleanup);
  };
  try {
    const result = script.call(root, root, onCleanup);
    if (typeof result === 'function') onCleanup(result as Cleanup);
    if (result instanceof Promise) result.catch((error: unknown) => logFailure('script failed', safe, error));
  } catch (error) {
    logFailure('script failed', safe, error);
  }
  return () => runCleanups(cleanups, safe);
}
