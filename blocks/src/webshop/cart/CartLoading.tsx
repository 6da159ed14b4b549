/** The loading state of the shop islands: what the server renders and shows until the cart (or order) is read. */
import { SpinnerIcon } from '../../icons/Icon.tsx';
import { CART_LOADING_TEXT } from './cartTexts.ts';

export function CartLoading({ text = CART_LOADING_TEXT }: { text?: string }) {
  return (
    <div className="flex items-center gap-3 py-8" role="status" data-cart-loading="">
      <SpinnerIcon />
      <span>{text}</span>
    </div>
  );
}

