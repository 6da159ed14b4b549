/**
 * Webshop checkout page (page-type template): the `checkout` island (webshop/cart/
 * Checkout.tsx) with invoice and shipping details, delivery and payment choices, the
 * order summary and 'Bestelling plaatsen'. The server renders its loading state; an
 * empty cart shows the empty text and a link back to the cart page (the webshop setting
 * shoppingcart_page or '/winkelwagen'), and under it the ways on (the shop's categories
 * and a few products, the `emptyCartWaysOn` island).
 */
import { safeUrl } from '../../links/safeUrl.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { SiteCheckout } from '../../webshop/cart/Checkout.tsx';
import { SiteEmptyCartWaysOn } from '../../webshop/cart/EmptyCartWaysOn.tsx';
import { cartPath, DEFAULT_CART_PATH } from '../../webshop/pageFields.ts';
import { waysOnData } from '../../webshop/WaysOn.tsx';

function WebshopCheckout({ section, meta }: SectionProps<'webshopCheckout'>) {
  const { project, shop } = useSite();
  return (
    <SectionFrame section={section} meta={meta}>
      <SiteCheckout cartPath={safeUrl(cartPath(project)) ?? DEFAULT_CART_PATH} />
      <SiteEmptyCartWaysOn waysOn={waysOnData(shop)} />
    </SectionFrame>
  );
}

export default defineSection({ id: 'webshopCheckout', render: WebshopCheckout });
