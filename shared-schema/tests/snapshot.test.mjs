import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { snapshotText } from '../scripts/dump-catalogue.mjs';

// The resolved field list of every template, block and the style settings, as the
// editor and renderers see it (order, titles, defaults, options, x-field metadata).
// Restructuring the schema files must not change it; a deliberate change of a field
// updates the snapshot: node shared-schema/scripts/dump-catalogue.mjs --snapshot shared-schema/tests/snapshots/catalogue.json
test('the resolved catalogue equals the snapshot', () => {
  const snapshot = readFileSync(new URL('./snapshots/catalogue.json', import.meta.url), 'utf8');
  assert.equal(snapshotText(), snapshot);
});
