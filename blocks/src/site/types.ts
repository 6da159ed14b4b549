/**
 * The envelopes of docs/data-shapes.md as TypeScript types: sections, blocks, menus,
 * forms, the project and the page. Field values inside `meta`, `props` and `style`
 * are described by shared-schema; these types only fix the surrounding shape.
 */

export type FieldValues = Record<string, unknown>;

export interface Block {
  id: string;
  type: string;
  props?: FieldValues;
  style?: FieldValues;
  slots?: Record<string, Block[]>;
}

export interface Section {
  id: string;
  template: string;
  meta?: FieldValues;
  blocks?: Block[];
}

export interface MenuItemStyle {
  type?: string;
  text_color?: string;
  icon?: string;
}

export interface MenuItem {
  id: string;
  label: string;
  link?: string;
  type?: string;
  item_type?: string;
  text?: unknown;
  class?: string;
  column_width?: string;
  style?: MenuItemStyle;
  items?: MenuItem[];
}

export interface Menu {
  id: string;
  title?: string;
  items: MenuItem[];
}

export interface FormItem {
  id: string;
  identifier: string;
  label: string;
  type: string;
  options?: { value: string; title: string }[];
  required?: string;
  hide_label?: string;
  default_value?: string;
}

export interface Form {
  id: string;
  title?: string;
  submit_title?: string;
  message?: string;
  redirection_url?: string;
  items: FormItem[];
}

export interface ProjectColor {
  label?: string;
  key: string;
  group?: string;
  value: string;
}

export interface Project {
  id: number | string;
  title?: string;
  domain_live?: string;
  logo?: string;
  translations?: Record<string, string>;
  modules?: Record<string, unknown>;
  styles?: { colors?: ProjectColor[] } & FieldValues;
  /** Cookie bar settings (docs/cookie-consent.md); read through consentSettings(). */
  cookie_consent?: unknown;
  /** Site-wide field values by field key: what a field `X` shows when `X_local` is '0'. */
  global_fields?: FieldValues;
}

export interface Breadcrumb {
  title: string;
  url: string;
  active?: boolean;
}

/** What a bundle page is: a stored page, or a product, category or the search page. */
export type PageKind = 'page' | 'product' | 'category' | 'search';

export interface Page {
  id?: number | string;
  path: string;
  /** Absent on stored pages of older APIs: read as 'page'. */
  kind?: PageKind;
  noindex?: boolean;
  post_title?: string;
  seo_title?: string;
  seo_description?: string;
  custom_fields?: FieldValues;
  breadcrumbs?: Breadcrumb[];
  protected?: boolean;
  components?: Section[];
}

export interface ReusableTemplate {
  id?: string;
  title?: string;
  components: Section[];
}

/** One `<source>` of a responsive image: a type and its width-described srcset. */
export interface MediaSource {
  type: string;
  srcset: string;
}

/**
 * What the media pipeline knows of an image (the page bundle's `media` map, keyed by
 * the URL as stored): the upright size, the content-hashed original, variants by type.
 */
export interface MediaFacts {
  width: number;
  height: number;
  src: string;
  sources: MediaSource[];
}

/**
 * A product as listings show it (docs/shop-blocks.md): the bundle's `shop.products`,
 * a category page's `custom_fields.products` and the search answer's results. Prices
 * are euro numbers `{incl_tax, excl_tax}`; flags booleans (older data: '1' / '0').
 */
export interface ProductCard {
  id: string;
  title: string;
  url: string;
  main_image?: string;
  price?: { incl_tax: number; excl_tax: number } | null;
  sale_price?: { incl_tax: number; excl_tax: number } | null;
  hide_price?: boolean | string;
  show_price_tax_included?: boolean | string;
  before_price_text?: string;
  after_price_text?: string;
  /** Card layout '0'..'3' (0, 1 and 3 buy button, 2 quote button). */
  layout?: string;
  enable_checkout?: boolean | string;
  enable_quote?: boolean | string;
  enable_form?: boolean | string;
  enable_affiliate?: boolean | string;
  affiliate_link?: string;
  stock_management?: boolean | string;
  in_stock?: boolean;
  /** The product has options to choose: its card links to the product page ('Kies opties'). */
  has_options?: boolean;
}

/** A category as grids show it: the bundle's `shop.categories`, a category page's sub_categories. */
export interface CategoryCard {
  id: string;
  title: string;
  url: string;
  image?: string;
  short_description?: string;
  product_count?: number;
}

/**
 * The shop data of a page bundle (`bundle.shop`): the cards its blocks show, by key,
 * and per listing block (key = the block id) the keys it lists in order: product keys
 * for `products` (and `addtocart`), category keys for `productcategories`.
 */
export interface ShopData {
  products: Record<string, ProductCard>;
  categories: Record<string, CategoryCard>;
  listings: Record<string, string[]>;
}
