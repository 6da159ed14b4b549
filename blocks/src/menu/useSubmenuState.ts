/**
 * Which submenu is open. One at a time: opening another closes the first; toggling
 * the open one closes it; leaving with the pointer closes it after 300 ms (spec),
 * unless the pointer comes back first.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const SUBMENU_CLOSE_DELAY_MS = 300;

export interface SubmenuState {
  openId: string | null;
  open: (id: string) => void;
  toggle: (id: string) => void;
  close: () => void;
  closeSoon: () => void;
  cancelClose: () => void;
}

export function useSubmenuState(): SubmenuState {
  const [openId, setOpenId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const open = useCallback((id: string) => {
    cancelClose();
    setOpenId(id);
  }, [cancelClose]);
  const toggle = useCallback((id: string) => {
    cancelClose();
    setOpenId((current) => (current === id ? null : id));
  }, [cancelClose]);
  const close = useCallback(() => {
    cancelClose();
    setOpenId(null);
  }, [cancelClose]);
  const closeSoon = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpenId(null);
    }, SUBMENU_CLOSE_DELAY_MS);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);
  return { openId, open, toggle, close, closeSoon, cancelClose };
}
