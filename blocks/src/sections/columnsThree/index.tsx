/**
 * Content in 3 columns: three text blocks in equal columns, in a 1-2-1 grid, or as
 * cards with block_N_image on top. hide_1 .. hide_3 leave a block out.
 */
import { TextColumns } from '../../columnSections/TextColumns.tsx';
import { ImagePlaceholder } from '../../media/ImagePlaceholder.tsx';
import { firstImageUrl } from '../../media/imageUrl.ts';
import { columnSizes, ResponsiveImage } from '../../media/ResponsiveImage.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { useSite } from '../../site/SiteContext.tsx';

const SLOTS = ['block1', 'block2', 'block3'] as const;
const IMAGES = ['block_1_image', 'block_2_image', 'block_3_image'] as const;
const HIDDEN = ['hide_1', 'hide_2', 'hide_3'] as const;

function ColumnsThree({ section, meta }: SectionProps<'columnsThree'>) {
  const { editable } = useSite();
  const renderColumn = (key: string, index: number, layout: string) => {
    const text = <RichText value={meta[key as 'block1']} field={key} />;
    if (layout !== 'cards') return text;
    const image = firstImageUrl(meta[IMAGES[index]]);
    return (
      <article className="wm-card flex h-full flex-col overflow-hidden rounded-lg bg-white text-dark shadow-md">
        {image ? (
          <ResponsiveImage src={image} alt="" sizes={columnSizes(3)} className="h-48 w-full object-cover" />
        ) : editable ? (
          <ImagePlaceholder className="h-48 w-full" />
        ) : null}
        <div className="flex-1 p-6">{text}</div>
      </article>
    );
  };
  return (
    <TextColumns
      section={section}
      meta={meta}
      slots={SLOTS}
      renderColumn={renderColumn}
      isHidden={(index) => meta[HIDDEN[index]] === '1'}
    />
  );
}

export default defineSection({ id: 'columnsThree', render: ColumnsThree });
