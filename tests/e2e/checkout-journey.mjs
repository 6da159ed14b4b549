/**
 * What the checkout tests (checkout, buyer-journey checkout, pickup slots) and the
 * checkout screenshots share: a stack
 * whose VAT checks go to the VIES stand-in (tests/fakes/serve_vies.py) with one valid
 * and one unavailable Belgian number (any other well-formed number is unknown to it,
 * so invalid), a product in the cart, typing into checkout fields, and the answers the
 * demo wedding cake's form asks for.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

import { startStackAndBrowser, waitForHydration } from './browser.mjs';
import { ROOT } from './stack.mjs';

export const VALID_VAT = 'BE0403170701';
export const UNAVAILABLE_VAT = 'BE0417497106';
export const UNKNOWN_VAT = 'BE0776091951';
export const WAIT = 30_000;

/** The VIES stand-in as a child process; resolves with its URL and a stop function. */
export async function startFakeVies() {
  const child = spawn('uv', ['run', 'python', '-m', 'tests.fakes.serve_vies', '--valid', VALID_VAT, '--unavailable', UNAVAILABLE_VAT], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [url] = await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the VIES stand-in stopped (${code})`);
    }),
  ]);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.stdin.end();
    await exited;
  };
  return { url: url.trim(), stop };
}

/** A stack (demo shop, VIES stand-in) and a browser; `stop()` ends all three. */
export async function startCheckoutStack(name) {
  const vies = await startFakeVies();
  try {
    const { stack, browser } = await startStackAndBrowser(name, { env: { VIES_URL: vies.url } });
    const stop = () => Promise.allSettled([stack.stop(), browser.close(), vies.stop()]);
    return { stack, browser, stop };
  } catch (error) {
    await vies.stop();
    throw error;
  }
}

/** Adds a product from its page (`choose` sets its options first). */
export async function addToCart(page, stack, path, choose = async () => {}) {
  await page.goto(`${stack.url}${path}`, { waitUntil: 'load' });
  const button = page.locator('[data-add-to-cart]');
  await waitForHydration(button);
  await choose();
  const added = page.waitForResponse((response) => response.url().endsWith('/shoppingcart/add'), { timeout: WAIT });
  await button.click();
  if ((await added).status() !== 200) throw new Error(`adding ${path} failed`);
}

/** Opens the checkout and waits for its form to be live. */
export async function openCheckout(page, stack) {
  await page.goto(`${stack.url}/afrekenen`, { waitUntil: 'load' });
  const button = page.locator('button[data-place-order]');
  await waitForHydration(button);
  return button;
}

/** The next answer of a user-details save. */
export function detailsSaved(page) {
  return page.waitForResponse((response) => response.url().endsWith('/shoppingcart/add/user-details'), { timeout: WAIT });
}

/** Types into a checkout field and waits until its save has been answered. */
export async function fill(page, key, value) {
  const field = page.locator(`[data-checkout-field="${key}"]`).locator('input, textarea');
  const saved = detailsSaved(page);
  await field.fill(value);
  await saved;
}

/** Chooses in a checkout select (the country) and waits for the save. */
export async function choose(page, key, value) {
  const saved = detailsSaved(page);
  await page.locator(`[data-checkout-field="${key}"] select`).selectOption(value);
  await saved;
}

export const BUYER = [
  ['invoice_firstname', 'Sanne'],
  ['invoice_lastname', 'de Vries'],
  ['invoice_email', 'sanne@example.nl'],
  ['invoice_postcode', '1015 tk'],
  ['invoice_number', '12'],
  ['invoice_street', 'Bloemgracht'],
  ['invoice_city', 'Amsterdam'],
];

/** The demo wedding cake's form asks these (form 'bruiloft'); both are required. */
export const WEDDING_ANSWERS = [
  ['quote_answers.bruiloft.datum', '2027-06-12'],
  ['quote_answers.bruiloft.locatie', 'Utrecht'],
];
