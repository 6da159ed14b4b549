/**
 * Webshop cart page (page-type template): the `shoppingCart` island (webshop/cart/
 * ShoppingCart.tsx). The server renders its loading state ('Winkelwagen laden...'); the
 * browser reads the cart and shows the checkout and quote sections, or the empty text
 * with the ways on (webshop/WaysOn.tsx, made here as props).
 */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { SiteShoppingCart } from '../../webshop/cart/ShoppingCart.tsx';
import { checkoutPath } from '../../webshop/pageFields.ts';
import { hasWaysOn, waysOnData } from '../../webshop/WaysOn.tsx';

function WebshopShoppingcart({ section, meta }: SectionProps<'webshopShoppingcart'>) {
  const { project, shop } = useSite();
  const waysOn = waysOnData(shop);
  return (
    <SectionFrame section={section} meta={meta}>
      <SiteShoppingCart checkoutPath={checkoutPath(project)} {...(hasWaysOn(waysOn) ? { waysOn } : {})} />
    </SectionFrame>
  );
}

export default defineSection({ id: 'webshopShoppingcart', render: WebshopShoppingcart });
