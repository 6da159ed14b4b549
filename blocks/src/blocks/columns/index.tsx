/** Columns block: up to six slots of nested blocks laid out per layout code (layout.ts). */
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { BlockList } from '../../render/BlockView.tsx';
import { blockFields } from '../../schema/fields.ts';
import { ResponsiveRules } from '../../style/ResponsiveRules.tsx';
import { columnsLayout } from './layout.ts';

const fields = blockFields('columns');
const ELEMENT_ID = /^[A-Za-z][A-Za-z0-9_:.-]*$/;

function ColumnsBlock({ block, props }: BlockProps<'columns'>) {
  const layout = columnsLayout(props, fields);
  const grid = (
    <div id={ELEMENT_ID.test(props.custom_id) ? props.custom_id : undefined} className={layout.wrapper}>
      {layout.columns.map(({ slot, className }) => (
        <div key={slot} className={className} data-slot={slot}>
          <BlockList blocks={block.slots?.[slot]} />
        </div>
      ))}
    </div>
  );
  // The rules of per-breakpoint columns come just before the grid they scope.
  if (!layout.rules) return grid;
  return (
    <>
      <ResponsiveRules css={layout.rules.css} />
      {grid}
    </>
  );
}

export default defineBlock({ type: 'columns', render: ColumnsBlock });
