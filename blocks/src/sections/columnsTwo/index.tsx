/**
 * Content in 2 columns: two text blocks side by side, as a title block (4) beside a
 * description block (8) aligned by text_vertical_position, or with block_1_image
 * behind the first block.
 */
import { TextColumns } from '../../columnSections/TextColumns.tsx';
import { firstImageUrl } from '../../media/imageUrl.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { cssUrl } from '../../style/blockStyle.ts';

const SLOTS = ['block1', 'block2'] as const;

function ColumnsTwo({ section, meta }: SectionProps<'columnsTwo'>) {
  const image = firstImageUrl(meta.block_1_image);
  const renderColumn = (key: string, index: number, layout: string) => {
    if (layout !== 'image_background' || index !== 0) return <RichText value={meta[key as 'block1']} field={key} />;
    return (
      <div
        className="wm-image-background relative flex h-full min-h-64 items-end overflow-hidden rounded-lg bg-black/20 bg-cover bg-center p-8 text-white"
        style={image ? { backgroundImage: cssUrl(image) } : undefined}
      >
        {/* Keeps white text readable on a light photo. */}
        {image ? <div aria-hidden="true" className="absolute inset-0 bg-black/40" /> : null}
        <RichText value={meta.block1} field="block1" className="relative" />
      </div>
    );
  };
  return <TextColumns section={section} meta={meta} slots={SLOTS} renderColumn={renderColumn} />;
}

export default defineSection({ id: 'columnsTwo', render: ColumnsTwo });
