/**
 * Short messages that do not belong to one field (spec 000 §8: cart update and delete
 * errors, signed-url and file delete errors, each message as a toast). A polite live
 * region in the corner of the screen; a toast closes itself after a few seconds or with
 * its close button. Shared by the cart and the form's upload field.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../icons/Icon.tsx';

export const TOAST_DURATION_MS = 6000;

interface Toast {
  id: number;
  message: string;
}

export interface Toasts {
  toasts: Toast[];
  show: (messages: string[]) => void;
  dismiss: (id: number) => void;
}

export function useToasts(): Toasts {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (messages: string[]) => {
      const added = messages.map((message) => ({ id: (next.current += 1), message }));
      setToasts((list) => [...list, ...added]);
      for (const toast of added) {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          dismiss(toast.id);
        }, TOAST_DURATION_MS);
        timers.current.add(timer);
      }
    },
    [dismiss],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return { toasts, show, dismiss };
}

export function ToastRegion({ toasts, dismiss }: Pick<Toasts, 'toasts' | 'dismiss'>) {
  return (
    // A labelled <section> is a region landmark.
    <section aria-label="Meldingen" className="pointer-events-none fixed right-4 bottom-4 z-50 flex max-w-sm flex-col gap-2">
      <div role="status" className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <div key={toast.id} data-toast="" className="pointer-events-auto flex items-start gap-3 rounded border-2 border-red-500 bg-white px-4 py-3 text-red-700 shadow-lg">
            <p className="flex-1">{toast.message}</p>
            <button type="button" aria-label="Melding sluiten" className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center" onClick={() => dismiss(toast.id)}>
              <CloseIcon className="h-4 w-4" />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
