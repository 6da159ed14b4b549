/**
 * When a conditional block shows (spec: conditional blocks react to the URL hash).
 *
 * hash_id is a plain hash id ('prijzen') or key=value pairs joined by & ('tab=2&kleur=rood').
 * - It matches when every one of its parameters has the same value in the current
 *   hash: '#prijzen' matches 'prijzen'; '#tab=2&kleur=rood&x=1' matches 'tab=2&kleur=rood'.
 * - default_active_state '1' also shows it when the URL has no hash parameters for
 *   it: for key=value conditions, when none of its keys is in the hash (other
 *   parameters may be, so tab groups keep their default tab); for a plain id (or an
 *   empty hash_id), when the hash is empty, so the default section hides as soon
 *   as another id is chosen.
 */
import { hashParams } from '../../links/hashParams.ts';

export function isConditionActive(hashId: unknown, currentHash: string, defaultActive: boolean): boolean {
  const own = hashParams(typeof hashId === 'string' ? hashId.trim() : '');
  const current = hashParams(currentHash);
  if (own.size > 0 && [...own].every(([key, value]) => current.get(key) === value)) return true;
  if (!defaultActive) return false;
  const keyed = [...own.values()].some((value) => value !== '');
  return keyed ? [...own.keys()].every((key) => !current.has(key)) : current.size === 0;
}
