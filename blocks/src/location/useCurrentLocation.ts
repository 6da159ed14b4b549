/**
 * The visitor's current path and hash. The server knows only the path (the hash never
 * reaches it), so the first render uses the site context's currentPath and an empty
 * hash; after hydration the hook follows window.location and re-renders on
 * popstate, hashchange and client-side navigation (vike re-renders the page with a
 * new currentPath, which re-reads the location).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useSite } from '../site/SiteContext.tsx';

export interface CurrentLocation {
  path: string;
  hash: string;
}

const EVENTS = ['popstate', 'hashchange'] as const;

function subscribe(onChange: () => void): () => void {
  for (const event of EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, onChange);
  };
}

// One string so React can compare snapshots by value.
const SEPARATOR = '\n';

function browserSnapshot(): string {
  return `${window.location.pathname}${SEPARATOR}${window.location.hash}`;
}

export function useCurrentLocation(): CurrentLocation {
  const { currentPath } = useSite();
  const serverSnapshot = useCallback(() => `${currentPath}${SEPARATOR}`, [currentPath]);
  const snapshot = useSyncExternalStore(subscribe, browserSnapshot, serverSnapshot);
  const [path, hash] = snapshot.split(SEPARATOR);
  return { path, hash };
}
