/**
 * Webshop checkout page (page-type template). Without a webshop the cart is always
 * empty, so there is nothing to check out: the page shows the cart's empty state and
 * a link back to the cart page (the webshop setting shoppingcart_page or
 * '/winkelwagen'). Invoice, delivery and payment steps come with the webshop.
 */
import { safeUrl } from '../../links/safeUrl.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { cartPath, DEFAULT_CART_PATH, emptyCartText } from '../../webshop/pageFields.ts';
import { WebshopPageNote } from '../../webshop/PendingWebshop.tsx';

export const BACK_TO_CART_TEXT = 'Naar de winkelwagen';

function WebshopCheckout({ section, meta }: SectionProps<'webshopCheckout'>) {
  const { project } = useSite();
  return (
    <SectionFrame section={section} meta={meta}>
      <WebshopPageNote />
      <p className="wm-cart-empty mb-4 text-lg">{emptyCartText(project)}</p>
      <a href={safeUrl(cartPath(project)) ?? DEFAULT_CART_PATH} className="underline">
        {BACK_TO_CART_TEXT}
      </a>
    </SectionFrame>
  );
}

export default defineSection({ id: 'webshopCheckout', render: WebshopCheckout });
