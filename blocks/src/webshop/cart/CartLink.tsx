/**
 * The header's cart link (`cartLink` island): a cart icon linking to the cart page,
 * with the number of pieces (cart plus quote) in a badge. The server renders the link
 * without a count, so pages stay cacheable; the island hydrates only when the visitor
 * has a cart (moment `storage:shoppingcart_session`, or at once when a cart is created
 * on the page), reads the cart once and shows the shared count (cartStore.ts).
 */
import { useEffect } from 'react';
import { CartIcon } from '../../icons/Icon.tsx';
import { Island } from '../../islands/Island.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { safeUrl } from '../../links/safeUrl.ts';
import { joinClasses } from '../../style/fieldClasses.ts';
import { cartPath, DEFAULT_CART_PATH, hasWebshop } from '../pageFields.ts';
import { ensureCartFetched } from './cartApi.ts';
import { cartLinkLabel } from './cartTexts.ts';
import { useCartState } from './cartStore.ts';
import { cartSession } from './session.ts';

export interface CartLinkProps {
  href: string;
  className?: string;
}

export function CartLink({ href, className }: CartLinkProps) {
  const { project, apiBase } = useSite();
  const { cartQuantity, shoppingcartFetched } = useCartState();
  const projectId = project.id;

  useEffect(() => {
    if (cartSession()) void ensureCartFetched({ apiBase, projectId });
  }, [apiBase, projectId]);

  const label = cartLinkLabel(shoppingcartFetched ? cartQuantity : null);
  return (
    <a href={href} aria-label={label} title={label} className={joinClasses('relative inline-flex h-11 w-11 items-center justify-center', className)} data-cart-link="">
      <CartIcon className="h-6 w-6" />
      {shoppingcartFetched && cartQuantity > 0 ? (
        <span aria-hidden="true" className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-500 px-1 text-xs font-bold text-white" data-cart-count="">
          {cartQuantity}
        </span>
      ) : null}
    </a>
  );
}

/** The cart link in a header: only for projects with the webshop module. */
export function SiteCartLink({ className }: { className?: string }) {
  const { project } = useSite();
  if (!hasWebshop(project)) return null;
  const href = safeUrl(cartPath(project)) ?? DEFAULT_CART_PATH;
  return <Island name="cartLink" props={className ? { href, className } : { href }} />;
}
