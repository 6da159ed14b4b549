/**
 * Accordion block: a header button with a plus (closed) or minus (open) icon that
 * toggles the blocks of the accordion_content slot. It starts open when
 * default_open is '1'. type picks the header look: primary, secondary or default.
 * Closed content stays in the HTML (hidden), so it is indexed and needs no reload.
 */
import { useId, useState } from 'react';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { BlockList } from '../../render/BlockView.tsx';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { isOn } from '../../schema/values.ts';
import { joinClasses } from '../../style/fieldClasses.ts';

const HEADER: Record<string, string> = {
  primary: 'bg-primary-500 text-white hover:bg-primary-600',
  secondary: 'bg-secondary-500 text-white hover:bg-secondary-600',
  default: 'bg-gray-100 text-dark hover:bg-gray-200',
};

function ToggleIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false" className="h-5 w-5 shrink-0" data-icon={open ? 'minus' : 'plus'}>
      <path d="M5 12h14" />
      {open ? null : <path d="M12 5v14" />}
    </svg>
  );
}

function AccordionBlock({ block, props }: BlockProps<'accordion'>) {
  const defaultOpen = isOn(props.default_open);
  const [state, setState] = useState({ open: defaultOpen, defaultOpen });
  // A changed default_open (editor) resets the state; a visitor's toggle is kept otherwise.
  if (state.defaultOpen !== defaultOpen) setState({ open: defaultOpen, defaultOpen });
  const open = state.defaultOpen === defaultOpen ? state.open : defaultOpen;
  const id = useId();
  const content = block.slots?.accordion_content ?? [];
  return (
    <div className="wm-accordion overflow-hidden rounded border border-gray-200">
      <button
        type="button"
        id={`${id}-kop`}
        aria-expanded={open}
        aria-controls={`${id}-inhoud`}
        onClick={() => setState((current) => ({ ...current, open: !current.open }))}
        className={joinClasses('flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold transition-colors', HEADER[props.type] ?? HEADER.default)}
      >
        <span>{props.accordion_title}</span>
        <ToggleIcon open={open} />
      </button>
      <section id={`${id}-inhoud`} aria-labelledby={`${id}-kop`} hidden={!open} className="px-4 py-4">
        {content.length > 0 ? <BlockList blocks={content} /> : <EditorNotice>Plaats blokken in deze accordeon om ze hier te tonen.</EditorNotice>}
      </section>
    </div>
  );
}

export default defineBlock({ type: 'accordion', render: AccordionBlock });
