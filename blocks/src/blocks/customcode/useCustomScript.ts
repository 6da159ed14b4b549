/**
 * Runs a custom-code script after hydration and undoes it (its onCleanup work) on
 * unmount. The script runs again only when `refreshKey` changes, so a block without
 * direct refresh (constant key) keeps the script it mounted with.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { runCustomScript } from '../../developer/customScript.ts';

export function useCustomScript(root: RefObject<HTMLElement | null>, source: string, refreshKey: string): void {
  // The effect reads the latest source without depending on it.
  const latest = useRef(source);
  latest.current = source;
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    return runCustomScript(latest.current, element);
  }, [root, refreshKey]);
}
