/**
 * Webshop product page (page-type template): the product's main image, title and
 * descriptions (intro, short, full and the two extra columns) from page.custom_fields.
 * Price, options, stock and ordering come with the webshop; editors see a note that
 * they appear once the webshop is active.
 */
import { firstImageUrl } from '../../media/imageUrl.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { isEmptyRichText } from '../../richtext/document.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { pageTitleTag } from '../../section/headingLevel.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { customFields, webshopTitle } from '../../webshop/pageFields.ts';
import { WebshopPageNote } from '../../webshop/PendingWebshop.tsx';

function WebshopProductsOne({ section, meta }: SectionProps<'webshopProductsOne'>) {
  const { page } = useSite();
  const fields = customFields(page);
  const title = webshopTitle(page);
  const Title = pageTitleTag(page, section);
  const image = firstImageUrl(fields.main_image);
  const extras = [fields.extra_description, fields.extra_description_right].filter((value) => !isEmptyRichText(value));
  return (
    <SectionFrame section={section} meta={meta}>
      <WebshopPageNote />
      <div className={image ? 'grid gap-8 md:grid-cols-2' : undefined}>
        {image ? <img src={image} alt={title} className="w-full rounded object-cover" /> : null}
        <div>
          {title ? <Title className="mb-4 text-3xl font-bold md:text-4xl">{title}</Title> : null}
          <RichText value={fields.intro_description} className="mb-4 text-lg" />
          <RichText value={fields.short_description} className="mb-4" />
        </div>
      </div>
      <RichText value={fields.description} className="mt-8" />
      {extras.length ? (
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          {extras.map((value, index) => (
            <RichText key={index} value={value} />
          ))}
        </div>
      ) : null}
    </SectionFrame>
  );
}

export default defineSection({ id: 'webshopProductsOne', render: WebshopProductsOne });
