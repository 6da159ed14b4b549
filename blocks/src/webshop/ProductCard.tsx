/**
 * One product in a listing (products block, category page, search results), in the
 * product's own card layout (spec 000 §9: 0, 1 and 3 show the buy button, 2 the quote
 * button; docs/shop-blocks.md shows the four):
 *
 * - '0' stacked: image on top, title, price, a full-width buy button;
 * - '1' horizontal: image beside the text, the buy button under the price;
 * - '2' quote: a tinted card, the image shown whole, an outlined quote button;
 * - '3' overlay: a square image with title and price over its lower edge, a compact buy button.
 *
 * A grid shows one layout (`layout`, from CardGrid.tsx); alone a card takes its product's.
 *
 * The button (cardButton): a simple product (checkout on, no options, in stock) gets
 * 'In winkelwagen', which adds one piece at once (CardAddToCart.tsx, with the product
 * page's answer); a product with options links to its page with 'Kies opties', a
 * quote product (layout 2, or quote without checkout) with 'Offerte aanvragen', a
 * product without cart or quote with 'Meer informatie'. A sold-out product has no
 * button, only 'Uitverkocht'. `data-card-button` names the kind.
 */
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { SiteCardAddToCart } from './CardAddToCart.tsx';
import { firstImageUrl } from '../media/imageUrl.ts';
import { safeUrl } from '../links/safeUrl.ts';
import { useSite } from '../site/SiteContext.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import type { ProductCard as ProductCardData } from '../site/types.ts';
import { flag } from './money.ts';
import { PriceTag } from './PriceTag.tsx';
import { webshopText } from './texts.ts';
import type { ReactNode } from 'react';

export type CardLayout = '0' | '1' | '2' | '3';

/** Shown on a card whose stock is managed and gone. */
export const SOLD_OUT_TEXT = 'Uitverkocht';

/** The card layout of a product ('0' for anything else). */
export function cardLayout(value: unknown): CardLayout {
  const layout = typeof value === 'number' ? String(value) : value;
  return layout === '1' || layout === '2' || layout === '3' ? layout : '0';
}

/** The cart action of a layout's button: quote for layout 2, checkout otherwise. */
export function cardAction(layout: CardLayout): 'checkout' | 'quote' {
  return layout === '2' ? 'quote' : 'checkout';
}

export const CHOOSE_OPTIONS_TEXT = 'Kies opties';
export const MORE_INFO_TEXT = 'Meer informatie';

export type CardButton = 'add' | 'options' | 'quote' | 'info' | 'none';

/** What a card's button does (see the module comment). */
export function cardButton(product: ProductCardData, layout: CardLayout): CardButton {
  if (flag(product.stock_management) && product.in_stock === false) return 'none';
  const checkout = product.enable_checkout === undefined ? true : flag(product.enable_checkout);
  const quote = flag(product.enable_quote);
  if (cardAction(layout) === 'quote' || (quote && !checkout)) return 'quote';
  if (!checkout) return 'info';
  return product.has_options ? 'options' : 'add';
}

const FRAME: Record<CardLayout, string> = {
  '0': 'flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white text-dark shadow-sm',
  '1': 'flex flex-row overflow-hidden rounded-lg border border-gray-200 bg-white text-dark shadow-sm',
  '2': 'flex flex-col overflow-hidden rounded-lg border border-primary-200 bg-primary-50 text-dark',
  '3': 'flex flex-col overflow-hidden rounded-lg bg-white text-dark shadow-md',
};

// overflow-hidden: a box with an aspect ratio grows to fit its content unless its
// overflow is clipped, so an image arriving late could push the text below it down.
const IMAGE_BOX: Record<CardLayout, string> = {
  '0': 'block aspect-[4/3] overflow-hidden bg-gray-100',
  '1': 'block w-2/5 shrink-0 self-stretch overflow-hidden bg-gray-100',
  '2': 'block aspect-[4/3] overflow-hidden bg-white p-4',
  '3': 'block aspect-square overflow-hidden bg-gray-100',
};

