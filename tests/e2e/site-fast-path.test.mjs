/**
 * The site route rendered without vike (ssr/server/siteFastPath.js) answers exactly what
 * vike answers: every demo page, every shop category and product, the search page, an
 * unknown path, a preview link, a form outcome, a wm_api_url override, the password page
 * and URLs the fast path leaves to vike. One stack's SSR server (fast path on) against a
 * second SSR server on the same API with SSR_FAST_SITE=0: status, headers and body equal,
 * and the first server's metrics show the pages were rendered directly. Both render every
 * page twice: the second time from the bundle revalidated with the API (304, the parsed
 * bundle kept by ssr/server/bundleStore.js), deep-frozen (SSR_FREEZE_BUNDLES=1) so that
 * a render that changed a shared bundle would throw.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { demoDocument, passwordPage } from './demo.mjs';
import { onFreePorts, PortTaken, saysPortTaken } from '../../scripts/ports.mjs';
import { freePort, ROOT, startStack } from './stack.mjs';

const STARTUP_TIMEOUT_MS = 60_000;
// Headers that differ between any two answers.
const VARYING = new Set(['date', 'x-request-id', 'etag', 'keep-alive', 'connection']);
let stack;
let vikeOnly;
let vikeUrl;
let metricsUrl;

async function waitFor(url, child, output) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the vike-only SSR server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer within ${STARTUP_TIMEOUT_MS} ms`);
}

before(async () => {
  // Ports found free may be taken by another process before the servers bind them: a
  // metrics port taken costs the stack's SSR server its metrics (it logs so and serves
  // on), a taken site port stops the vike-only server. Either starts again on new ports.
  stack = await onFreePorts(async () => {
    const metricsPort = await freePort();
    const started = await startStack('site-fast-path', { env: { METRICS_PORT: String(metricsPort), SSR_FREEZE_BUNDLES: '1' } });
    const ssrLog = readFileSync(join(started.logs, 'ssr.log'), 'utf8');
    if (saysPortTaken(ssrLog)) {
      await started.stop();
      throw new PortTaken(ssrLog);
    }
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    return started;
  });
  vikeOnly = await onFreePorts(async () => {
    const port = await freePort();
    vikeUrl = `http://127.0.0.1:${port}`;
    const env = { ...stack.env, SSR_WORKERS: '1', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', API_URL: stack.apiUrl, METRICS_PORT: '0', SSR_FAST_SITE: '0' };
    const child = spawn(process.execPath, ['ssr/server/index.js'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      await waitFor(`${vikeUrl}/`, child, () => output);
    } catch (error) {
      throw saysPortTaken(output) ? new PortTaken(error.message) : error;
    }
    return child;
  });
});

after(async () => {
  if (vikeOnly && vikeOnly.exitCode === null) {
    const exited = new Promise((resolve) => vikeOnly.once('exit', resolve));
    process.kill(-vikeOnly.pid, 'SIGTERM');
    await exited;
  }
  await stack?.stop();
});

async function answer(base, path) {
  const response = await fetch(base + path, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
  const headers = [...response.headers].filter(([name]) => !VARYING.has(name));
  return { status: response.status, headers, body: await response.text() };
}

async function directRenders() {
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith('ssr_page_renders_total{renderer="direct"}'));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

test('every demo page is the same, byte for byte, with and without vike', { timeout: 300_000 }, async () => {
  const { pages, shop } = demoDocument();
  const paths = [
    ...pages.map((page) => page.path),
    ...shop.categories.map((category) => category.path),
    ...shop.products.map((product) => product.path),
    passwordPage().path,
    '/search?query=taart',
    '/bestaat-niet',
    '/?voorbeeld=niet-geldig',
    '/contact?formulier=onbekend',
    '/?wm_api_url=https://elders.test',
    // Left to vike by the fast path: a trailing slash, an escape, a repeated key, the dashboard.
    '/over-ons/',
    '/%7Eover',
    '/?a=1&a=2',
    '/over-ons/index.pageContext.json',
    '/wm',
  ];
  const before = await directRenders();
  for (const path of [...new Set(paths)]) {
    const [direct, vike] = await Promise.all([answer(stack.ssrUrl, path), answer(vikeUrl, path)]);
    assert.equal(direct.status, vike.status, `status of ${path}`);
    assert.deepEqual(direct.headers, vike.headers, `headers of ${path}`);
    assert.equal(direct.body, vike.body, `HTML of ${path}`);
    // Again, from the revalidated bundles: the same page.
    const [directAgain, vikeAgain] = await Promise.all([answer(stack.ssrUrl, path), answer(vikeUrl, path)]);
    for (const again of [directAgain, vikeAgain]) {
      assert.equal(again.status, direct.status, `status of ${path} again`);
      assert.deepEqual(again.headers, direct.headers, `headers of ${path} again`);
      assert.equal(again.body, direct.body, `HTML of ${path} again`);
    }
  }
  // All but the first few (vike renders until the tags are learnt) and the ones left to
  // vike, each twice.
  assert.ok((await directRenders()) - before >= 2 * (paths.length - 9), 'pages rendered without vike');
});
