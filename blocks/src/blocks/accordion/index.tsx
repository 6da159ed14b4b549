/**
 * Accordion block: a header button that toggles the blocks of the accordion_content
 * slot (Accordion.tsx). It starts open when default_open is '1'; type picks the header
 * look: primary, secondary or default. On a page it is an island that hydrates on the
 * first interaction with it (a click made before is replayed); its blocks stay server
 * HTML in a slot. In editable mode it is plain server HTML that never hydrates (the
 * header does not toggle while editing) and its blocks are not editable (spec 001
 * section 4).
 */
import { EditableScopeProvider, useEditableScope } from '../../editor/editableScope.tsx';
import { Island } from '../../islands/Island.tsx';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { BlockList } from '../../render/BlockView.tsx';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { isOn } from '../../schema/values.ts';
import { Accordion } from './Accordion.tsx';

function AccordionBlock({ block, props }: BlockProps<'accordion'>) {
  const content = block.slots?.accordion_content ?? [];
  const scope = useEditableScope();
  if (scope) {
    return (
      <div data-wm-locked="">
        <EditableScopeProvider value={{ ...scope, locked: true }}>
          <Accordion
            title={props.accordion_title}
            type={props.type}
            defaultOpen={isOn(props.default_open)}
            slots={{ content: content.length > 0 ? <BlockList blocks={content} /> : <EditorNotice>Plaats blokken in deze accordeon om ze hier te tonen.</EditorNotice> }}
          />
        </EditableScopeProvider>
      </div>
    );
  }
  return (
    <Island
      name="accordion"
      props={{ title: props.accordion_title, type: props.type, defaultOpen: isOn(props.default_open) }}
      slots={{
        content: content.length > 0 ? <BlockList blocks={content} /> : <EditorNotice>Plaats blokken in deze accordeon om ze hier te tonen.</EditorNotice>,
      }}
    />
  );
}

export default defineBlock({ type: 'accordion', render: AccordionBlock });