const BUTTON: Record<CardLayout, string> = {
  '0': 'mt-auto block min-h-11 w-full rounded bg-primary-500 px-4 py-2.5 text-center font-semibold text-white hover:bg-primary-600',
  '1': 'mt-auto inline-block min-h-11 self-start whitespace-nowrap rounded bg-primary-500 px-3 py-3 text-center text-sm font-semibold text-white hover:bg-primary-600',
  '2': 'mt-auto block min-h-11 w-full rounded border-2 border-primary-500 px-4 py-2 text-center font-semibold text-primary-500 hover:bg-primary-500 hover:text-white',
  '3': 'ml-auto inline-block min-h-11 shrink-0 rounded bg-primary-500 px-3 py-3 text-sm font-semibold text-white hover:bg-primary-600',
};

export interface ProductCardProps {
  product: ProductCardData;
  /** `sizes` of the card image (from the grid's column count). */
  imageSizes?: string;
  /** Heading level of the card's title; cards under a page title are h3 (docs/blocks.md). */
  titleTag?: 'h2' | 'h3';
  /** The grid's layout; without it the product's own. */
  layout?: CardLayout;
}

export function ProductCard({ product, imageSizes, titleTag: Title = 'h3', layout: gridLayout }: ProductCardProps) {
  const { project } = useSite();
  const layout = gridLayout ?? cardLayout(product.layout);
  const kind = cardButton(product, layout);
  const href = safeUrl(product.url);
  const image = firstImageUrl(product.main_image);
  const soldOut = kind === 'none';
  const overlay = layout === '3';

  const picture = image ? (
    <ResponsiveImage
      src={image}
      alt={product.title}
      width={600}
      height={layout === '0' || layout === '2' ? 450 : 600}
      sizes={imageSizes}
      lazy
      className={joinClasses('h-full w-full', layout === '2' ? 'object-contain' : 'object-cover')}
    />
  ) : null;
  const title = (
    <Title className={joinClasses('font-semibold leading-snug', overlay ? 'text-base' : 'text-lg')}>
      <a href={href} className="hover:underline">
        {product.title}
      </a>
    </Title>
  );
  let button: ReactNode = null;
  if (kind === 'add') {
    button = <SiteCardAddToCart productId={product.id} label={webshopText(project, 'webshop_index_buyable_button')} className={joinClasses(BUTTON[layout], 'inline-flex items-center justify-center gap-2')} />;
  } else if (kind !== 'none') {
    const text = kind === 'quote' ? webshopText(project, 'webshop_index_quote_button') : kind === 'options' ? CHOOSE_OPTIONS_TEXT : MORE_INFO_TEXT;
    button = (
      <a href={href} className={BUTTON[layout]} data-card-button={kind} data-cart-action={kind === 'quote' ? 'quote' : undefined} data-product-id={product.id}>
        {text}
      </a>
    );
  }
  const soldOutBadge = soldOut ? (
    <p className="text-sm font-semibold text-red-700" data-sold-out="">
      {SOLD_OUT_TEXT}
    </p>
  ) : null;

  return (
    <article className={joinClasses('wm-product-card h-full', FRAME[layout])} data-product-card="" data-card-layout={layout} data-product-id={product.id}>
      {overlay ? (
        <div className="relative">
          <a href={href} tabIndex={-1} aria-hidden="true" className={IMAGE_BOX[layout]}>
            {picture}
          </a>
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-3 pt-10 text-white">
            {title}
            <PriceTag fields={product} />
          </div>
        </div>
      ) : (
        <a href={href} tabIndex={-1} aria-hidden="true" className={IMAGE_BOX[layout]}>
          {picture}
        </a>
      )}
      <div className={overlay ? 'flex grow flex-row items-center justify-between gap-2 p-3' : 'flex grow flex-col gap-2 p-4'}>
        {overlay ? null : title}
        {overlay ? null : <PriceTag fields={product} />}
        {soldOutBadge}
        {button}
      </div>
    </article>
  );
}
