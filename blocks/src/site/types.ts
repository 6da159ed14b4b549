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

export interface Page {
  id?: number | string;
  path: string;
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
 * The webshop data of a page bundle (docs/product-page.md): product cards and category
 * cards by key, and per listing block (its id) the keys of the products it shows.
 * Cards are read defensively by the blocks that show them.
 */
export interface ShopData {
  products: Record<string, FieldValues>;
  categories: Record<string, FieldValues>;
  listings: Record<string, string[]>;
}
