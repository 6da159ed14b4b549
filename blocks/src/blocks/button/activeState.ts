/**
 * When a button shows as active (spec: "Button active state").
 *
 * - A URL without hash parameters is active when its path equals the current path.
 * - A URL with hash parameters ('/diensten#tab=2&kleur=rood', '#tab=2') is active on
 *   its own page (or any page when it has no path) when every one of its parameters
 *   has the same value in the current hash. With default_active_state '1' it is also
 *   active when none of its parameter keys appear in the current hash, so the
 *   default tab of a group lights up before the visitor picked one.
 * External URLs are never active.
 */
import { hashParams } from '../../links/hashParams.ts';
import { samePath } from '../../links/paths.ts';
import type { CurrentLocation } from '../../location/useCurrentLocation.ts';

function parts(url: string): { path: string; own: Map<string, string> } {
  const link = url.trim();
  const hashAt = link.indexOf('#');
  return { path: hashAt >= 0 ? link.slice(0, hashAt) : link, own: hashParams(hashAt >= 0 ? link.slice(hashAt) : '') };
}

/** Whether the active state of `url` depends on the hash (only the browser knows it). */
export function dependsOnHash(url: unknown): boolean {
  return typeof url === 'string' && parts(url).own.size > 0;
}

export function isButtonActive(url: unknown, location: CurrentLocation, defaultActive: boolean): boolean {
  if (typeof url !== 'string' || !url.trim()) return false;
  const { path, own } = parts(url);
  if (own.size === 0) return path !== '' && samePath(path, location.path);
  if (path !== '' && !samePath(path, location.path)) return false;
  const current = hashParams(location.hash);
  const matches = [...own].every(([key, value]) => current.get(key) === value);
  if (matches) return true;
  return defaultActive && [...own.keys()].every((key) => !current.has(key));
}
