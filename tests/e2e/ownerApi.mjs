/**
 * JSON calls the e2e tests make to the API through the stack's SSR server (whose /api
 * proxy passes them on), in one place:
 *
 * - `request(base, path, { method, token, body })`: `{ status, body }` of any answer
 *   (`body` null when it is not JSON), for tests that look at refusals too;
 * - `ownerCall(base, path, { method, token, body })`: the owner API (`path` under
 *   /api/owner/v1), asserting success, answering the parsed body.
 *
 * `token` is the owner's bearer token; a `body` is sent as JSON.
 */
import assert from 'node:assert/strict';

export async function request(base, path, { method = 'GET', token, body } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
  return { status: response.status, body: await response.json().catch(() => null) };
}

export async function ownerCall(base, path, { method = 'GET', token, body } = {}) {
  const answer = await request(base, `/api/owner/v1${path}`, { method, token, body });
  assert.ok(answer.status >= 200 && answer.status < 300, `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
