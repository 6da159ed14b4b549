/**
 * Webshop thank-you page (page-type template): its rich-text `content`. The order
 * overview (e-mail verification, order lines, payment status) comes with the
 * webshop; editors see a note that it appears once the webshop is active.
 */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { WebshopPageNote } from '../../webshop/PendingWebshop.tsx';

function WebshopThankyou({ section, meta }: SectionProps<'webshopThankyou'>) {
  return (
    <SectionFrame section={section} meta={meta}>
      <WebshopPageNote />
      <RichText value={meta.content} />
    </SectionFrame>
  );
}

export default defineSection({ id: 'webshopThankyou', render: WebshopThankyou });
