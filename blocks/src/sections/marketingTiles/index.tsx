/**
 * Marketing tiles: a grid of six tiles (item_one .. item_six), each an image with
 * its title over the lower edge, linking to the tile's link. A tile without image
 * shows the placeholder icon; a tile without a usable link is not clickable.
 */
import { ImagePlaceholder } from '../../media/ImagePlaceholder.tsx';
import { firstImageUrl } from '../../media/imageUrl.ts';
import { ResponsiveImage } from '../../media/ResponsiveImage.tsx';
import { safeUrl } from '../../links/safeUrl.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';

// One, two (from sm) or three (from md) tiles a row.
const TILE_SIZES = '(min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

const ITEMS = ['item_one', 'item_two', 'item_three', 'item_four', 'item_five', 'item_six'] as const;

type Meta = SectionProps<'marketingTiles'>['meta'];

function Tile({ meta, item }: { meta: Meta; item: (typeof ITEMS)[number] }) {
  const title = String(meta[`${item}_title`] ?? '');
  const src = firstImageUrl(meta[`${item}_image`]);
  const href = safeUrl(meta[`${item}_link`]);
  const body = (
    <>
      {src ? (
        <ResponsiveImage src={src} alt="" sizes={TILE_SIZES} className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105" />
      ) : (
        <ImagePlaceholder className="h-full w-full" />
      )}
      {title ? (
        <span className="absolute inset-x-0 bottom-0 bg-linear-to-t from-black/70 to-transparent px-4 pb-4 pt-10 text-lg font-semibold text-white">
          {title}
        </span>
      ) : null}
    </>
  );
  const className = 'wm-tile group relative block aspect-[4/3] overflow-hidden rounded-lg';
  return href ? (
    <a href={href} className={className} data-tile={item}>
      {body}
    </a>
  ) : (
    <div className={className} data-tile={item}>
      {body}
    </div>
  );
}

function MarketingTiles({ section, meta }: SectionProps<'marketingTiles'>) {
  return (
    <SectionFrame section={section} meta={meta}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 md:gap-6">
        {ITEMS.map((item) => (
          <Tile key={item} meta={meta} item={item} />
        ))}
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'marketingTiles', render: MarketingTiles });
