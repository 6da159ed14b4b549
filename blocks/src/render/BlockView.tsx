/**
 * Renders one block through the registry: props merged over the block defaults,
 * wrapped in the element that applies its style settings; and a list of blocks as
 * one vertical stack with the house spacing between them.
 */
import { blockProps } from '../schema/fields.ts';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { useSite } from '../site/SiteContext.tsx';
import { StyleWrapper } from '../style/StyleWrapper.tsx';
import type { Block } from '../site/types.ts';
import { EditableScopeProvider, useEditableScope } from '../editor/editableScope.tsx';
import { EditorNotice } from './EditorNotice.tsx';
import { RenderBoundary } from './RenderBoundary.tsx';

/**
 * The stack every block list renders in: the blocks of a free section, a column slot,
 * a grid item, an accordion or a conditional block. A flex column with a gap keeps the
 * rhythm the same everywhere (a button never touches the text above it) and adds no
 * space for blocks that are hidden (display: none takes no gap).
 */
export const BLOCK_STACK_CLASS = 'wm-blocks flex flex-col gap-4';

export function BlockView({ block }: { block: Block }) {
  const { blocks } = useRegistry();
  const site = useSite();
  const scope = useEditableScope();
  const config = Object.hasOwn(blocks, block.type) ? blocks[block.type] : undefined;
  if (!config) {
    return <EditorNotice>Onbekend bloktype "{block.type}": dit blok wordt niet getoond.</EditorNotice>;
  }
  const props = blockProps(block.type, block.props);
  // A block that shows visitors nothing gets no style wrapper either: its padding or
  // background would otherwise show as an empty box.
  if (!site.editable && config.rendersNothingForVisitors?.(props, { block, site })) return null;
  const Render = config.render;
  const rendered = (
    <RenderBoundary fallback={<EditorNotice>Dit blok kon niet worden weergegeven.</EditorNotice>}>
      <StyleWrapper style={block.style} blockType={block.type}>
        <Render block={block} props={props} />
      </StyleWrapper>
    </RenderBoundary>
  );
  // Editable mode: the block's fields are addressed by its id (a block without one is not editable).
  if (!scope) return rendered;
  return <EditableScopeProvider value={{ ...scope, block: block.id, locked: scope.locked || !block.id }}>{rendered}</EditableScopeProvider>;
}

/** A list of blocks in order: a section's blocks or the contents of one slot. */
export function BlockList({ blocks }: { blocks: readonly Block[] | undefined }) {
  if (!blocks?.length) return null;
  return (
    <div className={BLOCK_STACK_CLASS}>
      {blocks.map((block, index) => (
        <BlockView key={block.id ?? index} block={block} />
      ))}
    </div>
  );
}
