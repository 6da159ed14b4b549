/**
 * The add-to-cart area of a product (spec 000 §4 and §5): the live price (base plus
 * options, display only), the Cart/Form and Cart/Quote switches (productModes.ts), the
 * options, the quantity (minus stops at 1; what is typed is not checked, the server
 * checks), the stock state and the add button; the product's form in form mode
 * ('Empty form' when it cannot be found, spec 001 §8) and the affiliate button.
 *
 * Stock: with stock_management the island asks products/get-stock once it runs
 * ('Voorraad ophalen...' until then); out of stock or a failed call leaves no
 * add-to-cart UI but 'Uitverkocht'. Without stock management it is always in stock
 * and nothing is asked.
 *
 * The add button dispatches a bubbling DOM event `wm:add-to-cart` whose detail is the
 * cart call's payload `{type: 'checkout' | 'quote', quantity, product_id, options:
 * [{title, value}]}` (docs/product-page.md) and sends it to shoppingcart/add
 * (cart/cartApi.ts: the cart is created on the first add). While adding the button
 * shows a spinner and ignores clicks; then what the server's cart says was added, with
 * 'Naar winkelwagen' and 'Afrekenen' (cart/AddedToCart.tsx), or the errors in a red
 * panel (spec 000 §8). That answer goes as soon as the shopper changes an option, the
 * quantity or the cart/quote choice: it no longer describes what is chosen.
 *
 * A required option left empty (requiredOptions.ts) stops the add before any call: the
 * option says why and gets the focus. Once every choice is made the product's
 * before-price text ('vanaf') is dropped: the price shown is then the price.
 *
 * On a page it is the `addToCart` island (SiteAddToCart), hydrating in view; its
 * props are made on the server (addToCartProduct.ts).
 */
import { useCallback, useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import { EMPTY_FORM, resolveForm } from '../forms/SiteForm.tsx';
import { FormRenderer } from '../forms/FormRenderer.tsx';
import { SpinnerIcon } from '../icons/Icon.tsx';
import { Island } from '../islands/Island.tsx';
import { useSite } from '../site/SiteContext.tsx';
import { joinClasses } from '../style/fieldClasses.ts';
import type { AddToCartProduct } from './addToCartProduct.ts';
import { AddedToCart, addedItem, type AddedItem } from './cart/AddedToCart.tsx';
import { addToCart } from './cart/cartApi.ts';
import { ErrorPanel } from './cart/ErrorPanel.tsx';
import type { ErrorMap } from './cart/shopCall.ts';
import { readPrice, toCents, type Price } from './money.ts';
import { PriceTag } from './PriceTag.tsx';
import { initialOptionValues, priceOptions, type OptionValue } from './pricing.ts';
import { optionFieldId, ProductOptions } from './ProductOptions.tsx';
import { everyOptionChosen, missingOptions, requiredOptions, requiredText } from './requiredOptions.ts';
import { productModes, type CartType, type ProductMode } from './productModes.ts';
import { fetchInStock } from './stock.ts';
import { webshopText } from './texts.ts';

export const ADD_TO_CART_EVENT = 'wm:add-to-cart';
export const STOCK_LOADING_TEXT = 'Voorraad ophalen...';
export const SOLD_OUT_TEXT = 'Uitverkocht';
export const FORM_MODE_TEXT = 'Meer informatie';
export const CART_TYPE_TEXTS: Record<CartType, string> = { checkout: 'Winkelwagen', quote: 'Offerte' };

export interface AddToCartDetail {
  type: CartType;
  /** A number when what was typed is a whole number, else the typed text (the server checks). */
  quantity: number | string;
  product_id: string;
  options: Array<{ title: string; value: OptionValue }>;
}

type StockState = 'loading' | 'in' | 'out';

type AddResult = { kind: 'added'; item: AddedItem | null; type: CartType } | { kind: 'failed'; errors: ErrorMap } | null;

/** The price the shopper pays per piece before options: the sale price when it is lower. */
function basePrice(product: AddToCartProduct): Price | null {
  const regular = readPrice(product.price.price);
  const sale = readPrice(product.price.sale_price);
  if (sale && (!regular || sale.incl_tax < regular.incl_tax)) return sale;
  return regular;
}

function vatRateOf(product: AddToCartProduct, base: Price | null): number {
  if (product.vatRate !== null) return product.vatRate;
  // Cards carry no rate: read it from the base price's incl / excl pair.
  if (!base || base.excl_tax <= 0) return 0;
  return Math.round((base.incl_tax / base.excl_tax - 1) * 100);
}

function quantityNumber(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : 1;
}

interface SwitchProps<T extends string> {
  label: string;
  choices: Array<{ value: T; text: string }>;
  value: T;
  onChange: (value: T) => void;
}

function SegmentedSwitch<T extends string>({ label, choices, value, onChange }: SwitchProps<T>) {
  return (
    <div role="group" aria-label={label} className="inline-flex w-fit overflow-hidden rounded border border-primary-500" data-switch={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={choice.value === value}
          className={joinClasses('min-h-11 px-4 py-2 text-base font-medium', choice.value === value ? 'bg-primary-500 text-white' : 'bg-white text-dark hover:bg-gray-100')}
          onClick={() => onChange(choice.value)}
        >
          {choice.text}
        </button>
      ))}
    </div>
  );
}

