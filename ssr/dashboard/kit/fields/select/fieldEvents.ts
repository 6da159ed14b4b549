/**
 * Events named after a field's key: refreshField('menu_id') makes every select of
 * that key reload its options (after a menu is created in a popup, say). A module
 * EventTarget, not window, so a key like 'load' or 'resize' cannot collide.
 */
const target = new EventTarget();

export function refreshField(key: string): void {
  target.dispatchEvent(new Event(key));
}

export function onFieldEvent(key: string, handler: () => void): () => void {
  target.addEventListener(key, handler);
  return () => target.removeEventListener(key, handler);
}
