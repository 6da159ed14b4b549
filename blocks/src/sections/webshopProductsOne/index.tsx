/**
 * The product page (page-type template, spec 001 §2 and §3): the gallery (the
 * productGallery island) beside the title (page title tag rule), the intro, the
 * add-to-cart area (the addToCart island) and the short description; below them the
 * description and the two extra descriptions side by side. Everything comes from the
 * page's custom_fields (the product, docs/product-page.md).
 *
 * The product's layout '0'-'3' varies the arrangement lightly: '0' gallery left in a
 * half, '1' gallery right, '2' a wider gallery (7/12), '3' a narrower one (5/12).
 * Breadcrumbs are the page's own (the breadcrumbsOne section above it).
 */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { isEmptyRichText } from '../../richtext/document.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { pageTitleTag } from '../../section/headingLevel.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { joinClasses } from '../../style/fieldClasses.ts';
import { SiteAddToCart } from '../../webshop/AddToCart.tsx';
import { addToCartProduct } from '../../webshop/addToCartProduct.ts';
import { customFields, webshopTitle } from '../../webshop/pageFields.ts';
import { SiteProductGallery } from '../../webshop/ProductGallery.tsx';
import { productImages } from '../../webshop/productImages.ts';

export const NO_PRODUCT_NOTE = 'Productpagina: op de pagina van elk product staan hier zijn afbeeldingen, prijs, bestelknop en omschrijvingen.';

/** Grid and column classes per product layout (literal, so Tailwind finds them). */
const LAYOUTS: Record<string, { grid: string; gallery: string; details: string }> = {
  '0': { grid: 'md:grid-cols-2', gallery: '', details: '' },
  '1': { grid: 'md:grid-cols-2', gallery: 'md:order-last', details: '' },
  '2': { grid: 'md:grid-cols-12', gallery: 'md:col-span-7', details: 'md:col-span-5' },
  '3': { grid: 'md:grid-cols-12', gallery: 'md:col-span-5', details: 'md:col-span-7' },
};

function layoutOf(value: unknown): (typeof LAYOUTS)[string] {
  const key = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return Object.hasOwn(LAYOUTS, key) ? LAYOUTS[key] : LAYOUTS['0'];
}

function WebshopProductsOne({ section, meta }: SectionProps<'webshopProductsOne'>) {
  const { page, project, editable } = useSite();
  const fields = customFields(page);
  const title = webshopTitle(page);
  const Title = pageTitleTag(page, section);
  const images = productImages(fields.main_image, fields.sub_images, title);
  const layout = layoutOf(fields.layout);
  const product = addToCartProduct(fields, project);
  const extras = [fields.extra_description, fields.extra_description_right].filter((value) => !isEmptyRichText(value));
  const isProduct = product.id !== '';
  return (
    <SectionFrame section={section} meta={meta}>
      {editable && !isProduct ? <EditorNotice>{NO_PRODUCT_NOTE}</EditorNotice> : null}
      <div className={images.length ? joinClasses('grid gap-8', layout.grid) : undefined} data-product={product.id || undefined}>
        {images.length ? (
          <div className={joinClasses('min-w-0', layout.gallery)}>
            <SiteProductGallery images={images} />
          </div>
        ) : null}
        <div className={joinClasses('flex min-w-0 flex-col gap-4', layout.details)}>
          {title ? <Title className="text-3xl font-bold md:text-4xl">{title}</Title> : null}
          <RichText value={fields.intro_description} className="text-lg" />
          {isProduct ? <SiteAddToCart product={product} /> : null}
          <RichText value={fields.short_description} />
        </div>
      </div>
      <RichText value={fields.description} className="mt-8" />
      {extras.length ? (
        <div className="mt-8 grid gap-8 md:grid-cols-2" data-extra-descriptions="">
          {extras.map((value, index) => (
            <RichText key={index} value={value} />
          ))}
        </div>
      ) : null}
    </SectionFrame>
  );
}

export default defineSection({ id: 'webshopProductsOne', render: WebshopProductsOne });
