/**
 * THE list of islands: every interactive component that hydrates in the browser, one
 * line each, with the module that holds it (loaded on demand, its own chunk) and its
 * hydration moment (hydrationMoments.ts). Everything not listed here is server HTML
 * only: a page without islands loads no React at all.
 *
 * `load` answers the component; its props are plain JSON (the server serialises them
 * into the page) plus `slots` (Island.tsx), and its module must not import the section
 * catalogue or the schemas: defaults are applied on the server before the props are
 * made (a test checks the client build for that).
 * Keep it sorted.
 */
import type { ComponentType } from 'react';
import type { HydrationMoment } from './hydrationMoments.ts';

// Island components take differently shaped props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandComponent = ComponentType<any>;

export interface IslandDefinition {
  load: () => Promise<IslandComponent>;
  hydrate: HydrationMoment;
}

function island(load: IslandDefinition['load'], hydrate: HydrationMoment): IslandDefinition {
  return { load, hydrate };
}

export const islands = {
  accordion: island(() => import('../blocks/accordion/Accordion.tsx').then((m) => m.Accordion), 'interaction'),
  actionButton: island(() => import('../blocks/button/ButtonView.tsx').then((m) => m.ButtonView), 'interaction'),
  // In view: the stock call starts as soon as the visitor can see the product.
  addToCart: island(() => import('../webshop/AddToCart.tsx').then((m) => m.AddToCart), 'visible'),
  // A card's 'In winkelwagen': a click before hydration is replayed after it.
  cardAddToCart: island(() => import('../webshop/CardAddToCart.tsx').then((m) => m.CardAddToCart), 'interaction'),
  carousel: island(() => import('../carousel/Carousel.tsx').then((m) => m.CarouselIsland), 'visible'),
  // Only once the visitor has a cart (or one is created on the page): no React for the rest.
  cartLink: island(() => import('../webshop/cart/CartLink.tsx').then((m) => m.CartLink), 'storage:shoppingcart_session'),
  // On load: the cart is known only in the browser; the server renders 'Winkelwagen laden...'.
  checkout: island(() => import('../webshop/cart/Checkout.tsx').then((m) => m.Checkout), 'load'),
  conditional: island(() => import('../blocks/conditional/Conditional.tsx').then((m) => m.Conditional), 'load'),
  cookieConsent: island(() => import('../consent/CookieConsent.tsx').then((m) => m.CookieBarAfterInteraction), 'page-interaction'),
  desktopMenu: island(() => import('../menu/DesktopMenu.tsx').then((m) => m.DesktopMenuIsland), 'interaction'),
  // On the first input into it: its server HTML is a working form until then.
  // On load, beside the checkout: shows the ways on once the cart is read and empty.
  emptyCartWaysOn: island(() => import('../webshop/cart/EmptyCartWaysOn.tsx').then((m) => m.EmptyCartWaysOn), 'load'),
  form: island(() => import('../forms/SiteForm.tsx').then((m) => m.FormIsland), 'input'),
  hashButton: island(() => import('../blocks/button/ButtonView.tsx').then((m) => m.ButtonView), 'load'),
  imageGallery: island(() => import('../gallery/ImageGallery.tsx').then((m) => m.ImageGallery), 'interaction'),
  mobileMenu: island(() => import('../menu/MobileMenu.tsx').then((m) => m.MobileMenuIsland), 'interaction'),
  modelViewer: island(() => import('../blocks/threedmodel/ModelViewer.tsx').then((m) => m.ModelViewer), 'visible'),
  orderOverview: island(() => import('../webshop/cart/OrderOverview.tsx').then((m) => m.OrderOverview), 'load'),
  passwordForm: island(() => import('../sections/passwordLogin/PasswordFormIsland.tsx').then((m) => m.PasswordFormIsland), 'load'),
  // In view, not on interaction: how many thumbnails fit (2 or 4) is known only in the browser.
  productGallery: island(() => import('../webshop/ProductGallery.tsx').then((m) => m.ProductGallery), 'visible'),
  sandboxFrame: island(() => import('../developer/SandboxFrame.tsx').then((m) => m.SandboxFrameIsland), 'visible'),
  searchBox: island(() => import('../search/SearchBox.tsx').then((m) => m.SearchBox), 'interaction'),
  searchResults: island(() => import('../search/SearchResults.tsx').then((m) => m.SearchResults), 'load'),
  shoppingCart: island(() => import('../webshop/cart/ShoppingCart.tsx').then((m) => m.ShoppingCart), 'load'),
  stickyHeader: island(() => import('../sticky/StickyHeader.tsx').then((m) => m.StickyHeaderIsland), 'page-interaction'),
} satisfies Record<string, IslandDefinition>;

export type IslandName = keyof typeof islands;

export function islandDefinition(name: string): IslandDefinition | undefined {
  return Object.hasOwn(islands, name) ? (islands as Record<string, IslandDefinition>)[name] : undefined;
}