const STEP_BUTTON = 'flex h-11 w-11 items-center justify-center text-lg font-bold hover:bg-gray-100';

export function AddToCart({ product }: { product: AddToCartProduct }) {
  const { project, forms, apiBase } = useSite();
  const idPrefix = useId();
  const modes = productModes(product);
  const [mode, setMode] = useState<ProductMode>(modes.initialMode);
  const [type, setType] = useState<CartType>(modes.initialType);
  const [quantity, setQuantity] = useState('1');
  const [values, setValues] = useState<OptionValue[]>(() => initialOptionValues(product.options));
  const needsStock = product.stockManagement && (product.checkout || product.quote);
  const [stock, setStock] = useState<StockState>(needsStock ? 'loading' : 'in');
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<AddResult>(null);
  // Option position → why it cannot stay empty; filled by an add that was stopped.
  const [optionErrors, setOptionErrors] = useState<Record<number, string>>({});
  const required = useMemo(() => requiredOptions(product.options), [product.options]);
  const closeAdded = useCallback(() => setResult((current) => (current?.kind === 'added' ? null : current)), []);
  // What the shopper chooses changed: an earlier answer no longer describes it.
  const choose = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setResult(null);
  };
  // Read while rendering, so the product's form travels with the page's islands data.
  const form = product.form ? (resolveForm(forms, product.formKey) ?? EMPTY_FORM) : null;
  const projectId = project.id;

  useEffect(() => {
    if (!needsStock) return undefined;
    let current = true;
    void fetchInStock({ apiBase, projectId, productId: product.id }).then((inStock) => {
      if (current) setStock(inStock ? 'in' : 'out');
    });
    return () => {
      current = false;
    };
  }, [needsStock, apiBase, projectId, product.id]);

  const pricing = useMemo(() => {
    const base = basePrice(product);
    const price = base ? (toCents(base.incl_tax) / 100).toFixed(2) : '0';
    return { base, ...priceOptions({ price, vat_rate: vatRateOf(product, base), exclude_base_price: product.excludeBasePrice, options: product.options }, values) };
  }, [product, values]);
  const { base } = pricing;
  // The live price replaces the shown one only when options (or a left-out base price) change it.
  const changed = product.excludeBasePrice || (base !== null && pricing.unitInclCents !== toCents(base.incl_tax));
  const override: Price | null = changed ? { incl_tax: pricing.unitInclCents / 100, excl_tax: pricing.unitExclCents / 100 } : null;
  const chosen = product.options.length > 0 && everyOptionChosen(product.options, values);

  const add = (event: MouseEvent<HTMLButtonElement>) => {
    const typed = quantity.trim();
    const detail: AddToCartDetail = {
      type,
      quantity: product.hideQuantity ? 1 : /^\d+$/.test(typed) ? Number(typed) : typed,
      product_id: product.id,
      options: product.options.map((option, index) => ({ title: typeof option.title === 'string' ? option.title : '', value: values[index] ?? '' })),
    };
    if (adding) return;
    const missing = missingOptions(product.options, values);
    if (missing.length > 0) {
      setResult(null);
      setOptionErrors(Object.fromEntries(missing.map((index) => [index, requiredText(product.options[index])])));
      document.getElementById(optionFieldId(idPrefix, missing[0]))?.focus();
      return;
    }
    setOptionErrors({});
    event.currentTarget.dispatchEvent(new CustomEvent<AddToCartDetail>(ADD_TO_CART_EVENT, { bubbles: true, detail }));
    setAdding(true);
    setResult(null);
    void addToCart({ apiBase, projectId }, detail).then((answer) => {
      setAdding(false);
      setResult(answer.ok ? { kind: 'added', type: detail.type, item: addedItem(answer.view, detail) } : { kind: 'failed', errors: answer.errors });
    });
  };

  const cartLabel = product.checkout ? webshopText(project, 'webshop_open_addtocart_button') : webshopText(project, 'webshop_index_quote_button');
  const buttonText = type === 'quote' ? webshopText(project, 'webshop_single_quote_addtocart_button') : webshopText(project, 'webshop_single_buyable_addtocart_button');

  return (
    <div className="wm-add-to-cart flex flex-col gap-4" data-add-to-cart-area="" data-mode={mode} data-stock={stock}>
      <PriceTag fields={product.price} override={override} size="detail" final={chosen} />
      {modes.cartFormSwitch ? (
        <SegmentedSwitch<ProductMode>
          label="Bestellen of meer informatie"
          value={mode}
          onChange={setMode}
          choices={[
            { value: 'cart', text: cartLabel },
            { value: 'form', text: FORM_MODE_TEXT },
          ]}
        />
      ) : null}
      {mode === 'cart' && stock === 'loading' ? (
        <p role="status" className="text-sm opacity-80">
          {STOCK_LOADING_TEXT}
        </p>
      ) : null}
      {mode === 'cart' && stock === 'out' ? (
        <p role="status" className="w-fit rounded bg-gray-100 px-3 py-2 font-semibold text-red-700" data-sold-out="">
          {SOLD_OUT_TEXT}
        </p>
      ) : null}
      {mode === 'cart' && stock === 'in' ? (
        <div className="flex flex-col gap-4" data-cart-ui="">
          {modes.cartQuoteSwitch ? (
            <SegmentedSwitch<CartType>
              label="Winkelwagen of offerte"
              value={type}
              onChange={choose(setType)}
              choices={[
                { value: 'checkout', text: CART_TYPE_TEXTS.checkout },
                { value: 'quote', text: CART_TYPE_TEXTS.quote },
              ]}
            />
          ) : null}
          <ProductOptions
            options={product.options}
            values={values}
            prices={pricing.options}
            idPrefix={idPrefix}
            required={required}
            errors={optionErrors}
            onChange={(index, value) => {
              setValues((previous) => previous.map((entry, at) => (at === index ? value : entry)));
              setResult(null);
              setOptionErrors((errors) => {
                if (!(index in errors)) return errors;
                const next = { ...errors };
                delete next[index];
                return next;
              });
            }}
          />
          <div className="flex flex-wrap items-center gap-3">
            {product.hideQuantity ? null : (
              <div className="inline-flex items-center rounded border border-gray-300" data-quantity="">
                <button type="button" className={STEP_BUTTON} aria-label="Aantal verlagen" onClick={() => choose(setQuantity)(String(Math.max(1, quantityNumber(quantity) - 1)))}>
                  −
                </button>
                <label htmlFor={`${idPrefix}-quantity`} className="sr-only">
                  Aantal
                </label>
                <input
                  id={`${idPrefix}-quantity`}
                  type="text"
                  inputMode="numeric"
                  className="h-11 w-14 border-x border-gray-300 text-center text-base"
                  value={quantity}
                  onChange={(event) => choose(setQuantity)(event.target.value)}
                />
                <button type="button" className={STEP_BUTTON} aria-label="Aantal verhogen" onClick={() => choose(setQuantity)(String(quantityNumber(quantity) + 1))}>
                  +
                </button>
              </div>
            )}
            <button
              type="button"
              className="flex min-h-11 items-center gap-2 rounded bg-primary-500 px-6 py-2 font-semibold text-white hover:bg-primary-600 aria-disabled:opacity-70"
              data-add-to-cart={type}
              aria-disabled={adding || undefined}
              onClick={add}
            >
              {adding ? <SpinnerIcon /> : null}
              {buttonText}
            </button>
          </div>
          <AddedToCart added={result?.kind === 'added' ? (result.item ?? { type: result.type, title: '', quantity: 0, options: [] }) : null} onClose={closeAdded} />
          <ErrorPanel errors={result?.kind === 'failed' ? result.errors : null} />
        </div>
      ) : null}
      {form ? (
        <div hidden={mode !== 'form'} data-product-form="">
          {form.title ? <p className="mb-2 font-semibold">{form.title}</p> : null}
          <FormRenderer form={form} />
        </div>
      ) : null}
      {product.affiliate?.href ? (
        <a
          href={product.affiliate.href}
          target={product.affiliate.target}
          rel={product.affiliate.rel}
          className="inline-flex min-h-11 w-fit items-center rounded border border-primary-500 px-6 py-2 font-semibold text-primary-500 hover:bg-primary-50"
          data-affiliate=""
        >
          {webshopText(project, 'webshop_single_affiliate_button')}
        </a>
      ) : null}
    </div>
  );
}

/** The add-to-cart area on a page: an island hydrating in view. */
export function SiteAddToCart({ product }: { product: AddToCartProduct }) {
  return <Island name="addToCart" props={{ product }} />;
}
