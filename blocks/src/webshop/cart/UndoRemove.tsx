/**
 * 'Verwijderd' with 'Ongedaan maken' after a cart line is removed: a bar at the bottom of
 * the screen in a polite live region, until the cart page's time for it runs out, it
 * is closed, or the line is put back. Focus moves to 'Ongedaan maken' (the removed
 * line's button is gone), so a keyboard user can put it back with one key.
 */
import { useEffect, useRef } from 'react';
import { CloseIcon, SpinnerIcon } from '../../icons/Icon.tsx';
import type { CartType } from '../productModes.ts';
import type { CartProduct } from './cartView.ts';

export const UNDO_TEXT = 'Ongedaan maken';

export interface Removed {
  product: CartProduct;
  type: CartType;
}

export function removedText(title: string): string {
  return `${title} is verwijderd.`;
}

export interface UndoRemoveProps {
  removed: Removed | null;
  restoring: boolean;
  onUndo: () => void;
  onDismiss: () => void;
}

export function UndoRemove({ removed, restoring, onUndo, onDismiss }: UndoRemoveProps) {
  const button = useRef<HTMLButtonElement>(null);
  const shown = removed?.product.id;
  useEffect(() => {
    if (shown !== undefined) button.current?.focus();
  }, [shown]);

  return (
    <div role="status" className={removed ? 'fixed inset-x-4 bottom-4 z-50 sm:inset-x-auto sm:left-1/2 sm:w-max sm:max-w-xl sm:-translate-x-1/2' : 'sr-only'} data-undo-remove={removed ? '' : undefined}>
      {removed ? (
        <div className="flex items-center gap-3 rounded bg-dark px-4 py-2 text-white shadow-xl">
          <p className="flex-1">{removedText(removed.product.title)}</p>
          <button ref={button} type="button" className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded px-3 font-semibold underline hover:bg-white/10" aria-disabled={restoring || undefined} onClick={onUndo} data-undo="">
            {restoring ? <SpinnerIcon /> : null}
            {UNDO_TEXT}
          </button>
          <button type="button" aria-label="Melding sluiten" className="flex h-11 w-11 items-center justify-center rounded hover:bg-white/10" onClick={onDismiss}>
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
