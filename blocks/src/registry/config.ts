/**
 * How a section template or block type is declared: once, with its id and its
 * render component (Puck's ComponentConfig without fields and defaults, which live
 * in shared-schema). The component receives the stored item and its values already
 * merged with the schema defaults.
 */
import type { ReactNode } from 'react';
import type { BlockPropsMap, BlockType, SectionMetaMap, SectionTemplateId } from '@site/shared-schema';
import type { Block, Section } from '../site/types.ts';
import type { SiteContextValue } from '../site/SiteContext.tsx';

export interface SectionProps<K extends SectionTemplateId = SectionTemplateId> {
  section: Section;
  /** section.meta over sectionDefaults(id): every schema key is present. */
  meta: Required<SectionMetaMap[K]>;
}

export interface SectionConfig<K extends SectionTemplateId = SectionTemplateId> {
  id: K;
  // Method syntax keeps configs of different ids assignable to one registry type.
  render(props: SectionProps<K>): ReactNode;
}

export interface BlockProps<K extends BlockType = BlockType> {
  block: Block;
  /** block.props over blockDefaults(type): every schema key is present. */
  props: Required<BlockPropsMap[K]>;
}

export interface BlockConfig<K extends BlockType = BlockType> {
  type: K;
  render(props: BlockProps<K>): ReactNode;
  /**
   * True when, with these props, visitors see nothing of the block (only editors get
   * a placeholder). BlockView then renders neither the block nor its style wrapper
   * for visitors, so the wrapper's padding or background cannot show as an empty box.
   * `site` tells blocks that show site data (a webshop product) whether it is there.
   */
  rendersNothingForVisitors?(props: BlockProps<K>['props'], site: SiteContextValue): boolean;
}

export function defineSection<K extends SectionTemplateId>(config: SectionConfig<K>): SectionConfig<K> {
  return config;
}

export function defineBlock<K extends BlockType>(config: BlockConfig<K>): BlockConfig<K> {
  return config;
}

// The registries hold configs of different ids side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySectionConfig = SectionConfig<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockConfig = BlockConfig<any>;

export interface Registry {
  sections: Readonly<Record<string, AnySectionConfig>>;
  blocks: Readonly<Record<string, AnyBlockConfig>>;
}
