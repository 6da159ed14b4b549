/**
 * What the add-to-cart island needs of a product, made on the server from the product
 * page's custom_fields or a ProductCard of bundle.shop (docs/product-page.md): plain
 * JSON, flags read once ('1' / true), the affiliate link's target and rel decided
 * against the project's domain_live.
 */
import type { LinkAttributes } from '../links/linkAttributes.ts';
import type { Project } from '../site/types.ts';
import { affiliateLink } from './affiliate.ts';
import { flag } from './money.ts';
import type { PriceFields } from './PriceTag.tsx';
import type { ProductOption } from './pricing.ts';

export interface AddToCartProduct {
  id: string;
  price: PriceFields;
  /** VAT percentage (21, 9, 0); null when the data does not say (cards). */
  vatRate: number | null;
  excludeBasePrice: boolean;
  options: ProductOption[];
  hideQuantity: boolean;
  stockManagement: boolean;
  checkout: boolean;
  quote: boolean;
  form: boolean;
  /** The product's form (bundle.forms key); '' when none. */
  formKey: string;
  /** The affiliate button's link when enable_affiliate and a link is set. */
  affiliate: LinkAttributes | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function isOption(value: unknown): value is ProductOption {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function addToCartProduct(fields: Record<string, unknown>, project: Pick<Project, 'domain_live'>): AddToCartProduct {
  const vat = typeof fields.vat_rate === 'number' ? fields.vat_rate : Number.parseInt(text(fields.vat_rate), 10);
  return {
    id: text(fields.id),
    price: {
      price: fields.price,
      sale_price: fields.sale_price,
      hide_price: fields.hide_price,
      show_price_tax_included: fields.show_price_tax_included,
      before_price_text: fields.before_price_text,
      after_price_text: fields.after_price_text,
    },
    vatRate: Number.isFinite(vat) ? vat : null,
    excludeBasePrice: flag(fields.exclude_base_price),
    options: Array.isArray(fields.options) ? fields.options.filter(isOption) : [],
    hideQuantity: flag(fields.hide_quantity),
    stockManagement: flag(fields.stock_management),
    checkout: flag(fields.enable_checkout),
    quote: flag(fields.enable_quote),
    form: flag(fields.enable_form),
    formKey: text(fields.form_id),
    affiliate: flag(fields.enable_affiliate) ? affiliateLink(fields.affiliate_link, project.domain_live) : null,
  };
}
