/**
 * Webshop cart page (page-type template). There is no webshop yet, so no cart can
 * hold products: the page shows the empty state, the project's
 * webshop_cart_empty_global_text (or webshop_cart_empty_shoppingcart_text) when set,
 * else the spec's 'Geen producten in winkelwagen.'.
 */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { emptyCartText } from '../../webshop/pageFields.ts';
import { WebshopPageNote } from '../../webshop/PendingWebshop.tsx';

function WebshopShoppingcart({ section, meta }: SectionProps<'webshopShoppingcart'>) {
  const { project } = useSite();
  return (
    <SectionFrame section={section} meta={meta}>
      <WebshopPageNote />
      <p className="wm-cart-empty text-lg">{emptyCartText(project)}</p>
    </SectionFrame>
  );
}

export default defineSection({ id: 'webshopShoppingcart', render: WebshopShoppingcart });
