/**
 * Webshop category page (page-type template): the category's title, short
 * description and description from page.custom_fields. Its sub-categories and
 * products (layout from custom_fields.layout) come with the webshop; editors see a
 * note that they appear once the webshop is active.
 */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { pageTitleTag } from '../../section/headingLevel.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { customFields, webshopTitle } from '../../webshop/pageFields.ts';
import { WebshopPageNote } from '../../webshop/PendingWebshop.tsx';

function WebshopCategoriesOne({ section, meta }: SectionProps<'webshopCategoriesOne'>) {
  const { page } = useSite();
  const fields = customFields(page);
  const title = webshopTitle(page);
  const Title = pageTitleTag(page, section);
  return (
    <SectionFrame section={section} meta={meta}>
      <WebshopPageNote />
      {title ? <Title className="mb-4 text-3xl font-bold md:text-4xl">{title}</Title> : null}
      <RichText value={fields.short_description} className="mb-4 text-lg" />
      <RichText value={fields.description} />
    </SectionFrame>
  );
}

export default defineSection({ id: 'webshopCategoriesOne', render: WebshopCategoriesOne });
