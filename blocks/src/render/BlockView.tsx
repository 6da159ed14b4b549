/**
 * Renders one block through the registry: props merged over the block defaults,
 * wrapped in the element that applies its style settings.
 */
import { blockProps } from '../schema/fields.ts';
import { useRegistry } from '../registry/RegistryContext.tsx';
import { StyleWrapper } from '../style/StyleWrapper.tsx';
import type { Block } from '../site/types.ts';
import { EditorNotice } from './EditorNotice.tsx';
import { RenderBoundary } from './RenderBoundary.tsx';

export function BlockView({ block }: { block: Block }) {
  const { blocks } = useRegistry();
  const config = Object.hasOwn(blocks, block.type) ? blocks[block.type] : undefined;
  if (!config) {
    return <EditorNotice>Onbekend bloktype "{block.type}": dit blok wordt niet getoond.</EditorNotice>;
  }
  const Render = config.render;
  return (
    <RenderBoundary fallback={<EditorNotice>Dit blok kon niet worden weergegeven.</EditorNotice>}>
      <StyleWrapper style={block.style} blockType={block.type}>
        <Render block={block} props={blockProps(block.type, block.props)} />
      </StyleWrapper>
    </RenderBoundary>
  );
}

/** A list of blocks in order: a section's blocks or the contents of one slot. */
export function BlockList({ blocks }: { blocks: readonly Block[] | undefined }) {
  if (!blocks?.length) return null;
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={block.id ?? index} block={block} />
      ))}
    </>
  );
}
