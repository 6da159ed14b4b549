/**
 * The cache layer with a real Varnish (infra/varnish/default.vcl) in front of the SSR
 * server (docs/caching.md): each route kind is cached with its own configured lifetime,
 * a soft purge (PURGE_MODE=soft) serves the stale copy once and refetches it, and with
 * the SSR server stopped Varnish still answers cached pages from grace while the shop's
 * calls fail fast.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { DEMO_OWNER } from './demo.mjs';
import { ownerCall, request } from './ownerApi.mjs';
import { startStack } from './stack.mjs';

const HOME_TTL = 600;
const PAGE_TTL = 2;
let stack;

before(async () => {
  stack = await startStack('cache-policy', {
    varnish: true,
    env: { CACHE_HOME_TTL: String(HOME_TTL), CACHE_PAGE_TTL: String(PAGE_TTL), PURGE_MODE: 'soft' },
  });
});

after(async () => {
  await stack?.stop();
});

async function visit(path) {
  const response = await fetch(`${stack.url}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    age: Number(response.headers.get('age') ?? 0),
    cacheControl: response.headers.get('cache-control'),
    retryAfter: response.headers.get('retry-after'),
    text: await response.text(),
  };
}

async function waitFor(what, condition, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('the home page and a content page are cached with their own configured lifetimes', async () => {
  const home = await visit('/');
  assert.equal(home.status, 200);
  assert.match(home.cacheControl, new RegExp(`^public, max-age=0, s-maxage=${HOME_TTL}, stale-while-revalidate=\\d+, stale-if-error=\\d+$`));
  assert.equal((await visit('/')).cache, 'HIT');

  const page = await visit('/over-ons');
  assert.equal(page.status, 200);
  assert.match(page.cacheControl, new RegExp(`s-maxage=${PAGE_TTL},`));
  assert.equal((await visit('/over-ons')).cache, 'HIT');
});

test('a soft purge serves the stale copy once and then the refetched page', async () => {
  const login = await request(stack.url, '/api/owner/v1/login', { method: 'POST', body: DEMO_OWNER });
  assert.equal(login.status, 200);
  const token = login.body.token;
  const project = (await ownerCall(stack.url, '/projects', { token })).projects[0].id;
  await visit('/');
  const title = `Bakkerij ${Date.now()}`;

  // The project's title is written live; the API soft-purges its pages before answering.
  await ownerCall(stack.url, `/projects/${project}`, { method: 'PUT', token, body: { title } });

  const stale = await visit('/');
  assert.equal(stale.status, 200);
  assert.equal(stale.cache, 'HIT', 'the soft-purged copy is served while Varnish refetches it');
  assert.doesNotMatch(stale.text, new RegExp(title));
  await waitFor('the refetched home page', async () => (await visit('/')).text.includes(title));
});

test('with the SSR server stopped, cached pages are served from grace and the shop calls fail fast', async () => {
  assert.equal((await visit('/over-ons')).status, 200);
  await stack.stopSsr();

  // Past its s-maxage the copy is stale: still served, from grace, without the origin.
  const stale = await waitFor('the content page to go stale', async () => {
    const answer = await visit('/over-ons');
    assert.equal(answer.status, 200, `served while the SSR server is down (age ${answer.age})`);
    return answer.age > PAGE_TTL ? answer : null;
  });
  assert.match(stale.text, /<html/);

  // Shop calls pass Varnish to the origin: 503 with Retry-After at once, never a hang.
  const started = Date.now();
  const cart = await fetch(`${stack.url}/api/services/websites/v1/webshop/cart`, { signal: AbortSignal.timeout(15_000) });
  assert.equal(cart.status, 503);
  assert.ok(Number(cart.headers.get('retry-after')) > 0);
  assert.ok(Date.now() - started < 10_000);
});
