/**
 * One category in a grid (productcategories block, category page): its image, title,
 * the number of its products ('12 producten') and a link over the whole card.
 */
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { firstImageUrl } from '../media/imageUrl.ts';
import { safeUrl } from '../links/safeUrl.ts';
import type { CategoryCard as CategoryCardData } from '../site/types.ts';

/** '1 product', '12 producten'. */
export function productCountText(count: number): string {
  return count === 1 ? '1 product' : `${count} producten`;
}

export function CategoryCard({ category, imageSizes, titleTag: Title = 'h3' }: { category: CategoryCardData; imageSizes?: string; titleTag?: 'h2' | 'h3' }) {
  const image = firstImageUrl(category.image);
  return (
    <article className="wm-category-card group relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white text-dark shadow-sm" data-category-card="" data-category-id={category.id}>
      {/* Clipped: a box with an aspect ratio would grow to fit a late image and move the text. */}
      <div className="aspect-[4/3] overflow-hidden bg-gray-100">
        {image ? <ResponsiveImage src={image} alt="" width={600} height={450} sizes={imageSizes} lazy className="h-full w-full object-cover transition-transform group-hover:scale-105" /> : null}
      </div>
      <div className="flex grow flex-col gap-1 p-4">
        <Title className="text-lg font-semibold leading-snug">
          {/* The link covers the card (after::inset-0); the title is its name. */}
          <a href={safeUrl(category.url)} className="after:absolute after:inset-0 group-hover:underline">
            {category.title}
          </a>
        </Title>
        {category.product_count !== undefined ? (
          <p className="text-sm opacity-80" data-product-count="">
            {productCountText(category.product_count)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
