/**
 * What the demo site's owner sees through the owner API (docs/forms.md "Owner API",
 * docs/files.md): the contact form's submissions and the files visitors sent with
 * them. Calls go to the stack's SSR server, whose /api proxy passes them to the API.
 */
import assert from 'node:assert/strict';

import { DEMO_OWNER } from './demo.mjs';
import { request as call } from './ownerApi.mjs';

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
