import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const classes = new Set(readFileSync(join(ROOT, 'generated/classes.txt'), 'utf8')
  .split('\n').filter((line) => line && !line.startsWith('#')));

test('classes.txt holds the classes option sets and defaults produce', () => {
  for (const c of ['bg-primary-500', 'text-white', 'text-2xl', 'text-5xl', 'font-primary', 'font-main',
    'justify-center', 'text-shadow-md', 'float-right', 'md:pt-10', 'md:pb-20', 'md:h-10', 'h-6',
    'md:grid-cols-5', 'md:col-span-2', 'md:gap-4', 'gap-4', 'hidden', 'overflow-hidden', 'rounded-full']) {
    assert.ok(classes.has(c), c);
  }
});

test('classes.txt has no placeholders or empty prefixes', () => {
  for (const c of classes) {
    assert.doesNotMatch(c, /[{}\s]/, c);
    assert.doesNotMatch(c, /-$/, c);
  }
});

test("webshop listing columns: one column on phones, two on tablets, the option's count from lg (1190 px)", async () => {
  const { blockSchemas } = await import('../index.js');
  for (const type of ['products', 'productcategories']) {
    const field = blockSchemas[type].properties.columns['x-field'];
    assert.deepEqual(field.classes, ['grid', 'grid-cols-1', 'sm:grid-cols-2', '{class}'], `${type}.columns classes`);
    for (const option of field.options) {
      assert.equal(option.class, `lg:grid-cols-${option.value}`, `${type} option ${option.value}`);
      assert.ok(classes.has(option.class), option.class);
    }
  }
});
