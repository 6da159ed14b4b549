/**
 * The ways on under the checkout (`emptyCartWaysOn` island, on load): once the page's
 * cart is read (the shared cart state, cartStore.ts) and holds nothing, the shop's
 * categories and a few products (../WaysOn.tsx). Beside the checkout island, not in
 * it: it only reads the state every cart island shares, and asks for the cart itself
 * only when no other island did (one shared call).
 */
import { useEffect } from 'react';
import { Island } from '../../islands/Island.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { hasWaysOn, WaysOn, type WaysOnData } from '../WaysOn.tsx';
import { ensureCartFetched } from './cartApi.ts';
import { useCartState } from './cartStore.ts';

export function EmptyCartWaysOn({ waysOn }: { waysOn: WaysOnData }) {
  const { project, apiBase } = useSite();
  const { cartQuantity, shoppingcartFetched } = useCartState();
  const projectId = project.id;

  useEffect(() => {
    void ensureCartFetched({ apiBase, projectId });
  }, [apiBase, projectId]);

  if (!shoppingcartFetched || cartQuantity > 0) return null;
  return (
    <div className="mt-10" data-empty-cart-ways-on="">
      <WaysOn data={waysOn} />
    </div>
  );
}

/** On a page: nothing in the server HTML (the cart is known only in the browser). */
export function SiteEmptyCartWaysOn({ waysOn }: { waysOn: WaysOnData }) {
  if (!hasWaysOn(waysOn)) return null;
  return <Island name="emptyCartWaysOn" props={{ waysOn }} />;
}
