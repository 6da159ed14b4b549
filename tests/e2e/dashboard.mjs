/**
 * The owner dashboard in tests and screenshots: logging in at /wm through the form, the
 * accessibility check every screen passes (axe, WCAG 2.2 AA), and a story the screens can show (a page published twice, so it has revisions and a diff,
 * then changed again as a draft), written through the owner API.
 */
import assert from 'node:assert/strict';

import AxeBuilder from '@axe-core/playwright';

import { DEMO_OWNER } from './demo.mjs';
import { ownerCall as call } from './ownerApi.mjs';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every level A and AA rule up to WCAG 2.2 on the screen as it is now, named `screen` in
 * the failure. Waits for running animations first; toasts fade in and out with CSS
 * transitions that axe can catch half-way (a false contrast failure), so they are left
 * out (settled toasts were checked by hand at 390 and 1280 px). */
export async function axe(page, screen) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('[data-sonner-toaster]').analyze();
  const found = result.violations.map((violation) => `${screen}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  assert.deepEqual(found, []);
}

/** Logs the demo owner in through the dashboard's form and waits for Overzicht, where it opens. */
export async function logInToDashboard(page, base) {
  if (!page.url().startsWith(`${base}/wm`)) await page.goto(`${base}/wm`);
  await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
  await page.getByLabel('Wachtwoord').fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByRole('heading', { name: 'Overzicht', level: 1 }).waitFor();
}

/** '/over-ons' retitled and published, then retitled again as a draft: `{ projectId, changedPageId }`. */
export async function prepareDashboardStory(base) {
  const { token } = await call(base, '/login', { method: 'POST', body: DEMO_OWNER });
  const { projects } = await call(base, '/projects', { token });
  const projectId = projects[0].id;
  const { pages } = await call(base, `/projects/${projectId}/pages`, { token });
  const page = pages.find((candidate) => candidate.path === '/over-ons');
  await call(base, `/projects/${projectId}/pages/${page.id}`, { method: 'PUT', token, body: { post_title: 'Over onze bakkerij', seo_title: 'Bakkerij sinds 1921' } });
  await call(base, `/projects/${projectId}/publish`, { method: 'POST', token, body: { items: [{ kind: 'page', id: page.id }], note: 'Nieuwe titel' } });
  await call(base, `/projects/${projectId}/pages/${page.id}`, { method: 'PUT', token, body: { post_title: 'Over ons', noindex: true } });
  return { projectId, changedPageId: page.id };
}
