/**
 * Accordion block: a header button that toggles the blocks of the accordion_content
 * slot (Accordion.tsx). It starts open when default_open is '1'; type picks the header
 * look: primary, secondary or default. On a page it is an island that hydrates on the
 * first interaction with it (a click made before is replayed); its blocks stay server
 * HTML in a slot.
 */
import { Island } from '../../islands/Island.tsx';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { BlockList } from '../../render/BlockView.tsx';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { isOn } from '../../schema/values.ts';

function AccordionBlock({ block, props }: BlockProps<'accordion'>) {
  const content = block.slots?.accordion_content ?? [];
  return (
<<<<<<< HEAD
    <Island
      name="accordion"
      props={{ title: props.accordion_title, type: props.type, defaultOpen: isOn(props.default_open) }}
      slots={{
        content: content.length > 0 ? <BlockList blocks={content} /> : <EditorNotice>Plaats blokken in deze accordeon om ze hier te tonen.</EditorNotice>,
      }}
    />
=======
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
>>>>>>> main
  );
}

export default defineBlock({ type: 'accordion', render: AccordionBlock });
