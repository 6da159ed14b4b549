/**
 * The accordion's interactive part (an island): a header button with a plus (closed)
 * or minus (open) icon toggling its content, which arrives as a slot (server HTML of
 * the accordion's blocks). Closed content stays in the HTML (hidden), so it is indexed
 * and needs no reload.
 */
import { useId, useState, type ReactNode } from 'react';
import { joinClasses } from '../../style/fieldClasses.ts';

export const HEADER: Record<string, string> = {
  primary: 'bg-primary-500 text-white hover:bg-primary-600',
  secondary: 'bg-secondary-500 text-white hover:bg-secondary-600',
  default: 'bg-gray-100 text-dark hover:bg-gray-200',
};

export interface AccordionProps {
  title: string;
  /** primary, secondary or default: the header's look. */
  type: string;
  defaultOpen: boolean;
  slots?: { content?: ReactNode };
}

function ToggleIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false" className="h-5 w-5 shrink-0" data-icon={open ? 'minus' : 'plus'}>
      <path d="M5 12h14" />
      {open ? null : <path d="M12 5v14" />}
    </svg>
  );
}

export function Accordion({ title, type, defaultOpen, slots }: AccordionProps) {
  const [state, setState] = useState({ open: defaultOpen, defaultOpen });
  // A changed default_open (editor) resets the state; a visitor's toggle is kept otherwise.
  if (state.defaultOpen !== defaultOpen) setState({ open: defaultOpen, defaultOpen });
  const open = state.defaultOpen === defaultOpen ? state.open : defaultOpen;
  // The island's own id prefix makes these the same on the server and in the browser.
  const id = useId();
  return (
    <div className="wm-accordion overflow-hidden rounded border border-gray-200">
      <button
        type="button"
        id={`${id}-kop`}
        aria-expanded={open}
        aria-controls={`${id}-inhoud`}
        onClick={() => setState((current) => ({ ...current, open: !current.open }))}
        className={joinClasses('flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold transition-colors', HEADER[type] ?? HEADER.default)}
      >
        <span>{title}</span>
        <ToggleIcon open={open} />
      </button>
      <section id={`${id}-inhoud`} aria-labelledby={`${id}-kop`} hidden={!open} className="px-4 py-4">
        {slots?.content}
      </section>
    </div>
  );
}
