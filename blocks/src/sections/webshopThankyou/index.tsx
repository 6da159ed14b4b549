/**
 * Webshop thank-you page (page-type template; the order page of the webshop setting
 * order_page): its rich-text `content`, then the `orderOverview` island
 * (webshop/cart/OrderOverview.tsx) reading `?order=` and asking for the buyer's e-mail.
 */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { SiteOrderOverview } from '../../webshop/cart/OrderOverview.tsx';

function WebshopThankyou({ section, meta }: SectionProps<'webshopThankyou'>) {
  return (
    <SectionFrame section={section} meta={meta}>
      <RichText value={meta.content} field="content" />
      <SiteOrderOverview />
    </SectionFrame>
  );
}

export default defineSection({ id: 'webshopThankyou', render: WebshopThankyou });
