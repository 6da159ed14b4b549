/**
 * Grid block: its items (gridItems.ts) in `columns` columns from the desktop cut-off,
 * stacked or two side by side on mobile (flex_direction_mobile), column_spacing
 * apart. Each item renders the blocks of its slot collection_item_{identifier}.
 * In editable mode a manual or unconnected grid names its `collections` field
 * (`data-wm-grid`, the entries in `data-wm-grid-items`): the frame bridge (ssr/frame/)
 * adds the spec's hover, drag, add and delete controls. Visitors get none of it.
 */
import { paragraphId } from '../../editor/protocol.ts';
import { useFieldAddress } from '../../editor/editableScope.tsx';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { BlockList } from '../../render/BlockView.tsx';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { blockFields } from '../../schema/fields.ts';
import { offeredValue, optionClass } from '../../schema/values.ts';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';
import { gridItems, jsonList, slotName } from './gridItems.ts';

const CONNECTED = new Set(['collection', 'query']);

const fields = blockFields('grid');
const ELEMENT_ID = /^[A-Za-z][A-Za-z0-9_:.-]*$/;

function GridBlock({ block, props }: BlockProps<'grid'>) {
  const items = gridItems(props);
  const address = useFieldAddress('collections');
  const editableGrid = address && !CONNECTED.has(props.connection_type as string) ? address : null;
  const editAttributes = editableGrid
    ? { 'data-wm-grid': paragraphId(editableGrid), 'data-wm-grid-items': JSON.stringify(jsonList(props.collections)) }
    : {};
  if (items.length === 0) {
    return editableGrid ? (
      <div {...editAttributes}>
        <EditorNotice>Dit raster heeft nog geen items.</EditorNotice>
      </div>
    ) : (
      <EditorNotice>Dit raster heeft nog geen items.</EditorNotice>
    );
  }
  const columns = offeredValue(fields, 'columns', props.columns);
  const className = joinClasses(
    fieldClass(fields, 'columns', columns),
    fieldClass(fields, 'flex_direction_mobile', props.flex_direction_mobile) || 'grid-cols-1',
    optionClass(fields, 'columns', columns),
    fieldClass(fields, 'column_spacing', props.column_spacing),
  );
  return (
    <div id={ELEMENT_ID.test(props.custom_id) ? props.custom_id : undefined} className={className} {...editAttributes}>
      {items.map((identifier) => {
        const blocks = block.slots?.[slotName(identifier)] ?? [];
        return (
          <div key={identifier} className="min-w-0" data-grid-item={identifier}>
            {blocks.length > 0 ? <BlockList blocks={blocks} /> : <EditorNotice>Dit item heeft nog geen blokken.</EditorNotice>}
          </div>
        );
      })}
    </div>
  );
}

export default defineBlock({ type: 'grid', render: GridBlock });
