/**
 * What the demo site's owner sees through the owner API (docs/forms.md "Owner API",
 * docs/files.md): the contact form's submissions and the files visitors sent with
 * them. Calls go to the stack's SSR server, whose /api proxy passes them to the API.
 */
import assert from 'node:assert/strict';

import { DEMO_OWNER } from './demo.mjs';

async function call(base, path, { method = 'GET', token, body } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** The demo owner logged in: `{ submissions(form), file(path) }`. */
export async function demoOwner(base) {
  const login = await call(base, '/api/owner/v1/login', { method: 'POST', body: DEMO_OWNER });
  assert.equal(login.status, 200, `the demo owner logs in: ${JSON.stringify(login.body)}`);
  const token = login.body.token;
  const projects = await call(base, '/api/owner/v1/projects', { token });
  assert.equal(projects.status, 200);
  const projectId = projects.body.projects[0].id;

  return {
    /** `{submissions, total}` of one form, newest first. */
    async submissions(form) {
      const answer = await call(base, `/api/owner/v1/projects/${projectId}/form-submissions?form=${encodeURIComponent(form)}`, { token });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body;
    },
    /** The bytes and content type of a file a visitor sent (files/get -> url -> GET). */
    async file(path) {
      const answer = await call(base, '/api/services/websites/v1/files/get', { method: 'POST', token, body: { filePath: path, isPrivate: true } });
      assert.equal(answer.status, 200, `the owner reads ${path}: ${JSON.stringify(answer.body)}`);
      const response = await fetch(new URL(answer.body.url, base));
      assert.equal(response.status, 200, `the owner's link to ${path} answers`);
      return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
    },
  };
}

/** The submission whose field `identifier` holds `value` (tests tell theirs apart by a typed text). */
export function submissionWith(list, identifier, value) {
  return list.submissions.find((submission) => submission.fields.some((field) => field.identifier === identifier && field.value === value));
}
