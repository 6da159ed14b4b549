/** A notice only editors see: a dashed box with a Dutch message; nothing for visitors. */
import type { ReactNode } from 'react';
import { useSite } from '../site/SiteContext.tsx';

export function EditorNotice({ children }: { children: ReactNode }) {
  const { editable } = useSite();
  if (!editable) return null;
  return (
    <div role="note" className="wm-editor-notice m-2 rounded border-2 border-dashed border-gray-300 bg-gray-50 p-4 text-sm text-gray-700">
      {children}
    </div>
  );
}
